// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 6: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting

func DynamicTypeTesting_CheckingFitInTests_5() throws {
    let row = try SideBySideFit(FitLabel("Price", style: .body), FitLabel("Add to Cart", style: .headline),
                                spacing: 8, width: 343)
    row.firstStackingCategory     // the first category at which they no longer fit, or nil
    row.suggestedStackAxisRule    // a StackAxisRule that turns vertical there
}
