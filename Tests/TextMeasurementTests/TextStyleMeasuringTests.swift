import DynamicType
import TestSupport
import Testing
import TextMeasurement

/// Measuring in a text style: size, leading and tracking come from the type scale (iOS: body at large is 17 pt,
/// leading 22, tracking −26/1000 em = −0.442 pt; at AX5 53 pt, leading 62, +6/1000 em = 0.318 pt).
@Suite("Measuring text styles")
struct TextStyleMeasuringTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = TextMeasurer(fontMatcher: try FontMatcher(addingFontsAt: [TestFonts.sansPath]))
    }

    @Test("body at large: 17 pt with the scale's tracking; one line as tall as the font, each later one the leading")
    func bodyAtLarge() throws {
        let layout = try measurer.measure("ab", style: .body, category: .large, font: .family("TestSans"))
        // 2 × 500 units × 17/1000 = 17, tracking 2 × −0.442; one line: TestSans's 1100 units × 17/1000 = 18.7.
        #expect(approximately(layout.size.width, 17 - 0.884))
        #expect(approximately(layout.size.height, 18.7))
        // "ab ab ab" at 20 pt wide: one "ab" a line (16.116 each; two and the space are over 20). Lines 2 and 3 are
        // the leading, 22: 18.7 + 22 + 22, baselines at 800 units = 13.6 below each line's top plus what the
        // leading adds above the glyphs (22 − 18.7).
        let three = try measurer.measure(
            "ab ab ab", style: .body, category: .large, font: .family("TestSans"),
            label: LabelConfiguration(width: 20, numberOfLines: 0, lineBreakMode: .byWordWrapping))
        #expect(three.lineCount == 3)
        #expect(approximately(three.size.height, 18.7 + 44))
        #expect(three.lines.map(\.height).elementsEqual([18.7, 22, 22], by: { approximately($0, $1) }))
        #expect(approximately(three.lines[1].baseline, 18.7 + 3.3 + 13.6))
    }

    @Test("a design system's scale sets every line to its leading, the first too")
    func customScaleLeadingOnEveryLine() throws {
        // Acme's body at large: 16 pt, leading 22 (TestSans's own line would be 1100 units: 17.6).
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/acme.json"), source: "acme.json")
        let layout = try measurer.measure("ab", style: .body, category: .large, in: scale, font: .family("TestSans"))
        #expect(approximately(layout.size.height, 22))
    }

    @Test("all 12 categories in one call equal 12 separate measurements")
    func acrossCategories() throws {
        let constraints = LabelConfiguration(width: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let text = "Add to Cart and check out now"
        let all = try measurer.measureAcrossCategories(text, style: .body, font: .family("TestSans"), label: constraints)
        #expect(all.map(\.category) == ContentSizeCategory.allCases)
        for (category, layout) in all {
            let single = try measurer.measure(
                text, style: .body, category: category, font: .family("TestSans"), label: constraints)
            #expect(layout == single)
        }
        // At AX5 (53 pt): "Add" = 700 + 2 × 500 = 1700 units = 90.1 pt (+ 3 × 0.318 tracking); every word is on its
        // own line or nearly: more lines than at large.
        #expect(all.last!.layout.lineCount > all[3].layout.lineCount)
        // The first line as tall as TestSans at 53 pt (1100 units: 58.3), the next the leading, 62.
        #expect(approximately(all.last!.layout.lines[0].height, 58.3))
        #expect(approximately(all.last!.layout.lines[1].height, 62))
    }

    @Test("a style the scale lacks is an error naming the styles it has")
    func unknownStyle() {
        #expect(throws: MeasurementError.self) {
            try measurer.measure("x", style: TextStyle("hero"), category: .large, font: .family("TestSans"))
        }
    }
}
