// Generated from README.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import Testing
import TextMeasurement

struct README_0 {
    @Test func addToCartFitsTwoLines() throws {
        let measurer = try TextMeasurer.systemFonts()
        let label = LabelConfiguration(width: 200, numberOfLines: 2)
        for (category, layout) in try measurer.measureAcrossCategories("Add to Cart", style: .body, label: label) {
            #expect(!layout.isTruncated, "truncated at \(category)")
        }
    }
}
