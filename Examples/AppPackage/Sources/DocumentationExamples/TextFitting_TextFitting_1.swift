// Generated from Sources/TextFitting/TextFitting.docc/TextFitting.md, Swift example 2: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import TextFitting

func TextFitting_TextFitting_1() throws {
    let row = try SideBySideFit(FitLabel("Price", style: .body), FitLabel("Add to Cart", style: .headline),
                                spacing: 8, width: 343)
    row.firstStackingCategory     // the first category at which they no longer fit, or nil
    row.suggestedStackAxisRule    // a rule that stacks vertically from there
}
