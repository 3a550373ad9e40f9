import DynamicType
import PackageSupport
import TextMeasurement

/// One measuring request: the text, its font, its size and the label's configuration, read from the command line's
/// options or from one JSON object of a batch (``RequestFields``), and checked.
package struct MeasureRequest {
    /// How the point size is chosen.
    package enum Sizing: Hashable {
        /// A point size.
        case points(Double)
        /// A text style at a category of the iOS type scale (`nil`: the scale's default, large).
        case style(TextStyle, category: ContentSizeCategory?)
        /// A text style at every category of the iOS type scale.
        case allCategories(TextStyle)
    }

    /// The text to measure.
    package var text: String
    package var font: FontSource
    package var sizing: Sizing
    /// The weight of a point size (a style has the scale's).
    package var weight: FontWeight
    /// Width, lines, mode, strategy, line height, display scale and language. With a style, the line height and
    /// tracking come from the type scale.
    package var configuration: LabelConfiguration
    /// The batch request's `id`, echoed back.
    package var id: JSONValue?

    private typealias Fields = Field

    /// Reads a request from one batch line's JSON object.
    ///
    /// - Throws: ``RequestError`` naming the field, the value and what is accepted, or an unknown field and the
    ///   accepted ones.
    package init(object: RequestObject, strict: Bool) throws(RequestError) {
        if let unknown = object.unknownKeys.min() {
            throw RequestError(
                "unknown field '\(unknown)'; accepted fields: " + Self.batchKeys.joined(separator: ", "), key: unknown)
        }
        guard let given = object["text"] else { throw RequestError("missing field 'text' (the string to measure)") }
        guard case .string(let text) = given else {
            throw RequestError("text: \(MeasureAnswer.compact(given)) is not accepted; expected a string", key: "text")
        }
        try self.init(text: text, fields: BatchFields(object: object), strict: strict, allCategories: false)
        id = object["id"]
    }

    /// Reads and checks every field; `allCategories` asks for a style at every category (the command line's
    /// `--all-categories`).
    package init(text: String, fields: some RequestFields, strict: Bool, allCategories: Bool) throws(RequestError) {
        self.text = text
        font = try Self.font(fields, strict: strict)
        (sizing, weight) = try Self.sizing(fields, allCategories: allCategories)
        configuration = try Self.configuration(fields, hasStyle: !Self.isPoints(sizing))
    }

    private static func isPoints(_ sizing: Sizing) -> Bool {
        if case .points = sizing { true } else { false }
    }

    /// The font: a family, a file (and face), or the system's.
    private static func font(_ fields: some RequestFields, strict: Bool) throws(RequestError) -> FontSource {
        let family = try fields.value(Fields.font)
        let file = try fields.value(Fields.fontFile)
        let faceIndex = try fields.value(Fields.faceIndex)
        try fields.checkExclusive(Fields.font, Fields.fontFile)
        try fields.check(Fields.faceIndex, needs: Fields.fontFile)
        if let file { return .file(path: file, faceIndex: faceIndex ?? 0) }
        return family.map { .family($0, strict: strict) } ?? .system
    }

    /// The size: a point size (and weight), or a text style of the iOS type scale at one or every category.
    private static func sizing(_ fields: some RequestFields, allCategories: Bool) throws(RequestError)
        -> (Sizing, FontWeight)
    {
        let style = try fields.value(Fields.style)
        let category = try fields.value(Fields.category)
        let size = try fields.value(Fields.size)
        let weight = try fields.value(Fields.weight)
        guard let style else {
            if category != nil {
                throw RequestError("\(fields.name(Fields.category)) applies to \(fields.name(Fields.style)); give "
                    + "\(fields.name(Fields.style)) too, e.g. \(fields.name(Fields.style)) body "
                    + "\(fields.name(Fields.category)) AX1", key: fields.name(Fields.category))
            }
            if allCategories { throw RequestError("--all-categories needs --style, e.g. --style body --all-categories") }
            return (.points(size ?? 17), weight ?? .regular)
        }
        if size != nil {
            throw RequestError("\(fields.name(Fields.style)) and \(fields.name(Fields.size)) cannot be used together: "
                + "the style sets the size; give one", key: fields.name(Fields.size))
        }
        if weight != nil {
            throw RequestError("\(fields.name(Fields.weight)) cannot be used with \(fields.name(Fields.style)): the type "
                + "scale sets the style's weight; use \(fields.name(Fields.size)) and \(fields.name(Fields.weight)) "
                + "instead", key: fields.name(Fields.weight))
        }
        let styleWeight = Self.scale.entry(for: style, at: category)?.weight ?? .regular
        guard allCategories else { return (.style(style, category: category), styleWeight) }
        if category != nil { throw RequestError("--category and --all-categories cannot be used together; give one") }
        return (.allCategories(style), styleWeight)
    }

    /// The label's configuration: width, lines, modes, line height, display scale, language.
    private static func configuration(_ fields: some RequestFields, hasStyle: Bool) throws(RequestError)
        -> LabelConfiguration
    {
        var configuration = LabelConfiguration()
        configuration.width = try fields.value(Fields.width) ?? nil
        configuration.numberOfLines = try fields.value(Fields.numberOfLines) ?? 1
        configuration.lineBreakMode = try fields.value(Fields.lineBreakMode) ?? .byTruncatingTail
        configuration.lineBreakStrategy = try fields.value(Fields.lineBreakStrategy) ?? .standard
        if let lineHeight = try fields.value(Fields.lineHeight) {
            if hasStyle {
                throw RequestError("\(fields.name(Fields.lineHeight)) cannot be used with \(fields.name(Fields.style)): "
                    + "the type scale sets the line height (the style's leading); use \(fields.name(Fields.size)) "
                    + "instead", key: fields.name(Fields.lineHeight))
            }
            configuration.lineHeight = lineHeight
        }
        configuration.displayScale = try fields.value(Fields.displayScale) ?? 3
        configuration.language = try fields.value(Fields.language)
        return configuration
    }
}
