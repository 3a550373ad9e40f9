import LayoutPictures
import Testing
import TestSupport

/// The contact sheet: its size from its geometry (16 pt margins, 24 between panels, a 13 pt caption and 8 below it),
/// and what it marks.
@Suite struct ContactSheetTests {
    /// TestSans at 10 pt (Fixtures/Fonts/README.md: a lowercase letter 5 wide, a line 11 tall).
    static let font = LabelFont(.fixed(10), source: .face(TestFonts.sans))

    /// A screen `width` × `height`.
    static func root(width: Double, height: Double) throws -> View {
        let root = View(identifier: "root")
        try LayoutConstraint.activate([
            root.widthAnchor.constraint(equalToConstant: width), root.heightAnchor.constraint(equalToConstant: height),
        ])
        return root
    }

    /// A one-line label "title" in ``font``.
    static func label(_ text: String) -> Label {
        Label(identifier: "title", text: text, font: font, measurer: TestFonts.measurer)
    }

    @Test func panelsSideBySideWithFindingsMarked() throws {
        let root = try Self.root(width: 100, height: 50)
        let title = Self.label("abcdefghijklmnopqrstuvwxyz")
        root.addSubview(title)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let sheet = ContactSheet(
            layout: AdaptiveLayout(root: root), categories: [.small, .large, .accessibility5], captionFace: TestFonts.sans,
            scale: 2)
        let (layouts, bitmap) = try sheet.render()
        #expect(layouts.map(\.category) == [.small, .large, .accessibility5])
        // Three panels of 100 (the captions are narrower), two gaps: 32 + 300 + 48 = 380 pt; the caption's line is
        // 13 × 1.1 = 14.3: 32 + 14.3 + 8 + 50 = 104.3 pt; at 2 pixels a point, rounded up.
        #expect(bitmap.width == 760 && bitmap.height == 209)
        // The title (truncated at every size: 130 pt of text in 100) is filled with the findings' colour, inside its
        // frame and below its text: the panel's top is at 16 + 14.3 + 8 = 38.3 pt, the label 11 tall; x 90 is past
        // its ellipsis and its outline.
        let inside = bitmap[Int((16 + 90) * 2), Int((38.3 + 10) * 2)]
        #expect(inside == DiagramPalette.standard.overflowBox)
    }

    @Test func aPlaceholderIsGreyAndSegmentsAreParted() throws {
        let root = try Self.root(width: 200, height: 80)
        let field = TextField(
            identifier: "field", text: "", placeholder: "name@example.com", font: Self.font, measurer: TestFonts.measurer)
        field.borderStyle = .roundedRect
        let control = SegmentedControl(
            identifier: "period", titles: ["Day", "Week", "Month"], font: Self.font, measurer: TestFonts.measurer)
        root.addSubview(field)
        root.addSubview(control)
        try LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor), field.topAnchor.constraint(equalTo: root.topAnchor),
            control.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            control.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        let sheet = ContactSheet(
            layout: AdaptiveLayout(root: root), categories: [.large], captionFace: TestFonts.sans, scale: 2)
        let (_, bitmap) = try sheet.render()
        let palette = DiagramPalette.standard
        // The panel's top left is at (16, 38.3) pt (`panelsSideBySideWithFindingsMarked`). The placeholder's "n" is
        // inked from 7.5 to 11.5 across (7 of padding, a 50-unit bearing) and 9.5 to 14.5 down (its line 6.5 down, an
        // x-height of 5 above the baseline 8 below the line's top), in the caption colour.
        #expect(bitmap[Int((16 + 9.5) * 2), Int((38.3 + 12) * 2)] == palette.caption)
        // The segments, 41 wide each, parted by lines at 41 and 82, 30 down and 27 tall.
        #expect(bitmap[Int((16 + 41) * 2), Int((38.3 + 30 + 13.5) * 2)] == palette.labelFrame)
        #expect(bitmap[Int((16 + 82) * 2), Int((38.3 + 30 + 13.5) * 2)] == palette.labelFrame)
    }
}
