// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 8: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct DynamicTypeTesting_CheckingFitInTests_7 {
    @Test(arguments: [
        FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2),
        FitCheck("Checkout", style: .headline, width: 120, numberOfLines: 1, categories: ...(.extraExtraExtraLarge)),
    ])
    func buttonTitlesFit(check: FitCheck) {
        expectFits(check)
    }
}
