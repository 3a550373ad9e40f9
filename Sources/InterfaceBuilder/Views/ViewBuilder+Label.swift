import DynamicTypeLayout
import TextMeasurement

extension ViewBuilder {
    /// A `<label>`: its text (or attributed text), font (`fontDescription`, else the attributed text's, else the
    /// system font at 17 points), `adjustsFontForContentSizeCategory`, `numberOfLines`, `lineBreakMode`,
    /// `preferredMaxLayoutWidth` and how far it shrinks its text to fit (`minimumScaleFactor`, or the older
    /// `minimumFontSize`); a class mapping may give it another font.
    mutating func makeLabel(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> Label {
        // (Each font read in a statement of its own: a throwing call on the right of `??`, an autoclosure that
        // rethrows, is miscompiled with typed throws — AddressSanitizer found the stack underflow, FuzzInterfaceBuilder.)
        let described = try Self.font(element)
        let attributed = described == nil ? try Self.attributedFont(of: element) : nil
        var font = described ?? attributed ?? LabelFont(.fixed(17))
        var adjusts = try element.flag("adjustsFontForContentSizeCategory")
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        let label = Label(identifier: id, text: Self.text(of: element) ?? "", font: resolvedFont(font), measurer: measurer)
        label.adjustsFontForContentSizeCategory = adjusts
        label.numberOfLines = try element.count("numberOfLines") ?? 1
        label.lineBreakMode = try Self.lineBreakMode(element) ?? .byTruncatingTail
        label.preferredMaxLayoutWidth = max(0, try element.number("preferredMaxLayoutWidth") ?? 0)
        // Xcode writes adjustsFontSizeToFit="NO" for a label that does not shrink, and leaves it out, with the
        // smallest size or scale, for one that does.
        label.adjustsFontSizeToFitWidth = try element.flag(
            "adjustsFontSizeToFit", default: element["minimumScaleFactor"] != nil || element["minimumFontSize"] != nil)
        if let factor = try element.number("minimumScaleFactor") {
            guard factor >= 0 && factor <= 1 else {
                throw ElementProblem(
                    element, "minimumScaleFactor=\"\(factor)\" is outside 0…1", expected: "a scale from 0 to 1")
            }
            label.minimumScaleFactor = factor < 1 ? factor : 0
        } else if let minimum = try element.number("minimumFontSize"), minimum > 0 {
            // `minimumFontSize` (deprecated since iOS 6) is a point size: the same limit as a scale of the font's size
            // as written (before any scale the comparison applies).
            if let size = Self.pointSize(of: font), minimum < size {
                label.minimumScaleFactor = minimum / size
            } else if Self.pointSize(of: font) == nil {
                note(element, id, "minimumFontSize with a text style, whose size changes with the category: not followed")
            }
        }
        if let scale = try storedTextWidthScale(of: label, font: font, element) {
            label.textWidthScale = scale
        }
        return label
    }

    /// The font of a label's attributed string: its first fragment's `NSFont`.
    private static func attributedFont(of element: DocumentElement) throws(ElementProblem) -> LabelFont? {
        guard let attributed = element.child("attributedString", key: "attributedText"),
            let font = attributed.children.first(where: { $0.name == "fragment" })?.child("attributes")?.child(
                "font", key: "NSFont")
        else { return nil }
        return try FontDescription.font(font)
    }

    /// The point size a font has whatever the category: a fixed size's; `nil` for a text style.
    private static func pointSize(of font: LabelFont) -> Double? {
        if case .fixed(let size, _) = font.size { return size }
        if case .scaled(let size, _, _, _, _) = font.size { return size }
        return nil
    }
}
