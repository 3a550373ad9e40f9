import DynamicType
import Foundation
import PackageSupport
import TextMeasurement

/// One `typescale measure` request: the text, its font, its size and the label's constraints, read from the command
/// line's options or from one JSON object of a batch, and validated.
///
/// Both sources go through the same readers, so a value is accepted or refused, with the same message, whichever way it
/// comes; only the name in the message differs (`--line-height` on the command line, `lineHeight` in JSON).
struct MeasureRequest {
    /// How the point size is chosen.
    enum Sizing: Equatable {
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
    /// The weight the face (and fallback faces) are chosen for; with a style, the scale's weight.
    var weight: FontWeight
    /// Width, lines, mode, strategy, line height, display scale and language. With a style, the line height and
    /// tracking come from the type scale.
    var constraints: LabelConfiguration
    /// The batch request's `id`, echoed back.
    var id: JSONValue?

    /// The type scale `--style` and `--category` read.
    static let scale = TypeScale.iOS

    // MARK: - Fields

    /// A request field, with its JSON key (the raw value) and its command-line spelling.
    enum Field: String, CaseIterable {
        case text, font, fontFile, faceIndex, style, category, size, weight, width, lines, mode, strategy, lineHeight
        case displayScale, language, id

        /// The option that sets it: `--font-file`; `TEXT` for the text.
        var option: String {
            switch self {
            case .text: "TEXT"
            default: "--" + rawValue.reduce(into: "") { $0 += $1.isUppercase ? "-" + $1.lowercased() : String($1) }
            }
        }
    }

    /// A field's value as given: an option's text, or a JSON value.
    enum Given {
        case argument(String)
        case json(JSONValue)

        /// The value as a message quotes it: `'abc'` for an argument, JSON for JSON.
        var shown: String {
            switch self {
            case .argument(let text): "'\(text)'"
            case .json(let value): MeasureResultFormat.compact(value)
            }
        }
    }

    /// Where the fields come from, which decides how they are named in messages.
    enum Source {
        case commandLine, json

        func name(_ field: Field) -> String {
            self == .commandLine ? field.option : field.rawValue
        }
    }

    // MARK: - Reading

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
        var fields: [Field: Given] = [.text: .argument(arguments.positionals[0])]
        for field in Field.allCases where field != .text && field != .id {
            if let value = arguments.value(String(field.option.dropFirst(2))) { fields[field] = .argument(value) }
        }
        try self.init(
            fields: fields, source: .commandLine, allCategories: arguments.has("all-categories"),
            strict: arguments.has("strict"))
    }

    /// Reads a request from one batch line's JSON object.
    ///
    /// - Throws: ``UsageError`` naming the field, the value and what is accepted, or an unknown field and the
    ///   accepted ones.
    init(object: [String: JSONValue], strict: Bool) throws(UsageError) {
        var fields: [Field: Given] = [:]
        for (key, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let field = Field(rawValue: key) else {
                throw UsageError("unknown field '\(key)'; accepted fields: "
                    + Field.allCases.map(\.rawValue).joined(separator: ", "))
            }
            fields[field] = .json(value)
        }
        try self.init(fields: fields, source: .json, allCategories: false, strict: strict)
    }

    /// Reads and checks every field.
    private init(fields: [Field: Given], source: Source, allCategories: Bool, strict: Bool) throws(UsageError) {
        let reader = FieldReader(fields: fields, source: source)
        let name = source.name
        self.id = fields[.id].flatMap { if case .json(let value) = $0 { value } else { nil } }

        guard let text = try reader.string(.text, accepted: "a string") else {
            throw UsageError("missing field 'text' (the string to measure)")
        }
        self.text = text

        // The font.
        let family = try reader.string(.font, accepted: "a font family name", where: { !$0.isEmpty })
        let file = try reader.string(.fontFile, accepted: "the path of a font file", where: { !$0.isEmpty })
        let faceIndex = try reader.integer(.faceIndex, accepted: "a face index of 0 or more", in: 0...0xFFFF_FFFF)
        if family != nil && file != nil {
            throw UsageError("\(name(.font)) and \(name(.fontFile)) cannot be used together; give one")
        }
        if faceIndex != nil && file == nil {
            throw UsageError("\(name(.faceIndex)) applies to \(name(.fontFile)); give \(name(.fontFile)) too")
        }
        if strict && source == .commandLine && family == nil {
            throw UsageError("--strict applies to --font FAMILY (a family that is not installed is then an error); "
                + "give --font too")
        }
        if let file {
            font = .file(path: file, faceIndex: faceIndex ?? 0)
        } else {
            font = family.map { .family($0, strict: strict) } ?? .system
        }

        // The size: a point size, or a text style of the iOS type scale.
        let style = try reader.read(.style, accepted: "a text style of the iOS type scale: "
            + Self.scale.styles.map(\.name).joined(separator: ", ")) { given -> TextStyle? in
            guard let name = reader.stringValue(given) else { return nil }
            let style = TextStyle(name: name)
            return Self.scale.contains(style) ? style : nil
        }
        let category = try reader.read(.category, accepted: "a content-size category: " + Self.categoryNames) {
            (given) -> ContentSizeCategory? in
            guard let name = reader.stringValue(given) else { return nil }
            return try? ContentSizeCategory(name: name)
        }
        let size = try reader.number(
            .size, accepted: "a point size from 0.01 to 100000", where: { (0.01...100_000).contains($0) })
        let weight = try reader.read(.weight, accepted: "a weight: "
            + FontWeight.allCases.map(\.rawValue).joined(separator: ", ") + ", or 100 … 900 in steps of 100") { given in
            switch given {
            case .argument(let text): return try? FontWeight(name: text)
            case .json(.string(let text)): return try? FontWeight(name: text)
            case .json(.number(let number)) where number == number.rounded() && abs(number) < 10_000:
                return try? FontWeight(name: String(Int(number)))
            default: return nil
            }
        }
        if let style {
            if size != nil {
                throw UsageError("\(name(.style)) and \(name(.size)) cannot be used together: the style sets the size; "
                    + "give one")
            }
            if weight != nil {
                throw UsageError("\(name(.weight)) cannot be used with \(name(.style)): the type scale sets the "
                    + "style's weight; use \(name(.size)) and \(name(.weight)) instead")
            }
            if allCategories {
                if category != nil {
                    throw UsageError("--category and --all-categories cannot be used together; give one")
                }
                sizing = .allCategories(style)
            } else {
                sizing = .style(style, category: category)
            }
            self.weight = Self.scale.entry(for: style, at: category)?.weight ?? .regular
        } else {
            if category != nil {
                throw UsageError("\(name(.category)) applies to \(name(.style)); give \(name(.style)) too, e.g. "
                    + "\(name(.style)) body \(name(.category)) AX1")
            }
            if allCategories {
                throw UsageError("--all-categories needs --style, e.g. --style body --all-categories")
            }
            sizing = .points(size ?? 17)
            self.weight = weight ?? .regular
        }

        // The label's constraints.
        var constraints = LabelConfiguration()
        if let widthGiven = fields[.width], case .json(.null) = widthGiven {
            constraints.maxWidth = nil
        } else {
            constraints.maxWidth = try reader.number(
                .width, accepted: source == .json ? "a width in points ≥ 0, or null for no limit"
                    : "a width in points ≥ 0 (leave out --width for no limit)",
                where: { $0 >= 0 && $0 <= 1e9 })
        }
        constraints.maxLines = try reader.integer(.lines, accepted: "a whole number of lines ≥ 0 (0: no limit)",
                                                  in: 0...1_000_000_000) ?? 1
        constraints.lineBreakMode = try reader.read(
            .mode, accepted: LineBreakMode.names.map(\.name).joined(separator: ", ")
        ) {
            reader.stringValue($0).flatMap(LineBreakMode.init(name:))
        } ?? .byTruncatingTail
        constraints.lineBreakStrategy = try reader.read(
            .strategy, accepted: LineBreakStrategy.names.map(\.name).joined(separator: ", ")
        ) {
            reader.stringValue($0).flatMap(LineBreakStrategy.init(name:))
        } ?? .standard
        let lineHeight = try reader.read(
            .lineHeight,
            accepted: "natural, a height in points above 0 (22) or a multiple of the natural height (x1.2)",
            Self.lineHeight)
        if lineHeight != nil && style != nil {
            throw UsageError("\(name(.lineHeight)) cannot be used with \(name(.style)): the type scale sets the "
                + "line height (the style's leading); use \(name(.size)) instead")
        }
        constraints.lineHeight = lineHeight ?? .natural
        constraints.displayScale = try reader.read(.displayScale, accepted: "1, 2 or 3") { given -> Double? in
            let number: Double?
            switch given {
            case .argument(let text): number = Double(text)
            case .json(.number(let value)): number = value
            default: number = nil
            }
            return number.flatMap { [1, 2, 3].contains($0) ? $0 : nil }
        } ?? 3
        constraints.language = try reader.string(
            .language, accepted: "a language tag such as th, ja or zh-Hant",
            where: { tag in !tag.isEmpty && tag.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII
                || ("0"..."9").contains($0) || "-_.@".unicodeScalars.contains($0) } })
        self.constraints = constraints
    }

    // MARK: - Names

    private static let categoryNames = "xSmall … accessibility5, or XS S M L XL XXL XXXL AX1 … AX5"

    /// `natural`, `22` (points) or `x1.2` (a multiple); JSON also takes a number of points.
    private static func lineHeight(_ given: Given) -> LineHeight? {
        let text: String
        switch given {
        case .argument(let argument): text = argument
        case .json(.string(let string)): text = string
        case .json(.number(let number)): return number.isFinite && number > 0 && number <= 100_000 ? .fixed(number) : nil
        default: return nil
        }
        if text.lowercased() == "natural" { return .natural }
        let isMultiple = text.lowercased().hasPrefix("x")
        guard let number = Double(isMultiple ? String(text.dropFirst()) : text), number.isFinite, number > 0,
              number <= 100_000
        else { return nil }
        return isMultiple ? .multiple(number) : .fixed(number)
    }
}

// MARK: - Reading fields

/// Reads the fields of one request, each into its type, with a message naming the field, the value and what is
/// accepted when it will not do.
private struct FieldReader {
    var fields: [MeasureRequest.Field: MeasureRequest.Given]
    var source: MeasureRequest.Source

    /// The field read by `parse` (`nil` from `parse`: the value is not accepted); `nil` when the field is absent.
    func read<T>(_ field: MeasureRequest.Field, accepted: String, _ parse: (MeasureRequest.Given) -> T?)
        throws(UsageError) -> T?
    {
        guard let given = fields[field] else { return nil }
        guard let value = parse(given) else {
            throw UsageError("\(source.name(field)): \(given.shown) is not accepted; expected \(accepted)")
        }
        return value
    }

    /// An argument's text or a JSON string; `nil` for another JSON type.
    func stringValue(_ given: MeasureRequest.Given) -> String? {
        switch given {
        case .argument(let text): text
        case .json(.string(let text)): text
        default: nil
        }
    }

    func string(_ field: MeasureRequest.Field, accepted: String, where isValid: (String) -> Bool = { _ in true })
        throws(UsageError) -> String?
    {
        try read(field, accepted: accepted) {
            guard let text = stringValue($0), isValid(text) else { return nil }
            return text
        }
    }

    /// A finite number: an argument's text, or a JSON number.
    func number(_ field: MeasureRequest.Field, accepted: String, where isValid: (Double) -> Bool)
        throws(UsageError) -> Double?
    {
        try read(field, accepted: accepted) { given in
            let number: Double?
            switch given {
            case .argument(let text): number = Double(text)
            case .json(.number(let value)): number = value
            default: number = nil
            }
            guard let number, number.isFinite, isValid(number) else { return nil }
            return number
        }
    }

    /// A whole number: an argument's digits, or a JSON number without a fraction.
    func integer(_ field: MeasureRequest.Field, accepted: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        try read(field, accepted: accepted) { given in
            switch given {
            case .argument(let text):
                return Int(text).flatMap { range.contains($0) ? $0 : nil }
            case .json(.number(let value)):
                guard value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound)
                else { return nil }
                return Int(value)
            default:
                return nil
            }
        }
    }
}

// MARK: - Batch lines

extension MeasureRequest {
    /// Reads one batch line: a JSON object.
    ///
    /// - Throws: ``UsageError`` when the line is not JSON, or is JSON but not an object.
    static func object(fromLine line: some Collection<UInt8>) throws(UsageError) -> [String: JSONValue] {
        let value: JSONValue
        let data = Data(line)
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw UsageError("not valid JSON: \(JSONSyntaxError.reason(data)); expected one JSON object per line")
        }
        guard case .object(let members) = value else {
            throw UsageError("expected a JSON object such as {\"text\": \"Hello\"}, got " + MeasureResultFormat.compact(value))
        }
        return Dictionary(members, uniquingKeysWith: { first, _ in first })
    }
}
