import DynamicType
import TestSupport
import Testing
import TextFitting
import TextMeasurement

/// Two labels in a row, "Hello" and "World" in body, TestSans: each 2700 units and 5 clusters, so 2.7 × size +
/// 5 × tracking, rounded up to a 3× pixel grid: AX2 (33 pt, +0.396) 91.08 → 91.333; AX3 (40 pt, +0.4) 110;
/// AX4 (47 pt, +0.376) 128.78 → 129; AX5 (53 pt, +0.318) 144.69 → 145.
@Suite("Side-by-side fit")
struct SideBySideFitTests {
    let hello: FitLabel
    let world: FitLabel
    let measurer = TestFonts.measurer

    init() throws {
        let font = FontSource.face(TestFonts.sans)
        hello = FitLabel("Hello", style: .body, font: font)
        world = FitLabel("World", style: .body, font: font)
    }

    @Test("the first category where the row is wider than the width, and the widths per category")
    func firstStackingCategory() throws {
        let row = try SideBySideFit(hello, world, spacing: 8, width: 200, measurer: measurer)
        #expect(row.rows.map(\.category) == ContentSizeCategory.allCases)
        #expect(row.firstStackingCategory == .accessibility3)
        #expect(row.stackingCategories == [.accessibility3, .accessibility4, .accessibility5])
        #expect(!row.fits)

        let ax2 = try #require(row[.accessibility2])
        #expect(approximately(ax2.leadingWidth, 274.0 / 3) && approximately(ax2.trailingWidth, 274.0 / 3))
        #expect(approximately(ax2.totalWidth, 548.0 / 3 + 8) && ax2.fits)
        #expect(approximately(try #require(row[.accessibility3]).totalWidth, 228))
        #expect(approximately(try #require(row[.accessibility5]).totalWidth, 298))

        #expect(
            row.failureMessage
                == #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart, "#
                + "need 228…298 pt at AX3…AX5 (available 200 pt): stack vertically from AX3")
    }

    @Test("the suggested stack-axis rule switches at the first category that does not fit")
    func suggestedRule() throws {
        let row = try SideBySideFit(hello, world, spacing: 8, width: 200, measurer: measurer)
        let rule = try #require(row.suggestedStackAxisRule)
        #expect(rule == StackAxisRule(verticalThreshold: .accessibility3, stacksInCompactWidth: false))
        #expect(rule.axis(for: TraitCollection(preferredContentSizeCategory: .accessibility2)) == .horizontal)
        #expect(rule.axis(for: TraitCollection(preferredContentSizeCategory: .accessibility3)) == .vertical)
    }

    @Test("labels that always fit: no stacking category, no rule, a summary message")
    func alwaysFits() throws {
        let row = try SideBySideFit(hello, world, spacing: 8, width: 400, measurer: measurer)
        #expect(row.fits && row.firstStackingCategory == nil && row.suggestedStackAxisRule == nil)
        #expect(row.failureMessage == nil)
        #expect(
            row.message
                == #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart, "#
                + "fit side by side at XS…AX5 (at most 298 pt, available 400 pt)")
    }

    @Test("a range of categories: up to AX2 the row fits 200 pt")
    func categoryRange() throws {
        let row = try SideBySideFit(
            hello, world, spacing: 8, width: 200, categories: ...(.accessibility2), measurer: measurer)
        #expect(row.rows.count == 9)
        #expect(row.fits)
    }

    @Test("a fixed size beside a style: 17 pt is 46 pt wide at every category")
    func fixedBesideStyle() throws {
        let fixed = FitLabel("Hello", size: 17, font: hello.font.source)
        let row = try SideBySideFit(fixed, world, spacing: 0, width: 150, measurer: measurer)
        // "Hello" at 17 pt: 45.9 pt, 137.7 px rounded up to 138 px = 46 pt. With World: AX2 46 + 91.333 = 137.333
        // fits 150; AX3 46 + 110 = 156 does not.
        #expect(row.firstStackingCategory == .accessibility3)
        #expect(approximately(try #require(row[.extraSmall]).leadingWidth, 46))
        #expect(approximately(try #require(row[.accessibility5]).leadingWidth, 46))
    }

    @Test("bad spacing, width or categories are errors")
    func badInput() {
        #expect(throws: MeasurementError.self) {
            try SideBySideFit(hello, world, spacing: .nan, width: 200, measurer: measurer)
        }
        #expect(throws: MeasurementError.self) {
            try SideBySideFit(hello, world, spacing: 8, width: -1, measurer: measurer)
        }
        #expect(throws: MeasurementError.self) {
            try SideBySideFit(hello, world, spacing: 8, width: 200, categories: [], measurer: measurer)
        }
    }
}
