// Generated from Sources/LayoutPictures/LayoutPictures.docc/LayoutPictures.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import LayoutPictures

func LayoutPictures_LayoutPictures_0() throws {
    let root = View(identifier: "root")
    let title = Label(identifier: "title", text: "Delivery address", font: .style(.headline))
    title.adjustsFontForContentSizeCategory = true
    root.addSubview(title)
    try LayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: 390),
        root.heightAnchor.constraint(equalToConstant: 120),
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ])
    let sheet = ContactSheet(
        layout: AdaptiveLayout(root: root), categories: [.large, .accessibility3],
        captionFace: try TextMeasurer.shared.face(family: nil), scale: 2)
    let (layouts, picture) = try sheet.render()
    try PNGWriter.write(picture, to: "sheet.png")
    print(layouts.map(\.findings))
}
