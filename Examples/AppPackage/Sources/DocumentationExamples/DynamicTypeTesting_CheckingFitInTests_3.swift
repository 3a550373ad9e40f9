// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 4: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

func DynamicTypeTesting_CheckingFitInTests_3() throws {
    expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, categories: ...(.extraExtraExtraLarge))
    expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, categories: .large ... .accessibility3)
    expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, categories: [.large, .accessibility5])
}
