// Generated from Docs/layout-json.md, Swift example 2: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeLayout

func Docs_layout_json_1() throws {
    let document = try AdaptiveLayoutDocument(contentsOfFile: "screen.json")
    let tree = try document.makeTree()
    let layout = AdaptiveLayout(root: tree.root)
    for result in try layout.layoutAtEveryCategory() where !result.findings.isEmpty {
        print(result.category, result.findings.map(\.description))
    }
    layout.lint()                 // labels that do not follow Dynamic Type
}
