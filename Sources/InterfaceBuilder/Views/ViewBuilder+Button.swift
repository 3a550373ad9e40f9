import AutoLayout
import DynamicTypeLayout
import TextMeasurement

extension ViewBuilder {
    /// A `<button>`: the title and font of its `<buttonConfiguration>` (the body style, following the text size, when
    /// it names none) or of its normal `<state>` and `fontDescription` (the system font at 15 points), its content
    /// insets and its title's `lineBreakMode`; a class mapping may give it another font. The normal state's image
    /// (`image`, or an `<imageReference>` and the state's `<preferredSymbolConfiguration>`) is before the title,
    /// sized as an image view's (``imageView(identifier:name:reference:configuration:at:id:)``), with the button's
    /// `adjustsImageSizeForAccessibilityContentSizeCategory`; a configuration's image is noted, not laid out (Apple
    /// publishes neither a configured button's insets around an image nor its default `imagePadding`).
    mutating func makeButton(
        _ element: DocumentElement, id: String, runtimeAttributes: [String: String], mapping: ClassMapping.Entry?
    ) throws(ElementProblem) -> Button {
        let configuration = element.child("buttonConfiguration", key: "configuration")
        let state = element.children.first { $0.name == "state" && $0["key"] == "normal" }
        let title = configuration?["title"] ?? state?["title"] ?? ""
        var font: LabelFont
        var adjusts: Bool
        var insets: DirectionalEdgeInsets
        if let configuration {
            // A configuration's title is in the body style and follows the text size ("Meet the UIKit button
            // system", WWDC 2021 session 10064: configured buttons support Dynamic Type).
            font = try Self.font(configuration, key: "titleFontDescription") ?? .style(.body)
            adjusts = true
            insets = try configuration.child(key: "contentInsets").map(Self.directionalInsets) ?? Button.configurationInsets
        } else {
            font = try Self.font(element) ?? LabelFont(.fixed(15))
            // A button's title label adjusts only when code, or a runtime attribute, says so.
            adjusts = runtimeAttributes["titleLabel.adjustsFontForContentSizeCategory"] == "YES"
            insets = try element.child("inset", key: "contentEdgeInsets").map(Self.insets) ?? Button.systemInsets
        }
        if let mapping {
            (font, adjusts) = try mapping.apply(to: font, adjusts: adjusts, runtimeAttributes: runtimeAttributes, element)
        }
        var image: ImageView?
        var imageInsets = DirectionalEdgeInsets()
        if let configuration {
            if let name = configuration["image"] ?? configuration.child("imageReference", key: "image")?["image"] {
                note(element, id, "the configuration's image \"\(name)\" is not laid out: the button is its title")
            }
        } else if let state {
            let reference = state.child("imageReference", key: "image")
            if let name = state["image"] ?? reference?["image"] {
                let view = try imageView(
                    identifier: id + ".imageView", name: name, reference: reference,
                    configuration: state.child(key: "preferredSymbolConfiguration"), at: element, id: id)
                view.adjustsImageSizeForAccessibilityContentSizeCategory = try element.flag(
                    "adjustsImageSizeForAccessibilityContentSizeCategory")
                image = view
                imageInsets = try element.child("inset", key: "contentEdgeInsets").map(Self.insets) ?? imageInsets
            }
        }
        let button: Button
        do {
            button = try Button(
                identifier: id, title: title, font: resolvedFont(font), contentInsets: insets, image: image,
                imageInsets: imageInsets, measurer: measurer)
        } catch {
            throw ElementProblem(element, "a button UIKit refuses: \(error)", expected: "finite content insets")
        }
        button.titleLabel.adjustsFontForContentSizeCategory = adjusts
        button.titleLabel.lineBreakMode = try Self.lineBreakMode(element) ?? .byTruncatingMiddle
        return button
    }

    /// `<inset key="contentEdgeInsets" minX minY maxX maxY>`: left, top, right, bottom.
    private static func insets(_ element: DocumentElement) throws(ElementProblem) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: try element.number("minY") ?? 0, leading: try element.number("minX") ?? 0,
            bottom: try element.number("maxY") ?? 0, trailing: try element.number("maxX") ?? 0)
    }
}
