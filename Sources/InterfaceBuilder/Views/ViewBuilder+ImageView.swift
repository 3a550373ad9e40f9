import DynamicTypeLayout

extension ViewBuilder {
    /// An `<imageView>`: its image (``imageView(identifier:name:reference:configuration:at:id:)``: an image of the
    /// app's at its size in the document's resources, noted when they have none; a system symbol sized from its
    /// `<preferredSymbolConfiguration>`), `adjustsImageSizeForAccessibilityContentSizeCategory` and `contentMode`.
    mutating func makeImageView(_ element: DocumentElement, id: String) throws(ElementProblem) -> ImageView {
        let reference = element.child("imageReference", key: "image")
        let view = try imageView(
            identifier: id, name: element["image"] ?? reference?["image"], reference: reference,
            configuration: element.child(key: "preferredSymbolConfiguration"), at: element, id: id)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = try element.flag(
            "adjustsImageSizeForAccessibilityContentSizeCategory")
        if let mode = element["contentMode"] {
            guard let contentMode = ImageView.ContentMode(rawValue: mode) else {
                throw ElementProblem(
                    element, "contentMode=\"\(mode)\" is not a content mode",
                    expected: ImageView.ContentMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            view.contentMode = contentMode
        }
        return view
    }
}
