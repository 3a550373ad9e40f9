// Generated from README.md, Swift example 3: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct README_2 {
    @Test func priceRowFitsUntilTheStackSwitches() {
        expectFitsSideBySide(FitLabel("Price", style: .body), FitLabel("Add to Cart", style: .headline),
                             spacing: 8, width: 343, categories: ...(.accessibility3))
    }
}
