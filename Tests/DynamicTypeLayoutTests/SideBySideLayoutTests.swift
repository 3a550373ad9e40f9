import DynamicTypeLayout
import Testing
import TestSupport

/// Two labels in a row laid out as a horizontal stack, then stacked, with frames worked out by hand from TestSans
/// (Screens): "Hello" and "World" in body are each 2700 units and 5 clusters, 2.7 × size + 5 × the SF Pro tracking
/// at the size (1/1000 em: −26 at 17, +14 at 28, +12 at 33, +10 at 40, +8 at 47, +6 at 53, −4 at 23, −18 at 21),
/// rounded up to the 3× grid:
///
/// | category | size | width                              | line height (1.1 × size) |
/// |----------|------|------------------------------------|--------------------------|
/// | L        | 17   | 45.9 − 2.21 = 43.69 → 44           | 18.7 → 19                |
/// | XXL      | 21   | 56.7 − 1.89 = 54.81 → 55           | 23.1 → 70 / 3            |
/// | XXXL     | 23   | 62.1 − 0.46 = 61.64 → 185 / 3      | 25.3 → 76 / 3            |
/// | AX2      | 33   | 89.1 + 1.98 = 91.08 → 274 / 3      | 36.3 → 109 / 3           |
/// | AX3      | 40   | 108 + 2 = 110                      | 44                       |
/// | AX4      | 47   | 126.9 + 1.88 = 128.78 → 129        | 51.7 → 52                |
/// | AX5      | 53   | 143.1 + 1.59 = 144.69 → 145        | 58.3 → 175 / 3           |
@Suite struct SideBySideLayoutTests {
    static func label(_ text: String) -> LabelDescription {
        var label = LabelDescription(text: text, font: .style(.body, source: .face(TestFonts.sans)))
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    let hello = label("Hello")
    let world = label("World")

    func row(
        width: Double, spacing: Double = 8, categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        givingWay: SideBySideLayout.Side = .leading
    ) throws -> SideBySideLayout {
        try SideBySideLayout(
            hello, world, spacing: spacing, width: width, categories: categories, givingWay: givingWay,
            measurer: TestFonts.measurer)
    }

    func close(_ frame: Rect, _ expected: Rect) -> Bool {
        approximately(frame.x, expected.x) && approximately(frame.y, expected.y)
            && approximately(frame.width, expected.width) && approximately(frame.height, expected.height)
    }

    @Test func fitsAtEveryCategoryWithTheTitleTakingTheRoomLeft() throws {
        let row = try row(width: 400)
        // The widest row, at AX5: 145 + 8 + 145 = 298 ≤ 400.
        #expect(row.fits && row.stackedFits)
        #expect(row.firstStackingCategory == nil && row.stackingCategories.isEmpty && row.suggestedStackAxisRule == nil)
        #expect(row.rows.map(\.category) == ContentSizeCategory.allCases)
        #expect(row.rows.allSatisfy { $0.stacked == nil })
        // The value hugs (251) at its 44: x = 400 − 44; the title takes the rest, 400 − 8 − 44 = 348 (356 if the
        // spacing were left out).
        let large = try #require(row[.large]).sideBySide
        #expect(close(large.frame(of: .leading), Rect(x: 0, y: 0, width: 348, height: 19)))
        #expect(close(large.frame(of: .trailing), Rect(x: 356, y: 0, width: 44, height: 19)))
        #expect(large.axis == .horizontal && large.layout.isClean)
        let ax5 = try #require(row[.accessibility5]).sideBySide
        #expect(close(ax5.frame(of: .leading), Rect(x: 0, y: 0, width: 247, height: 175.0 / 3)))
        #expect(close(ax5.frame(of: .trailing), Rect(x: 255, y: 0, width: 145, height: 175.0 / 3)))
        // The row is as tall as its labels.
        #expect(approximately(ax5.layout.frame(of: "root")?.height ?? 0, 175.0 / 3))
        #expect(row.failureMessage == nil)
        #expect(
            row.message
                == #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart in 400 pt, "#
                + "fit side by side at XS…AX5")
    }

    @Test func fitsUntilAX2ThenStackedFits() throws {
        let row = try row(width: 200)
        // AX2: 274 / 3 × 2 + 8 = 190.667 ≤ 200; AX3: 110 + 8 + 110 = 228 > 200.
        #expect(!row.fits && row.stackedFits)
        #expect(row.firstStackingCategory == .accessibility3)
        #expect(row.stackingCategories == [.accessibility3, .accessibility4, .accessibility5])
        #expect(row.suggestedStackAxisRule == StackAxisRule(verticalThreshold: .accessibility3, stacksInCompactWidth: false))
        #expect(try #require(row[.accessibility2]).stacked == nil)
        // Side by side at AX3 the value keeps its 110 (compression resistance 750 over the title's 749): the title
        // has 200 − 8 − 110 = 82 and is truncated.
        let sideBySide = try #require(row[.accessibility3]).sideBySide
        #expect(close(sideBySide.frame(of: .leading), Rect(x: 0, y: 0, width: 82, height: 44)))
        #expect(close(sideBySide.frame(of: .trailing), Rect(x: 90, y: 0, width: 110, height: 44)))
        #expect(sideBySide.notFitting == [.leading])
        #expect(sideBySide.findings.map(\.description) == [#"leading "Hello": truncated: needs 2 lines at width 82, shows 1"#])
        // Stacked: each at its 110, one below the other, 8 apart: 44 + 8 = 52; the row 44 + 8 + 44 = 96 tall.
        let ax3 = try #require(row[.accessibility3])
        let stacked = try #require(ax3.stacked)
        #expect(stacked.axis == .vertical && stacked.fits && stacked.layout.isClean)
        #expect(close(stacked.frame(of: .leading), Rect(x: 0, y: 0, width: 110, height: 44)))
        #expect(close(stacked.frame(of: .trailing), Rect(x: 0, y: 52, width: 110, height: 44)))
        #expect(approximately(stacked.layout.frame(of: "root")?.height ?? 0, 96))
        #expect(
            row.failureMessage
                == #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart in 200 pt: "#
                + #"side by side, "Hello" truncates at AX3…AX5; stack vertically from AX3 (stacked, they fit)"#)
        #expect(row.message == row.failureMessage)
    }

    @Test func theSpacingDecidesWhereTheRowStopsFitting() throws {
        // In 225 pt at AX3: 110 + 8 + 110 = 228 does not fit; without the spacing 220 would. With spacing 0 the row
        // fits at AX3 and stops at AX4 (129 + 129 = 258).
        #expect(try row(width: 225).firstStackingCategory == .accessibility3)
        #expect(try row(width: 225, spacing: 0).firstStackingCategory == .accessibility4)
        // At AX2 in 225 pt the title has 225 − 8 − 274 / 3 = 377 / 3.
        let narrow = try row(width: 225)
        let ax2 = try #require(narrow[.accessibility2]).sideBySide
        #expect(close(ax2.frame(of: .leading), Rect(x: 0, y: 0, width: 377.0 / 3, height: 109.0 / 3)))
    }

    @Test func stackedAlsoTruncatesAtTheLargestSizes() throws {
        let row = try row(width: 120)
        // Side by side: XXL 55 + 8 + 55 = 118 fits, XXXL 185 / 3 × 2 + 8 = 131.333 does not. From AX4 the value's
        // 129 is more than the 112 the row has besides the spacing: the title has nothing left (its width stays 0,
        // never less, as UIKit keeps every size), and the value, whose compression resistance (750) beats the
        // title's (749), has all 112 and is truncated. Stacked, each label has 120: 110 at AX3 fits, 129 and 145 do
        // not.
        #expect(row.firstStackingCategory == .extraExtraExtraLarge)
        #expect(!row.stackedFits)
        #expect(try #require(row[.extraExtraLarge]).fits)
        let ax3 = try #require(row[.accessibility3])
        #expect(ax3.stacked?.fits == true)
        let ax4 = try #require(row[.accessibility4])
        #expect(ax4.sideBySide.notFitting == [.leading, .trailing])
        #expect(ax4.sideBySide.frame(of: .leading).width == 0)
        #expect(close(ax4.sideBySide.frame(of: .trailing), Rect(x: 8, y: 0, width: 112, height: 52)))
        #expect(ax4.stacked?.notFitting == [.leading, .trailing])
        let stacked = try #require(ax4.stacked)
        #expect(close(stacked.frame(of: .trailing), Rect(x: 0, y: 60, width: 120, height: 52)))
        #expect(
            row.failureMessage
                == #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart in 120 pt: "#
                + #"side by side, "Hello" truncates at XXXL…AX5, "World" truncates at AX4…AX5; "#
                + #"stack vertically from XXXL (stacked, "Hello" truncates at AX4…AX5, "World" truncates at AX4…AX5)"#)
    }

    @Test func theValueGivesWayWhenAsked() throws {
        let row = try row(width: 200, givingWay: .trailing)
        #expect(row.givingWay == .trailing)
        // Now the title keeps its 110 and the value has 82, at x = 110 + 8.
        let ax3 = try #require(row[.accessibility3]).sideBySide
        #expect(close(ax3.frame(of: .leading), Rect(x: 0, y: 0, width: 110, height: 44)))
        #expect(close(ax3.frame(of: .trailing), Rect(x: 118, y: 0, width: 82, height: 44)))
        #expect(ax3.notFitting == [.trailing])
        #expect(row.failureMessage?.contains(#"side by side, "World" truncates at AX3…AX5;"#) == true)
        // And it takes the room left where both fit: at L the title hugs at 44, the value is 200 − 8 − 44 = 148.
        let large = try #require(row[.large]).sideBySide
        #expect(close(large.frame(of: .trailing), Rect(x: 52, y: 0, width: 148, height: 19)))
    }

    @Test func firstBaselinesInLineAndTheRowAsTallAsItsTallestLabel() throws {
        // Fixed sizes (no tracking): "Hello" at 10 pt is 27 wide, 11 tall, its baseline 8 below its top; "World" at
        // 20 pt is 54 wide, 22 tall, baseline at 16. Baselines in line: the title 16 − 8 = 8 lower. The row's top
        // is above both (without the workaround it would follow the title's, and the value reach 8 above it).
        let title = LabelDescription(text: "Hello", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)))
        let value = LabelDescription(text: "World", font: LabelFont(.fixed(20), source: .face(TestFonts.sans)))
        let row = try SideBySideLayout(title, value, spacing: 8, width: 200, categories: [.large], measurer: TestFonts.measurer)
        let large = try #require(row[.large]).sideBySide
        #expect(close(large.frame(of: .leading), Rect(x: 0, y: 8, width: 138, height: 11)))
        #expect(close(large.frame(of: .trailing), Rect(x: 146, y: 0, width: 54, height: 22)))
        #expect(approximately(large.layout.frame(of: "root")?.height ?? 0, 22))
        #expect(large.layout.isClean)
        #expect(row.message == #""Hello" (10 pt in TestSans) and "World" (20 pt in TestSans), 8 pt apart in 200 pt, fit side by side at L"#)
    }

    @Test func aTitleThatMayWrapWrapsInsteadOfTruncating() throws {
        // "ab ab" at 10 pt is 22.5 wide on one line; beside "abcdef" (30) in 50 pt it has 50 − 8 − 30 = 12: "ab" (10)
        // on each of two lines, 22 tall. The value's first baseline (8) is in line with the title's.
        var title = LabelDescription(text: "ab ab", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)))
        title.numberOfLines = 0
        let value = LabelDescription(text: "abcdef", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)))
        let wrapping = try SideBySideLayout(title, value, spacing: 8, width: 50, categories: [.large], measurer: TestFonts.measurer)
        let large = try #require(wrapping[.large]).sideBySide
        #expect(wrapping.fits)
        #expect(close(large.frame(of: .leading), Rect(x: 0, y: 0, width: 12, height: 22)))
        #expect(close(large.frame(of: .trailing), Rect(x: 20, y: 0, width: 30, height: 11)))
        // On one line it does not fit.
        title.numberOfLines = 1
        let oneLine = try SideBySideLayout(title, value, spacing: 8, width: 50, categories: [.large], measurer: TestFonts.measurer)
        #expect(oneLine.stackingCategories == [.large])
    }

    @Test func theCategoriesOfARange() throws {
        let row = try SideBySideLayout(hello, world, spacing: 8, width: 200, categories: ...(.accessibility2), measurer: TestFonts.measurer)
        #expect(row.rows.count == 9 && row.fits)
    }

    @Test func refusesWhatItCannotLayOut() throws {
        #expect(throws: SideBySideLayoutError.invalidValue(name: "spacing", value: "nan", accepted: "a finite number of points ≥ 0")) {
            try row(width: 200, spacing: .nan)
        }
        #expect(throws: SideBySideLayoutError.invalidValue(name: "width", value: "-1.0", accepted: "a finite number of points ≥ 0")) {
            try row(width: -1)
        }
        #expect(throws: SideBySideLayoutError.invalidValue(name: "categories", value: "[]", accepted: "at least one content-size category")) {
            try row(width: 200, categories: [])
        }
        #expect(
            SideBySideLayoutError.invalidValue(name: "spacing", value: "nan", accepted: "a finite number of points ≥ 0").description
                == "spacing nan is not accepted; expected a finite number of points ≥ 0")
        let bad = LabelDescription(text: "x", font: LabelFont(.fixed(-3), source: .face(TestFonts.sans)))
        let error = #expect(throws: SideBySideLayoutError.self) {
            try SideBySideLayout(bad, world, spacing: 8, width: 200, measurer: TestFonts.measurer)
        }
        guard case .layout(.measurement(let view, _)) = error else {
            Issue.record("expected a measurement error, got \(String(describing: error))")
            return
        }
        #expect(view == "leading")
    }
}
