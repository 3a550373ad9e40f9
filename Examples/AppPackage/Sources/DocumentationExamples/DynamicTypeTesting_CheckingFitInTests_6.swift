// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 7: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting

func DynamicTypeTesting_CheckingFitInTests_6() throws {
    let row = try SideBySideLayout(LabelDescription(FitLabel("Price", style: .body)),
                                   LabelDescription(FitLabel("Add to Cart", style: .headline)), spacing: 8, width: 343)
    row.firstStackingCategory     // AX4: the first category at which they no longer fit side by side
    row.stackedFits               // true: stacked, both fit from there on
    row.suggestedStackAxisRule    // a StackAxisRule that turns vertical at AX4
}
