// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 6: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct DynamicTypeTesting_CheckingFitInTests_5 {
    @Test func priceRowFitsUntilTheStackSwitches() {
        expectFitsSideBySide(FitLabel("Price", style: .body), FitLabel("Add to Cart", style: .headline),
                             spacing: 8, width: 343, categories: ...(.accessibility3))
    }
}
