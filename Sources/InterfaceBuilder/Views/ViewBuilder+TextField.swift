import DynamicTypeLayout
import TextMeasurement

extension ViewBuilder {
    /// A `<textField>`: its `text` (or attributed text), `placeholder` (or attributed placeholder), font
    /// (`fontDescription`; UIKit's default, the body style, when there is none), `adjustsFontForContentSizeCategory`
    /// and `borderStyle` (`none`, Xcode's omission, `line`, `bezel` or `roundedRect`). A clear button shown when not
    /// editing and text that shrinks to fit are noted, not modelled.
    mutating func makeTextField(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> TextField {
        let described = try Self.font(element)
        var font = described ?? .style(.body)
        var adjusts = try element.flag("adjustsFontForContentSizeCategory")
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let field = TextField(
            identifier: id, text: Self.text(of: element) ?? "", placeholder: Self.placeholder(of: element),
            font: resolvedFont(font), measurer: measurer)
        field.adjustsFontForContentSizeCategory = adjusts
        field.borderStyle = try element.choice(
            "borderStyle",
            ["none": TextField.BorderStyle.none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]) ?? .none
        if let mode = element["clearButtonMode"], mode == "always" || mode == "unlessEditing" {
            note(element, id, "its clear button (clearButtonMode=\"\(mode)\") is not modelled: no room is kept for it")
        }
        if try element.flag("adjustsFontSizeToFit") {
            note(element, id, "its text shrinking to fit (adjustsFontSizeToFit) is not modelled")
        }
        return field
    }

    /// A text field's placeholder: its `placeholder` attribute, or an attributed placeholder's fragments.
    static func placeholder(of element: DocumentElement) -> String? {
        if let placeholder = element["placeholder"] { return placeholder }
        if let attributed = element.child("attributedString", key: "attributedPlaceholder") {
            return Self.fragmentText(of: attributed)
        }
        return nil
    }
}
