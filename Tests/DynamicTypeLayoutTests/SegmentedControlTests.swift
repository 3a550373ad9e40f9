import DynamicTypeLayout
import Testing
import TestSupport

/// Segmented controls: each title rounded up to a whole point inside 7 at the sides and 8 above and below, the
/// segments as wide as the widest or each its own — in TestSans at 10 pt (`Screens`): "Day" D 7 + ay 10 = 17 wide,
/// "Week" 7 + 15 = 22, "Month" 7 + 20 = 27, so with the padding 31, 36 and 41; a line of 11, 27 with the padding.
@Suite struct SegmentedControlTests {
    static func control(_ titles: [String] = ["Day", "Week", "Month"]) -> SegmentedControl {
        SegmentedControl(
            identifier: "period", titles: titles, font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
    }

    @Test func equalSegmentsAreEachAsWideAsTheWidest() throws {
        let control = Self.control()
        let result = try TextFieldTests.layout(control)
        #expect(result.frame(of: "period") == Rect(x: 0, y: 0, width: 123, height: 27))
        #expect(control.segmentWidths() == [41, 41, 41])
        #expect(result.isClean)
    }

    @Test func apportionedSegmentsAreEachAsWideAsTheirTitle() throws {
        let control = Self.control()
        control.apportionsSegmentWidthsByContent = true
        #expect(try TextFieldTests.layout(control).frame(of: "period") == Rect(x: 0, y: 0, width: 108, height: 27))
        #expect(control.segmentWidths() == [31, 36, 41])
    }

    @Test func aSegmentWithAWidthOfItsOwnKeepsIt() throws {
        let equal = Self.control()
        equal.segments[0].width = 60
        // 60, then the widest of the others twice.
        #expect(try TextFieldTests.layout(equal).frame(of: "period")?.width == 142)
        #expect(equal.segmentWidths() == [60, 41, 41])
        let apportioned = Self.control()
        apportioned.apportionsSegmentWidthsByContent = true
        apportioned.segments[0].width = 60
        #expect(try TextFieldTests.layout(apportioned).frame(of: "period")?.width == 137)
        // 200 wide: 140 left for the two sized by content, 36 : 41 of it.
        let shares: [Double] = [60, 140 * 36 / 77, 140 * 41 / 77]
        #expect(apportioned.segmentWidths(inWidth: 200) == shares)
    }

    @Test func aTitleThatDoesNotFitItsSegmentIsAFindingNamingTheSegment() throws {
        // 111 wide: 37 a segment, 23 for a title inside the padding: Day (17) and Week (22) fit, Month (27) does not.
        let equal = Self.control()
        let result = try TextFieldTests.layout(equal, width: 111)
        #expect(result.findings.map(\.description) == [#"period segment 2 "Month": truncated: needs width 41, has 37"#])
        #expect(result.findings.first?.segment == 2 && result.findings.first?.text == "Month")
        // Narrower than its content, but the titles are what is judged: no "compressed" besides.
        #expect(!result.findings.contains { if case .compressed = $0.kind { true } else { false } })
        // Apportioned, the 111 is shared 31 : 36 : 41 (31.86, 37, 42.14): every title fits.
        let apportioned = Self.control()
        apportioned.apportionsSegmentWidthsByContent = true
        #expect(try TextFieldTests.layout(apportioned, width: 111).findings.isEmpty)
    }

    @Test func aTextStyleControlThatAdjustsGrowsWithTheCategory() throws {
        let control = SegmentedControl(
            identifier: "period", titles: ["ab", "abc"], font: .style(.body, source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
        control.adjustsFontForContentSizeCategory = true
        // Body at 14, 17 and 40 pt, tracked −0.15, −0.43 and +0.37 a letter (`TextFieldTests`): "abc" is 20.55,
        // 24.21 and 61.11, rounded up to 21, 25 and 62, with 7 + 7, twice; a line of 16, 19 and 44, with 8 + 8.
        #expect(try TextFieldTests.layout(control, at: .extraSmall).frame(of: "period") == Rect(x: 0, y: 0, width: 70, height: 32))
        control.removeFromSuperview()
        #expect(try TextFieldTests.layout(control, at: .large).frame(of: "period") == Rect(x: 0, y: 0, width: 78, height: 35))
        control.removeFromSuperview()
        #expect(
            try TextFieldTests.layout(control, at: .accessibility3).frame(of: "period")
                == Rect(x: 0, y: 0, width: 152, height: 60))
    }

    @Test func aControlHasItsTitlesBaseline() throws {
        let root = try Screens.root()
        let control = Self.control()
        let label = Screens.label("label", "Show", size: 10)
        root.addSubview(control)
        root.addSubview(label)
        try LayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            control.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: control.firstBaselineAnchor),
        ])
        // The titles' baseline is 8 below their line's top, 8 down: 16; the label's 8 below its top.
        #expect(try AdaptiveLayout(root: root).layout(at: .large).frame(of: "label")?.y == 8)
    }
}
