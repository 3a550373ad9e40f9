// Generated from Docs/layout-json.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import AutoLayout

func Docs_layout_json_0() throws {
    let document = try LayoutDocument(contentsOfFile: "screen.json")
    let tree = try document.makeTree()
    let result = try LayoutEngine(root: tree.root, layoutDirection: document.layoutDirection).layout()
    result.frame(of: "title")     // Rect(x: 16, y: 55, width: 120, height: 22)
    result.unsatisfiable          // [UnsatisfiableConstraints(constraints: […], broken: "…")]
}
