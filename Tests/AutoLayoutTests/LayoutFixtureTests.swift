import AutoLayout
import Testing
import TestSupport

/// The documents of `Fixtures/Layouts`, each read, built and laid out, its frames worked out by hand from UIKit's
/// documented rules (`shared/reference/auto-layout.md`), in the superview's coordinates.
@Suite struct LayoutFixtureTests {
    static func layout(_ name: String) throws -> LayoutResult {
        let document = try LayoutDocument(contentsOfFile: Fixtures.path("Layouts/\(name).json"))
        let tree = try document.makeTree()
        return try LayoutEngine(root: tree.root, layoutDirection: document.layoutDirection).layout()
    }

    static func frames(_ result: LayoutResult) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: result.frames.map { ($0.view, $0.frame) })
    }

    @Test func marginsAndSafeArea() throws {
        let result = try Self.layout("margins-and-safe-area")
        // Margins are measured from the safe area (insetsLayoutMarginsFromSafeArea): the top margin is 47 + 0, the
        // leading 16. title: x 16, y 47 + 8 = 55, at its intrinsic 120 × 22. footer: between the margins, 390 − 2 × 16
        // = 358 wide; its bottom at 844 − 34 = 810, 44 high: y 766.
        #expect(Self.frames(result) == [
            "root": Rect(x: 0, y: 0, width: 390, height: 844),
            "title": Rect(x: 16, y: 55, width: 120, height: 22),
            "footer": Rect(x: 16, y: 766, width: 358, height: 44),
        ])
        #expect(result.isClean)
    }

    @Test func guidesOfTheSafeAreaAndTheMargins() throws {
        let result = try Self.layout("guides")
        // The safe area is the bounds less 47 at the top and 34 at the bottom (none at the sides); the margins guide is
        // the safe area less the margins (16 at the sides). banner: the safe area's width at its top, 44 high (0, 47,
        // 390, 44). card: between the margins, 8 below the banner (16, 99, 358, 100). footer: its bottom on the safe
        // area's, 844 − 34 = 810, so y 780; centred on the margins' centre, 16 + 358 / 2 = 195, so x 95.
        #expect(Self.frames(result) == [
            "root": Rect(x: 0, y: 0, width: 390, height: 844),
            "banner": Rect(x: 0, y: 47, width: 390, height: 44),
            "card": Rect(x: 16, y: 99, width: 358, height: 100),
            "footer": Rect(x: 95, y: 780, width: 200, height: 30),
        ])
        #expect(result.isClean)
    }

    @Test func huggingGivesTheSpareWidthToTheViewThatHugsLess() throws {
        let result = try Self.layout("hugging")
        // 320 − 8 − 8 − 8 = 296 for both; value hugs at 251 and keeps 60, name (250) stretches to 236. Centred in
        // 44: y 12.
        #expect(Self.frames(result)["name"] == Rect(x: 8, y: 12, width: 236, height: 20))
        #expect(Self.frames(result)["value"] == Rect(x: 252, y: 12, width: 60, height: 20))
        #expect(result.isClean)
    }

    @Test func compressionResistanceDecidesWhoIsCut() throws {
        let result = try Self.layout("compression")
        // 296 for 200 + 180: title resists at 751 and keeps 200; detail (750) gets 296 − 200 = 96 and is cut. Its
        // first baseline is aligned with the title's; neither has baselines, so their tops are: y 12.
        #expect(Self.frames(result)["title"] == Rect(x: 8, y: 12, width: 200, height: 20))
        #expect(Self.frames(result)["detail"] == Rect(x: 216, y: 12, width: 96, height: 20))
        #expect(result.findings == [.compressed(view: "detail", axis: .horizontal, intrinsic: 180, actual: 96)])
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let result = try Self.layout("right-to-left")
        // Leading is the right edge, and the leading margin (20) is on the right: icon's right edge at 280, x 256.
        // label's trailing edge 8 left of icon's leading: its right edge at 248, x 148. Centred on icon's centre (10
        // + 12 = 22): y 12. pinnedLeft's left edge is left, whatever the direction: x 5; its bottom at 100: y 90.
        #expect(Self.frames(result) == [
            "root": Rect(x: 0, y: 0, width: 300, height: 100),
            "icon": Rect(x: 256, y: 10, width: 24, height: 24),
            "label": Rect(x: 148, y: 12, width: 100, height: 20),
            "pinnedLeft": Rect(x: 5, y: 90, width: 10, height: 10),
        ])
    }

    @Test func baselinesAndViewsWithoutThem() throws {
        let result = try Self.layout("baselines")
        // price's baseline at 20 + 33 = 53: unit's first baseline there, y 53 − 14 = 39. note's first baseline 24
        // below price's last (53 + 24 = 77): y 77 − 15 = 62, its last baseline at 62 + 35 = 97. badge has no
        // baselines, so its last baseline is its bottom: at 97, y 73.
        #expect(Self.frames(result) == [
            "root": Rect(x: 0, y: 0, width: 390, height: 200),
            "price": Rect(x: 20, y: 20, width: 90, height: 41),
            "unit": Rect(x: 114, y: 39, width: 30, height: 18),
            "note": Rect(x: 20, y: 62, width: 200, height: 40),
            "badge": Rect(x: 228, y: 73, width: 24, height: 24),
        ])
    }

    @Test func multipliers() throws {
        let result = try Self.layout("multipliers")
        // hero: 0.75 × 400 = 300 wide, 0.5625 × 300 = 168.75 high (16:9), centred: x 50. sidebar: from 0 to hero's
        // leading edge (50), from 10 below hero (178.75) to 0.9 × 600 = 540: 361.25 high.
        #expect(Self.frames(result)["hero"] == Rect(x: 50, y: 0, width: 300, height: 168.75))
        #expect(Self.frames(result)["sidebar"] == Rect(x: 0, y: 178.75, width: 50, height: 361.25))
    }

    @Test func autoresizingMasksFollowTheSuperviewFromWhereTheyWereDesigned() throws {
        let result = try Self.layout("autoresizing")
        // Designed in 320 × 480, laid out in 390 × 844: 70 more wide, 364 more high. panel (flexible width and
        // height) takes all of both. banner, designed in panel's 320 × 480: its width (the only flexible horizontal
        // part) takes the 70: 350; its top margin (the only flexible vertical part) the 364: y 764. corner's left
        // (100) and right (200) margins share the 70 in proportion: x = 100 + 70 × 100 / 300.
        let frames = Self.frames(result)
        #expect(frames["panel"] == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(frames["banner"] == Rect(x: 20, y: 764, width: 350, height: 60))
        #expect(abs(frames["corner"]!.x - (100 + 70.0 * 100 / 300)) < 1e-9)
        #expect(frames["corner"]!.y == 10 && frames["corner"]!.width == 20)
        #expect(result.isClean)
    }

    @Test func aSelfSizingCellTakesTheHeightItsContentNeeds() throws {
        let result = try Self.layout("self-sizing-cell")
        // The height pulled to 0 at 50 gives way to the required chain: margin 8, title 22, gap 2, subtitle 18,
        // margin 8 = 58. icon centred: y 29 − 20 = 9 (≥ the top margin, 8).
        #expect(Self.frames(result) == [
            "cell": Rect(x: 0, y: 0, width: 375, height: 58),
            "icon": Rect(x: 8, y: 9, width: 40, height: 40),
            "title": Rect(x: 60, y: 8, width: 150, height: 22),
            "subtitle": Rect(x: 60, y: 32, width: 220, height: 18),
        ])
        #expect(result.isClean)
    }

    @Test func anUnsatisfiableRowNamesTheConstraintsThatCannotAllHold() throws {
        let result = try Self.layout("unsatisfiable")
        // 16 + 240 + 8 + 80 + 16 = 360 in a 320-wide root: the six constraints of that sum cannot all hold, and
        // without any one of them the rest can (field.top, button.top and the intrinsic-size constraints are not
        // part of it). button.width is the last of them the engine meets (it is installed on button, after the
        // root's), so it is the one broken.
        #expect(result.unsatisfiable.count == 1)
        #expect(Set(result.unsatisfiable[0].constraints) == [
            "root.size.width", "field.leading", "field.width", "gap", "button.width", "button.trailing",
        ])
        #expect(result.unsatisfiable[0].broken == "button.width")
        // Without it, the button's intrinsic width gives way at 750: 320 − 16 − 264 = 40.
        #expect(Self.frames(result)["button"] == Rect(x: 264, y: 0, width: 40, height: 30))
    }

    @Test func anAmbiguousRowNamesTheUndecidedValues() throws {
        let result = try Self.layout("ambiguous")
        // first and second share 320 − 8 − 8 − 8 − 100 = 196 spare points at equal hugging (250): either may take
        // them. floating has a leading edge and a size, but nothing places it vertically.
        #expect(Set(result.ambiguous) == [
            Ambiguity(item: "first", attribute: .width), Ambiguity(item: "second", attribute: .x),
            Ambiguity(item: "second", attribute: .width), Ambiguity(item: "floating", attribute: .y),
        ])
        #expect(result.unsatisfiable.isEmpty)
    }
}
