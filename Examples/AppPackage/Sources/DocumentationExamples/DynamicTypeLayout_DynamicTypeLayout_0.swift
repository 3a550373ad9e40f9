// Generated from Sources/DynamicTypeLayout/DynamicTypeLayout.docc/DynamicTypeLayout.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeLayout

func DynamicTypeLayout_DynamicTypeLayout_0() throws {
    let root = View(identifier: "root")
    let title = Label(identifier: "title", text: "Delivery address", font: .style(.headline))
    title.adjustsFontForContentSizeCategory = true
    title.numberOfLines = 0
    root.addSubview(title)
    try LayoutConstraint.activate([
        root.widthAnchor.constraint(equalToConstant: 390),
        title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
    ])
    let layout = AdaptiveLayout(root: root)
    for result in try layout.layoutAtEveryCategory() {
        print(result.category, result.frame(of: "title")!, result.findings)
    }
}
