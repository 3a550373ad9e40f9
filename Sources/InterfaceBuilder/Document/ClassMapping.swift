import DynamicType
import PackageSupport
import SystemSupport
import TextMeasurement

/// What a team's custom view classes do with Dynamic Type in code, which the document cannot say: that its
/// `ThemeLabel` with the runtime attribute `styleName = "body"` shows the body style and adjusts
/// (`typescale layout --classes map.json`; `Docs/interface-builder.md`, "Custom classes").
///
/// ```json
/// {
///   "ThemeLabel": { "textStyle": { "runtimeAttribute": "styleName" }, "adjustsFontForContentSizeCategory": true },
///   "BodyLabel": { "textStyle": "body", "scalesFont": true, "adjustsFontForContentSizeCategory": true }
/// }
/// ```
///
/// `textStyle` is a style's name (`body`, `UICTFontTextStyleBody`, `caption`), or the runtime attribute that names it,
/// with `values` to translate the team's names (`{"heading": "title2"}`). The label's font becomes the style in the
/// font's family — or, with `scalesFont`, the font stays at its size and is scaled like the style
/// (`UIFontMetrics(forTextStyle:).scaledFont(for:)`). `adjustsFontForContentSizeCategory` sets that flag.
public struct ClassMapping: Sendable, Equatable {
    /// What one class does.
    public struct Entry: Sendable, Equatable {
        /// Where the text style comes from, if anywhere.
        public var textStyle: TextStyleSource?
        /// Whether the font keeps its size, scaled like the style, rather than taking the style's sizes.
        public var scalesFont = false
        /// The `adjustsFontForContentSizeCategory` the class sets, if it sets one.
        public var adjustsFontForContentSizeCategory: Bool?

        /// What a class does: its text style's source, whether it scales its font, its adjusting flag.
        public init(
            textStyle: TextStyleSource? = nil, scalesFont: Bool = false, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.textStyle = textStyle
            self.scalesFont = scalesFont
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a class's text style comes from.
    public enum TextStyleSource: Sendable, Equatable {
        /// Always this style.
        case style(TextStyle)
        /// The style a user-defined runtime attribute names, its value translated by `values` first when listed.
        case runtimeAttribute(String, values: [String: TextStyle])
    }

    /// The classes, by name.
    public var entries: [String: Entry]

    /// A mapping of `entries`.
    public init(_ entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// What `customClass` does; `nil` for no class or one not mapped.
    func entry(for customClass: String?) -> Entry? {
        customClass.flatMap { entries[$0] }
    }

    /// Reads a mapping file.
    ///
    /// - Throws: ``InputFileError``: unreadable, or where the JSON is wrong (an unknown key, a style that is
    ///   not one, a value of the wrong kind).
    public init(contentsOfFile path: String) throws(InputFileError) {
        try self.init(json: FileBytes.read(path, kind: "class mapping file"), file: path)
    }

    /// Reads a mapping from JSON text; `file` names it in errors.
    public init(json bytes: [UInt8], file: String) throws(InputFileError) {
        func error(_ node: JSONNode, _ problem: String, _ expected: String) -> InputFileError {
            InputFileError(
                file: file, line: node.position.line, column: node.position.column, problem: problem, expected: expected)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InputFileError(
                file: file, line: error.position?.line, column: error.position?.column, problem: error.problem,
                expected: error.expected)
        }
        guard case .object(let classes) = root.value else {
            throw error(root, "the mapping is \(root.kind.rawValue)", "an object of class names")
        }
        func style(_ node: JSONNode) throws(InputFileError) -> TextStyle {
            guard case .string(let name) = node.value, let style = TextStyle(name: name) else {
                throw error(node, "not a text style", "a style's name: body, headline, UICTFontTextStyleBody, caption …")
            }
            return style
        }
        var entries: [String: Entry] = [:]
        for member in classes {
            guard entries[member.key] == nil else {
                throw error(member.node, "the class \"\(member.key)\" is mapped twice", "each class once")
            }
            guard case .object(let keys) = member.node.value else {
                throw error(member.node, "\"\(member.key)\" is \(member.node.kind.rawValue)", "an object")
            }
            var entry = Entry()
            for key in keys {
                switch (key.key, key.node.value) {
                case ("textStyle", .string):
                    entry.textStyle = .style(try style(key.node))
                case ("textStyle", .object(let source)):
                    var attribute: String?
                    var values: [String: TextStyle] = [:]
                    for part in source {
                        switch (part.key, part.node.value) {
                        case ("runtimeAttribute", .string(let name)) where !name.isEmpty: attribute = name
                        case ("runtimeAttribute", _):
                            throw error(part.node, "runtimeAttribute is not a key path", "a key path, such as \"styleName\"")
                        case ("values", .object(let pairs)):
                            for pair in pairs { values[pair.key] = try style(pair.node) }
                        case ("values", _):
                            throw error(part.node, "values is \(part.node.kind.rawValue)", "an object of style names")
                        default:
                            throw error(
                                part.node, "\"\(part.key)\" is not part of a textStyle",
                                "\"runtimeAttribute\": a key path, and \"values\": an object of style names")
                        }
                    }
                    guard let attribute else {
                        throw error(key.node, "a textStyle without a runtimeAttribute", "\"runtimeAttribute\": \"styleName\"")
                    }
                    entry.textStyle = .runtimeAttribute(attribute, values: values)
                case ("scalesFont", .bool(let value)):
                    entry.scalesFont = value
                case ("adjustsFontForContentSizeCategory", .bool(let value)):
                    entry.adjustsFontForContentSizeCategory = value
                case ("textStyle", _), ("scalesFont", _), ("adjustsFontForContentSizeCategory", _):
                    throw error(
                        key.node, "\(key.key) is \(key.node.kind.rawValue)",
                        key.key == "textStyle" ? "a style's name, or an object with a runtimeAttribute" : "true or false")
                default:
                    throw error(
                        key.node, "\"\(key.key)\" (\(key.node.kind.rawValue)) is not a class mapping's",
                        "textStyle (a name or an object), scalesFont or adjustsFontForContentSizeCategory (true or false)")
                }
            }
            entries[member.key] = entry
        }
        self.init(entries)
    }
}

extension ClassMapping.Entry {
    /// The font and adjusting flag of a label or button of this class whose document gives `font` and `adjusts`.
    ///
    /// - Throws: when the runtime attribute names no text style.
    func apply(
        to font: LabelFont, adjusts: Bool, runtimeAttributes: [String: String], _ element: DocumentElement
    ) throws(ElementProblem) -> (LabelFont, Bool) {
        var font = font
        var style: TextStyle?
        switch textStyle {
        case .style(let given)?:
            style = given
        case .runtimeAttribute(let keyPath, let values)?:
            if let value = runtimeAttributes[keyPath] {
                guard let named = values[value] ?? TextStyle(name: value) else {
                    throw ElementProblem(
                        element, "the runtime attribute \(keyPath) = \"\(value)\" names no text style",
                        expected: "a style's name, or a \"values\" entry for it in the class mapping")
                }
                style = named
            }
        case nil:
            break
        }
        if let style {
            if scalesFont, case .fixed(let size, let weight) = font.size {
                font.size = .scaled(size, weight: weight, relativeTo: style)
            } else {
                font.size = .style(style)
            }
        }
        return (font, adjustsFontForContentSizeCategory ?? adjusts)
    }
}
