import DynamicTypeLayout
import Testing
import TestSupport

/// Text fields: their size the wider of their text and placeholder and one line, each rounded up to a whole point,
/// inside their border style's padding — in TestSans (`Screens`: at S points a lowercase letter S/2 wide, an uppercase
/// one 0.7 S, other ASCII punctuation 0.3 S, a line 1.1 S with its baseline 0.8 S below its top).
@Suite struct TextFieldTests {
    /// A field in TestSans at 10 pt.
    static func field(_ id: String = "field", text: String = "", placeholder: String? = nil) -> TextField {
        TextField(
            identifier: id, text: text, placeholder: placeholder, font: LabelFont(.fixed(10), source: .face(TestFonts.sans)),
            measurer: TestFonts.measurer)
    }

    /// `view` alone at the root's top left, `width` wide when given, laid out at `category`.
    static func layout(_ view: View, width: Double? = nil, at category: ContentSizeCategory = .large) throws -> CategoryLayout {
        let root = try Screens.root()
        root.addSubview(view)
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        if let width { try LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: width)]) }
        return try AdaptiveLayout(root: root).layout(at: category)
    }

    struct BorderCase: Sendable, CustomTestStringConvertible {
        let style: TextField.BorderStyle
        let size: Size
        var testDescription: String { "\(style)" }
    }

    // "Hello" at 10 pt: H 7 + ello 4 × 5 = 27 wide, a line of 11.
    @Test(arguments: [
        // The text alone.
        BorderCase(style: .none, size: Size(width: 27, height: 11)),
        // 2 at every side.
        BorderCase(style: .line, size: Size(width: 31, height: 15)),
        BorderCase(style: .bezel, size: Size(width: 31, height: 15)),
        // 7 at the sides, 6.5 above and below.
        BorderCase(style: .roundedRect, size: Size(width: 41, height: 24)),
    ])
    func eachBorderStyleHasItsPadding(_ border: BorderCase) throws {
        let field = Self.field(text: "Hello")
        field.borderStyle = border.style
        let frame = try Self.layout(field).frame(of: "field")
        #expect(frame == Rect(x: 0, y: 0, width: border.size.width, height: border.size.height))
    }

    @Test func insetsOfItsOwnReplaceTheBorderStyles() throws {
        let field = Self.field(text: "Hello")
        field.borderStyle = .roundedRect
        field.textInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(field.effectiveTextInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        // 27 + 2 + 4, 11 + 1 + 3.
        #expect(try Self.layout(field).frame(of: "field") == Rect(x: 0, y: 0, width: 33, height: 15))
    }

    @Test func theWiderOfTextAndPlaceholderDecidesTheWidth() throws {
        // "name@example.com": name 20, @ 3, example 35, . 3, com 15 = 76; "ab" 10; with the rounded rect's 7 + 7.
        let short = Self.field(text: "ab", placeholder: "name@example.com")
        short.borderStyle = .roundedRect
        #expect(try Self.layout(short).frame(of: "field")?.width == 90)
        #expect(short.shownText == "ab" && !short.isShowingPlaceholder)
        // The alphabet, 130, is wider than the placeholder.
        let long = Self.field(text: "abcdefghijklmnopqrstuvwxyz", placeholder: "name@example.com")
        long.borderStyle = .roundedRect
        #expect(try Self.layout(long).frame(of: "field")?.width == 144)
        // No text: the placeholder shows, and is as wide.
        let empty = Self.field(placeholder: "name@example.com")
        empty.borderStyle = .roundedRect
        #expect(try Self.layout(empty).frame(of: "field") == Rect(x: 0, y: 0, width: 90, height: 24))
        #expect(empty.shownText == "name@example.com" && empty.isShowingPlaceholder)
        // Neither: the padding, and a line's height all the same.
        let nothing = Self.field()
        nothing.borderStyle = .roundedRect
        #expect(try Self.layout(nothing).frame(of: "field") == Rect(x: 0, y: 0, width: 14, height: 24))
    }

    @Test func aTextStyleFieldThatAdjustsGrowsWithTheCategory() throws {
        let field = TextField(
            identifier: "field", text: "abc", font: .style(.body, source: .face(TestFonts.sans)), measurer: TestFonts.measurer)
        field.borderStyle = .roundedRect
        field.adjustsFontForContentSizeCategory = true
        let root = try Screens.root()
        root.addSubview(field)
        try LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor), field.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = AdaptiveLayout(root: root)
        // Body is 14 pt at xSmall, 17 at large, 40 at AX3, each letter tracked as SF Pro's table says for the size
        // (−0.15, −0.43, +0.37; `shared/reference/data/apple-tracking.json`): "abc" is 21 − 0.45 = 20.55, 25.5 − 1.29 =
        // 24.21 and 60 + 1.11 = 61.11, rounded up to 21, 25 and 62 points, with 7 + 7. One line of TestSans (1.1 em:
        // 15.4, 18.7, 44), rounded up to 16, 19 and 44, with 6.5 + 6.5.
        #expect(try layout.layout(at: .extraSmall).frame(of: "field") == Rect(x: 0, y: 0, width: 35, height: 29))
        #expect(try layout.layout(at: .large).frame(of: "field") == Rect(x: 0, y: 0, width: 39, height: 32))
        #expect(try layout.layout(at: .accessibility3).frame(of: "field") == Rect(x: 0, y: 0, width: 76, height: 57))
        // Without adjusting it keeps large's size.
        field.adjustsFontForContentSizeCategory = false
        #expect(try layout.layout(at: .accessibility3).frame(of: "field") == Rect(x: 0, y: 0, width: 39, height: 32))
    }

    @Test func textTooLongForTheFieldIsTruncatedOnItsOneLine() throws {
        let field = Self.field(text: "abcdefghijklmnopqrstuvwxyz")
        field.borderStyle = .roundedRect
        // 130 of text in 100 − 14: truncated, needing 144, never another line.
        let result = try Self.layout(field, width: 100)
        #expect(result.frame(of: "field") == Rect(x: 0, y: 0, width: 100, height: 24))
        #expect(result.findings.map(\.description) == [
            #"field "abcdefghijklmnopqrstuvwxyz": truncated: needs width 144, has 100"#
        ])
        #expect(result.findings.first?.kind == .truncated(linesNeeded: 1, linesShown: 1, neededWidth: 144, width: 100))
        // A placeholder is judged as the text is when it shows: 76 in 80 − 14.
        let empty = Self.field(placeholder: "name@example.com")
        empty.borderStyle = .roundedRect
        #expect(try Self.layout(empty, width: 80).findings.map(\.description) == [
            #"field "name@example.com": truncated: needs width 90, has 80"#
        ])
        // At its own width, nothing is wrong.
        let fitting = Self.field(text: "abcdefghijklmnopqrstuvwxyz")
        fitting.borderStyle = .roundedRect
        #expect(try Self.layout(fitting).isClean)
    }

    @Test func aLabelAlignsWithTheFieldsFirstBaseline() throws {
        let root = try Screens.root()
        let field = Self.field(text: "Hello")
        field.borderStyle = .roundedRect
        let label = Screens.label("label", "Email", size: 10)
        root.addSubview(field)
        root.addSubview(label)
        try LayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            field.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // The field's baseline is its line's, 8 below the line's top, 6.5 down: 14.5; the label's is 8 below its top.
        #expect(result.frame(of: "label")?.y == 6.5)
    }

    @Test func theLintNamesFieldsAndSegmentedControlsThatDoNotFollowDynamicType() throws {
        let root = try Screens.root()
        let fixed = Self.field("fixed", placeholder: "Name")
        let stuck = TextField(identifier: "stuck", text: "Hi", font: .style(.body), measurer: TestFonts.measurer)
        let adjusting = TextField(identifier: "adjusting", font: .style(.body), measurer: TestFonts.measurer)
        adjusting.adjustsFontForContentSizeCategory = true
        let period = SegmentedControl(identifier: "period", titles: ["Day"], measurer: TestFonts.measurer)
        for view in [fixed, stuck, adjusting, period] { root.addSubview(view) }
        try LayoutConstraint.activate([adjusting.heightAnchor.constraint(equalToConstant: 34).identifier("tall")])
        #expect(AdaptiveLayout(root: root).lint() == [
            ViewFinding(view: "fixed", text: "Name", kind: .fixedFontSize(pointSize: 10)),
            ViewFinding(view: "stuck", text: "Hi", kind: .fontDoesNotAdjust),
            ViewFinding(view: "adjusting", kind: .fixedHeight(constraint: "tall", height: 34)),
            // The default title font, the system font at 13 pt, does not follow Dynamic Type.
            ViewFinding(view: "period", kind: .fixedFontSize(pointSize: 13)),
        ])
    }
}
