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
        let root = try JSONInput.parse(bytes, file: file)
        var entries: [String: Entry] = [:]
        for (name, node) in try root.entries("an object of class names", repeats: .refused) {
            let members = try node.object(keys: ["textStyle", "scalesFont", "adjustsFontForContentSizeCategory"])
            var entry = Entry()
            if let style = members["textStyle"] {
                if case .object = style.node.value {
                    let source = try style.object(keys: ["runtimeAttribute", "values"])
                    let expected = "a key path, such as \"styleName\""
                    guard let attributeNode = source["runtimeAttribute"] else {
                        throw style.error("a textStyle without a runtimeAttribute", expected: "\"runtimeAttribute\": \"styleName\"")
                    }
                    let attribute = try attributeNode.string(expected)
                    guard !attribute.isEmpty else { throw attributeNode.error("an empty key path", expected: expected) }
                    var values: [String: TextStyle] = [:]
                    for (name, value) in try source["values"]?.entries("an object of style names", repeats: .refused) ?? [] {
                        values[name] = try Self.style(value)
                    }
                    entry.textStyle = .runtimeAttribute(attribute, values: values)
                } else {
                    entry.textStyle = .style(try Self.style(style))
                }
            }
            if let node = members["scalesFont"] { entry.scalesFont = try node.bool("true or false") }
            if let node = members["adjustsFontForContentSizeCategory"] {
                entry.adjustsFontForContentSizeCategory = try node.bool("true or false")
            }
            entries[name] = entry
        }
        self.init(entries)
    }

    /// A text style by any of its names (``DynamicType/TextStyle/init(name:)``).
    private static func style(_ node: JSONInput) throws(InputFileError) -> TextStyle {
        let expected = "a style's name: body, headline, UICTFontTextStyleBody, caption …"
        let name = try node.string(expected)
        guard let style = TextStyle(name: name) else { throw node.error("'\(name)' is not a text style", expected: expected) }
        return style
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
