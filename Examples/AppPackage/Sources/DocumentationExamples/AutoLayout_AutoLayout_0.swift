// Generated from Sources/AutoLayout/AutoLayout.docc/AutoLayout.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import AutoLayout

func AutoLayout_AutoLayout_0() throws {
    let root = View(identifier: "root")
    let title = View(identifier: "title")
    root.addSubview(title)
    title.content = FixedContent(size: IntrinsicSize(width: 120, height: 20))
    try LayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: 390),
        root.heightAnchor.constraint(equalToConstant: 844),
        title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
    ])
    let result = try LayoutEngine(root: root).layout()
    result.frame(of: "title")   // x 8, y 8, 120 × 20
}
