import Testing
import TextMeasurement

/// The README's "In a test" example, kept compiling and passing: "Add to Cart" in body fits two lines of a 200-pt
/// label at every category with the system's sans-serif.
@Test func addToCartFitsTwoLines() throws {
    let measurer = try TextMeasurer.systemFonts()
    let label = LabelConfiguration(width: 200, numberOfLines: 2)
    for (category, layout) in try measurer.measureAcrossCategories("Add to Cart", style: .body, label: label) {
        #expect(!layout.isTruncated, "truncated at \(category)")
    }
}
