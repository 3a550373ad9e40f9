import AutoLayout
import DynamicTypeLayout
import TextMeasurement

extension ViewBuilder {
    /// The image view, named `identifier`, that shows the image `name` of the document's resources (none: no image):
    /// an image of the app's at its stored size; a system symbol sized from its configuration (``SymbolImage``).
    ///
    /// A symbol's scale is its image's own, `<imageReference symbolScale>`, before the view's configuration's: Xcode's
    /// stored frames size a symbol whose image says medium and whose image view says large as medium, and the
    /// other way round as large (tinode/ios, `Main.storyboard`). Its point size is the configuration's
    /// (`<preferredSymbolConfiguration>`): `configurationType="pointSize"` with `pointSize`, or `"font"` with a
    /// `<fontDescription>` — a text style's, which it then follows, or a fixed size's. Sizes are times
    /// ``fontScale``, the symbol being a glyph of the system font. A configuration's text style on an image that is
    /// not a system symbol (a custom symbol of the app's) makes it follow the style too.
    ///
    /// - Parameters:
    ///   - reference: The `<imageReference>` naming the image, when the image is named by one.
    ///   - configuration: The `<preferredSymbolConfiguration>` that applies to it, if any.
    ///   - element: The element notes are made at, for the view `id`.
    mutating func imageView(
        identifier: String, name: String?, reference: DocumentElement?, configuration: DocumentElement?,
        at element: DocumentElement, id: String
    ) throws(ElementProblem) -> ImageView {
        guard let name else { return ImageView(identifier: identifier, imageSize: nil) }
        guard let resource = images[name] else {
            note(element, id, "the image \"\(name)\" has no size in the document's resources; laid out without one")
            return ImageView(identifier: identifier, imageSize: nil)
        }
        let symbolConfiguration = try Self.symbolConfiguration(configuration, reference: reference)
        guard resource.isSymbol else {
            let view = ImageView(identifier: identifier, imageSize: resource.size)
            view.symbolTextStyle = symbolConfiguration.textStyle
            return view
        }
        guard let aspectRatio = resource.aspectRatio else {
            note(
                element, id,
                "the symbol \"\(name)\" has no proportions in the document's resources; laid out without a size")
            return ImageView(identifier: identifier, imageSize: nil)
        }
        let symbol = SymbolImage(aspectRatio: aspectRatio, configuration: symbolConfiguration)
        guard let view = ImageView(identifier: identifier, symbol: symbol) else {
            note(
                element, id, "the symbol \"\(name)\" follows a text style not in the iOS type scale; laid out without a size")
            return ImageView(identifier: identifier, imageSize: nil)
        }
        if let size = view.imageSize {
            view.imageSize = Size(width: size.width * fontScale, height: size.height * fontScale)
        }
        return view
    }

    /// A `<preferredSymbolConfiguration>`'s point size and scale (`nil`: the defaults), the scale of the image's
    /// `<imageReference symbolScale>` first.
    static func symbolConfiguration(_ element: DocumentElement?, reference: DocumentElement?) throws(ElementProblem)
        -> SymbolConfiguration
    {
        let scales: KeyValuePairs<String, SymbolScale?> = [
            "small": .small, "medium": .medium, "large": .large, "default": nil, "unspecified": nil,
        ]
        var configuration = SymbolConfiguration()
        if let reference, let value = try reference.choice("symbolScale", scales) {
            configuration.scale = value
        } else if let element, let value = try element.choice("scale", scales) {
            configuration.scale = value
        }
        guard let element else { return configuration }
        if element["configurationType"] == "pointSize" || element["pointSize"] != nil {
            let size = try element.requiredNumber("pointSize")
            guard size > 0 else {
                throw ElementProblem(
                    element, "pointSize=\"\(size)\" is not a point size", expected: "a number of points above 0")
            }
            configuration.pointSize = .fixed(size)
        } else if let font = try Self.font(element) {
            switch font.size {
            case .style(let style, _): configuration.pointSize = .textStyle(style)
            case .fixed(let size, _): configuration.pointSize = .fixed(size)
            case .scaled(let size, _, _, _, _): configuration.pointSize = .fixed(size)  // (not a font IB writes)
            }
        }
        return configuration
    }
}
