import DynamicTypeLayout
import Testing
import TestSupport

/// A label laid out by the engine from its measured text: sizes worked out from TestSans's designed metrics
/// (`Screens`) and Apple's body sizes and leadings (`shared/reference/data/ios-dynamic-type.json`).
@Suite struct LabelLayoutTests {
    @Test func aOneLineLabelIsAsLargeAsItsText() throws {
        let root = try Screens.root()
        let title = Screens.label("title", "Hello", size: 10)
        root.addSubview(title)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // H 7 + e l l o 4 × 5 = 27 wide; one line 11 tall; at the margins (8, 8).
        #expect(result.frame(of: "title") == Rect(x: 8, y: 8, width: 27, height: 11))
        #expect(result.isClean)
    }

    @Test func aTextStyleLabelGrowsWithTheCategoryWhenItAdjusts() throws {
        let root = try Screens.root()
        let body = Screens.label("body", "abc", style: .body)
        root.addSubview(body)
        try LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            body.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = AdaptiveLayout(root: root, traits: TraitCollection(displayScale: 3))
        // Body is 17 pt with a 22 pt leading at large, 53 pt and 62 pt at AX5: three letters of half an em, 25.5 and
        // 79.5 pt, each letter tracked as the HIG's SF Pro table says for the size (−0.43 pt at 17, +0.31 at 53;
        // `shared/reference/data/apple-tracking.json`): 24.21 and 80.43, rounded up to the 3× pixel grid (73 / 3
        // and 242 / 3). One line is as tall as TestSans's own line (1100 units: 18.7 and 58.3 pt, 57 / 3 and 175 / 3
        // on the grid): a text style's leading sets the lines after the first.
        let large = try layout.layout(at: .large).frame(of: "body")
        let ax5 = try layout.layout(at: .accessibility5).frame(of: "body")
        #expect(approximately(large?.width ?? 0, 73.0 / 3))
        #expect(large?.height == 19)
        #expect(approximately(ax5?.width ?? 0, 242.0 / 3))
        #expect(approximately(ax5?.height ?? 0, 175.0 / 3))
    }

    @Test func withoutAdjustingTheFontKeepsTheSizeItWasSetAt() throws {
        let root = try Screens.root()
        let body = Screens.label("body", "abc", style: .body)
        body.adjustsFontForContentSizeCategory = false
        root.addSubview(body)
        try LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor), body.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let layout = AdaptiveLayout(root: root)
        // Set at large (the default): 17 pt at every category, one line of 18.7 (1100 units), 19 on the 3× grid.
        #expect(try layout.layout(at: .accessibility5).frame(of: "body")?.height == 19)
        body.fontCategory = .xSmall
        // Set at xSmall: 14 pt, a line of 15.4, 47 / 3 on the grid, whatever the setting is now.
        #expect(approximately(try layout.layout(at: .accessibility5).frame(of: "body")?.height ?? 0, 47.0 / 3))
    }

    @Test func aMultilineLabelIsMeasuredAtTheWidthItIsGiven() throws {
        let root = try Screens.root(width: 100)
        let text = Screens.label("text", "aaaa bbbb cccc dddd eeee", size: 10)
        text.numberOfLines = 0
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // Five words of 20 pt with spaces of 2.5: 110 pt on one line; at 100 the fifth wraps: two lines of 11.
        #expect(result.frame(of: "text") == Rect(x: 0, y: 0, width: 100, height: 22))
        #expect(result.layout.passes == 2)
        #expect(result.isClean)
    }

    @Test func aPreferredMaxLayoutWidthWrapsTheTextThere() throws {
        let root = try Screens.root()
        let text = Screens.label("text", "aaaa bbbb cccc dddd eeee", size: 10)
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 50
        root.addSubview(text)
        try LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor), text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // Two words a line (42.5 pt) at 50: three lines; the label is as wide as its widest line, rounded up to the
        // 3× pixel grid (128 / 3).
        #expect(approximately(result.frame(of: "text")?.width ?? 0, 128.0 / 3))
        #expect(result.frame(of: "text")?.height == 33)
        #expect(result.layout.passes == 1)
    }

    @Test func baselinesComeFromTheMeasuredLines() throws {
        let root = try Screens.root()
        let big = Screens.label("big", "Big", size: 20)
        let small = Screens.label("small", "small", size: 10)
        root.addSubview(big)
        root.addSubview(small)
        try LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        let result = try AdaptiveLayout(root: root).layout(at: .large)
        // The big baseline is 16 below its top (y 10 + 16 = 26); the small one 8 below its top: y 18.
        #expect(result.frame(of: "small")?.y == 18)
        // "Big" at 20 pt: 14 + 10 + 10 = 34 wide; "small" starts 8 after it.
        #expect(result.frame(of: "small")?.x == 42)
    }

    @Test func aLabelThatCannotBeMeasuredIsAnError() throws {
        let root = try Screens.root()
        let bad = Label(
            identifier: "bad", text: "x", font: LabelFont(.fixed(-3), source: .face(TestFonts.sans)), measurer: TestFonts.measurer)
        root.addSubview(bad)
        #expect {
            try AdaptiveLayout(root: root).layout(at: .large)
        } throws: { error in
            guard case .measurement(let view, _) = error as? AdaptiveLayoutError else { return false }
            return view == "bad"
        }
    }
}
