// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/DynamicTypeTesting.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct DynamicTypeTesting_DynamicTypeTesting_0 {
    @Test func addToCartFits() {
        expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2)
    }
}
