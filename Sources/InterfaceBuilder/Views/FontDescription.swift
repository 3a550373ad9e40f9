import DynamicType
import TextMeasurement

/// A `<fontDescription>` (or an attributed string's `<font key="NSFont">`) as a ``LabelFont``.
///
/// Interface Builder writes a font in one of three forms (Xcode's documents; `Fixtures/Layouts/*.xib` show each):
/// - a text style, `style="UICTFontTextStyleHeadline"` (UIKit's raw values, `UICTFontTextStyleTitle0` for large
///   title) — `UIFont.preferredFont(forTextStyle:)`;
/// - the system font, `type="system"` with `pointSize` and an optional `weight` (`ultraLight` … `black`), or
///   `type="boldSystem"` / `type="italicSystem"` — `UIFont.systemFont(ofSize:weight:)`;
/// - a named font, `name="Avenir-Heavy" family="Avenir" pointSize="17"`: the family through fontconfig, its weight
///   from the PostScript name's style suffix (`-Heavy`), as the name is all Interface Builder stores of it.
enum FontDescription {
    /// The font `element` describes, or `nil` for an element that describes none.
    ///
    /// - Throws: a message (problem, expected) for a style, type, weight or size that is not one of Interface
    ///   Builder's.
    static func font(_ element: DocumentElement) throws(ElementProblem) -> LabelFont? {
        if let style = element["style"] {
            guard let textStyle = TextStyle(name: style), textStyle.uiKitRawValue != nil else {
                throw ElementProblem(
                    element, "style=\"\(style)\" is not a text style",
                    expected: "UICTFontTextStyleBody, UICTFontTextStyleHeadline, … (UIKit's text styles)")
            }
            return .style(textStyle)
        }
        let sizeText = element["pointSize"] ?? element["size"]
        guard let sizeText else {
            if element["type"] != nil || element["name"] != nil || element["metaFont"] != nil {
                throw ElementProblem(element, "a <\(element.name)> without a pointSize", expected: "pointSize=\"17\"")
            }
            return nil
        }
        guard let size = Double(sizeText), size.isFinite, size > 0, size <= 1000 else {
            throw ElementProblem(
                element, "pointSize=\"\(sizeText)\" is not a font size", expected: "a number of points above 0, at most 1000")
        }
        if let name = element["name"] {
            let family = element["family"] ?? familyName(ofPostScriptName: name)
            return LabelFont(.fixed(size, weight: weight(ofPostScriptName: name)), source: .family(family))
        }
        switch element["type"] ?? element["metaFont"] {
        case "system"?, "italicSystem"?, nil:
            guard let name = element["weight"] else { return LabelFont(.fixed(size)) }
            guard let weight = try? FontWeight(name: name) else {
                throw ElementProblem(
                    element, "weight=\"\(name)\" is not a font weight",
                    expected: "ultraLight, thin, light, regular, medium, semibold, bold, heavy or black")
            }
            return LabelFont(.fixed(size, weight: weight))
        case "boldSystem"?:
            return LabelFont(.fixed(size, weight: .bold))
        case let type?:
            throw ElementProblem(
                element, "\(element["type"] == nil ? "metaFont" : "type")=\"\(type)\" is not a font type",
                expected: "system, boldSystem or italicSystem")
        }
    }

    /// The weight a PostScript name's style suffix says: `Avenir-Heavy` heavy, `Helvetica-Bold` bold; regular for
    /// `-Book`, `-Roman`, `-Regular`, `-Italic` and a name without one.
    static func weight(ofPostScriptName name: String) -> FontWeight {
        guard let dash = name.lastIndex(of: "-") else { return .regular }
        let style = name[name.index(after: dash)...].lowercased()
        // Longer names first, so that `SemiBold` is not bold nor `ExtraLight` light; anywhere in the style
        // (`CondensedBold`, `BoldItalic`).
        let weights: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight), ("semibold", .semibold),
            ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("thin", .thin), ("light", .light),
            ("medium", .medium), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return weights.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// The family a PostScript name without a `family` attribute names: before its style suffix, its words spaced
    /// (`AvenirNext-Bold` is Avenir Next).
    static func familyName(ofPostScriptName name: String) -> String {
        let stem = name.split(separator: "-").first.map(String.init) ?? name
        var family = ""
        for (index, character) in stem.enumerated() {
            let previous = index > 0 ? stem[stem.index(stem.startIndex, offsetBy: index - 1)] : nil
            if character.isUppercase, let previous, previous.isLowercase { family.append(" ") }
            family.append(character)
        }
        return family
    }
}
