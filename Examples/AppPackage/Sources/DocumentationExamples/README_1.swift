// Generated from README.md, Swift example 2: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct README_1 {
    @Test func addToCartFits() {
        expectFits("Add to Cart", style: .body, width: 200, numberOfLines: 2)
    }
}
