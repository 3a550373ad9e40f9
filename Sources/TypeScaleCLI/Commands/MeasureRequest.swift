import DynamicType
import PackageSupport
import TextMeasurement

/// One `typescale measure` request: the text, its font, its size and the label's configuration, read from the command
/// line's options or from one JSON object of a batch (``RequestFields``), and checked.
struct MeasureRequest {
    /// How the point size is chosen.
    enum Sizing: Hashable {
        /// A point size.
        case points(Double)
        /// A text style at a category of the iOS type scale (`nil`: the scale's default, large).
        case style(TextStyle, category: ContentSizeCategory?)
        /// A text style at every category of the iOS type scale.
        case allCategories(TextStyle)
    }

    /// The text to measure.
    var text: String
    var font: FontSource
    var sizing: Sizing
    /// The weight of a point size (a style has the scale's).
    var weight: FontWeight
    /// Width, lines, mode, strategy, line height, display scale and language. With a style, the line height and
    /// tracking come from the type scale.
    var configuration: LabelConfiguration
    /// The batch request's `id`, echoed back.
    var id: JSONValue?

    private typealias Options = MeasureOptions

    /// Reads a request from the command line's options and its TEXT.
    ///
    /// - Throws: ``UsageError`` naming the option, the value and what is accepted.
    init(arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty
                ? "'typescale measure' needs a TEXT to measure, e.g. typescale measure \"Hello World\" --width 100"
                : "'typescale measure' takes one TEXT, got \(arguments.positionals.count): "
                    + arguments.positionals.map { "'\($0)'" }.joined(separator: " ")
                    + (arguments.positionals.contains { $0.hasPrefix("--") }
                        ? " (everything after '--' is TEXT: put the options before it)" : " (quote a text with spaces)"))
        }
        if arguments.has(Options.strict) && !arguments.has(Options.font) {
            throw UsageError("--strict applies to --font FAMILY (a family that is not installed is then an error); "
                + "give --font too")
        }
        try self.init(
            text: arguments.positionals[0], fields: CommandLineFields(arguments: arguments),
            strict: arguments.has(Options.strict), allCategories: arguments.has(Options.allCategories))
    }

    /// Reads a request from one batch line's JSON object.
    ///
    /// - Throws: ``UsageError`` naming the field, the value and what is accepted, or an unknown field and the
    ///   accepted ones.
    init(object: RequestObject, strict: Bool) throws(UsageError) {
        if let unknown = object.unknownKeys.min() {
            throw UsageError("unknown field '\(unknown)'; accepted fields: " + Options.batchKeys.joined(separator: ", "))
        }
        guard let given = object["text"] else { throw UsageError("missing field 'text' (the string to measure)") }
        guard case .string(let text) = given else {
            throw UsageError("text: \(MeasureResultFormat.compact(given)) is not accepted; expected a string")
        }
        try self.init(text: text, fields: BatchFields(object: object), strict: strict, allCategories: false)
        id = object["id"]
    }

    /// Reads and checks every field.
    private init(text: String, fields: some RequestFields, strict: Bool, allCategories: Bool) throws(UsageError) {
        self.text = text
        font = try Self.font(fields, strict: strict)
        (sizing, weight) = try Self.sizing(fields, allCategories: allCategories)
        configuration = try Self.configuration(fields, hasStyle: !Self.isPoints(sizing))
    }

    private static func isPoints(_ sizing: Sizing) -> Bool {
        if case .points = sizing { true } else { false }
    }

    /// The font: a family, a file (and face), or the system's.
    private static func font(_ fields: some RequestFields, strict: Bool) throws(UsageError) -> FontSource {
        let family = try fields.value(Options.font)
        let file = try fields.value(Options.fontFile)
        let faceIndex = try fields.value(Options.faceIndex)
        try fields.checkExclusive(Options.font, Options.fontFile)
        try fields.check(Options.faceIndex, needs: Options.fontFile)
        if let file { return .file(path: file, faceIndex: faceIndex ?? 0) }
        return family.map { .family($0, strict: strict) } ?? .system
    }

    /// The size: a point size (and weight), or a text style of the iOS type scale at one or every category.
    private static func sizing(_ fields: some RequestFields, allCategories: Bool) throws(UsageError)
        -> (Sizing, FontWeight)
    {
        let style = try fields.value(Options.style)
        let category = try fields.value(Options.category)
        let size = try fields.value(Options.size)
        let weight = try fields.value(Options.weight)
        guard let style else {
            if category != nil {
                throw UsageError("\(fields.name(Options.category)) applies to \(fields.name(Options.style)); give "
                    + "\(fields.name(Options.style)) too, e.g. \(fields.name(Options.style)) body "
                    + "\(fields.name(Options.category)) AX1")
            }
            if allCategories { throw UsageError("--all-categories needs --style, e.g. --style body --all-categories") }
            return (.points(size ?? 17), weight ?? .regular)
        }
        if size != nil {
            throw UsageError("\(fields.name(Options.style)) and \(fields.name(Options.size)) cannot be used together: "
                + "the style sets the size; give one")
        }
        if weight != nil {
            throw UsageError("\(fields.name(Options.weight)) cannot be used with \(fields.name(Options.style)): the type "
                + "scale sets the style's weight; use \(fields.name(Options.size)) and \(fields.name(Options.weight)) "
                + "instead")
        }
        let styleWeight = Options.scale.entry(for: style, at: category)?.weight ?? .regular
        guard allCategories else { return (.style(style, category: category), styleWeight) }
        if category != nil { throw UsageError("--category and --all-categories cannot be used together; give one") }
        return (.allCategories(style), styleWeight)
    }

    /// The label's configuration: width, lines, modes, line height, display scale, language.
    private static func configuration(_ fields: some RequestFields, hasStyle: Bool) throws(UsageError)
        -> LabelConfiguration
    {
        var configuration = LabelConfiguration()
        configuration.maxWidth = try fields.value(Options.width) ?? nil
        configuration.maxLines = try fields.value(Options.lines) ?? 1
        configuration.lineBreakMode = try fields.value(Options.mode) ?? .byTruncatingTail
        configuration.lineBreakStrategy = try fields.value(Options.strategy) ?? .standard
        if let lineHeight = try fields.value(Options.lineHeight) {
            if hasStyle {
                throw UsageError("\(fields.name(Options.lineHeight)) cannot be used with \(fields.name(Options.style)): "
                    + "the type scale sets the line height (the style's leading); use \(fields.name(Options.size)) "
                    + "instead")
            }
            configuration.lineHeight = lineHeight
        }
        configuration.displayScale = try fields.value(Options.displayScale) ?? 3
        configuration.language = try fields.value(Options.language)
        return configuration
    }
}
