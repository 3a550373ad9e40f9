import DynamicTypeLayout

extension ViewBuilder {
    /// An `<imageView>`: its image's size, from the document's resources (noted when they have none),
    /// `adjustsImageSizeForAccessibilityContentSizeCategory` and its symbol configuration's text style.
    mutating func makeImageView(_ element: DocumentElement, id: String) throws(ElementProblem) -> ImageView {
        let name = element["image"] ?? element.child("imageReference", key: "image")?["image"]
        let size = name.flatMap { images[$0] }
        if let name, size == nil {
            note(element, id, "the image \"\(name)\" has no size in the document's resources; laid out without one")
        }
        let view = ImageView(identifier: id, imageSize: size)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = try element.flag(
            "adjustsImageSizeForAccessibilityContentSizeCategory")
        if let configuration = element.child(key: "preferredSymbolConfiguration"),
            let font = try Self.font(configuration),
            case .style(let style, _) = font.size
        {
            view.symbolTextStyle = style
        }
        return view
    }
}
