import AutoLayout
import DynamicType
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// `Fixtures/Layouts/Gallery.storyboard` on retina4_7 (375 × 667, a 20 pt status bar; held landscape, 667 × 375 with no
/// safe area, compact in both size classes): a visual effect view's content view, a configured button placed by
/// constraints two levels up with an implicit first item, a stack whose axis and spacing change in compact height, a
/// segmented control as large as its titles and a date picker at its stored size — the picker taken away in compact
/// height, and a container below it that falls back to a lower-priority constraint then — and an activity indicator
/// centred within the container's margins.
@Suite struct GalleryStoryboardTests {
    static func tree() throws -> InterfaceBuilderTree {
        let document = try InterfaceBuilderDocument(contentsOfFile: Fixtures.path("Layouts/Gallery.storyboard"))
        return try document.objects[0].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
    }

    /// The frames every orientation shares the working of.
    static func expectPortrait(_ result: CategoryLayout) throws {
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        #expect(result.frame(of: "bLr-Ve-401") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(result.frame(of: "bLr-Cv-402") == Rect(x: 0, y: 0, width: 375, height: 44))
        // The configured button: a line of body (TestSans at 17 pt, 18.7: 19 on the 2× grid) between 7 and 7, 8 from
        // the root's trailing edge, centred on the bar (the constraints are the root's, the button two levels below).
        let button = try #require(result.frame(of: "cFg-Bt-411"))
        #expect(button.height == 33 && button.y == 5.5 && button.x == 375 - 8 - button.width)
        // A vertical stack of two 100 × 50 squares at the root's 16 pt margin, 8 below the bar.
        #expect(result.frame(of: "aXs-St-403") == Rect(x: 16, y: 72, width: 100, height: 100))
        #expect(result.frame(of: "sQb-Vw-405") == Rect(x: 0, y: 50, width: 100, height: 50))
        // The segmented control's titles in the system font's default 13 pt (TestSans here): "Day" 9.1 + 6.5 + 6.5 =
        // 22.1 and "Week" 9.1 + 3 × 6.5 = 28.6, rounded up to 23 and 29 with 7 + 7, both segments as wide as the wider:
        // 86; a line of 14.3, 15 with 8 + 8: 31. (Xcode stored 200 × 32.) Centred: (375 − 86) / 2. The picker at its
        // stored size, 12 below it, centred: (375 − 320) / 2.
        #expect(result.frame(of: "sGm-Sc-406") == Rect(x: 144.5, y: 184, width: 86, height: 31))
        #expect(result.frame(of: "dTp-Dp-407") == Rect(x: 27.5, y: 227, width: 320, height: 216))
        // 12 below the picker (@750 over @250), 8 above the bottom (667 − 8 − 455), within the margins; the indicator
        // centred in them, (204 − 37) / 2 down.
        #expect(result.frame(of: "cNt-Cv-408") == Rect(x: 16, y: 455, width: 343, height: 204))
        #expect(result.frame(of: "aCt-Ai-410") == Rect(x: 153, y: 83.5, width: 37, height: 37))
    }

    @Test func portraitAsDesigned() throws {
        let tree = try Self.tree()
        try Self.expectPortrait(tree.makeLayout().layout(at: .large))
        // Xcode's stored frames are these, to the pixel, for every view text does not decide.
        #expect(try StoredFrameComparison(tree: tree).mismatches.isEmpty)
    }

    @Test func compactHeightChangesTheStackAndTakesThePickerAway() throws {
        let result = try Self.tree().makeLayout(orientation: .landscape).layout(at: .large)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        #expect(result.frame(of: "bLr-Ve-401") == Rect(x: 0, y: 0, width: 667, height: 44))
        // The content view's autoresizing mask widens it with the bar.
        #expect(result.frame(of: "bLr-Cv-402") == Rect(x: 0, y: 0, width: 667, height: 44))
        // Horizontal, 20 apart: 100 + 20 + 100.
        #expect(result.frame(of: "aXs-St-403") == Rect(x: 16, y: 52, width: 220, height: 50))
        #expect(result.frame(of: "sQb-Vw-405") == Rect(x: 120, y: 0, width: 100, height: 50))
        // Its titles' 86 × 31, centred: (667 − 86) / 2.
        #expect(result.frame(of: "sGm-Sc-406") == Rect(x: 290.5, y: 114, width: 86, height: 31))
        #expect(result.frame(of: "dTp-Dp-407") == nil)
        // No picker: 12 below the segmented control (114 + 31 + 12), down to 8 above the bottom (375 − 8 − 157); the
        // indicator (210 − 37) / 2 down.
        #expect(result.frame(of: "cNt-Cv-408") == Rect(x: 16, y: 157, width: 635, height: 210))
        #expect(result.frame(of: "aCt-Ai-410") == Rect(x: 299, y: 86.5, width: 37, height: 37))
    }

    @Test func thePickerComesBackWhereItWas() throws {
        let tree = try Self.tree()
        let layout = try tree.makeLayout()
        layout.traits.verticalSizeClass = .compact
        let compact = try layout.layout(at: .large)
        #expect(compact.frame(of: "dTp-Dp-407") == nil && compact.frame(of: "aXs-St-403")?.width == 220)
        layout.traits.verticalSizeClass = .regular
        let regular = try layout.layout(at: .large)
        try Self.expectPortrait(regular)
        // Between the segmented control and the container, as built.
        #expect(tree.root.subviews.map(\.identifier) == ["bLr-Ve-401", "aXs-St-403", "sGm-Sc-406", "dTp-Dp-407", "cNt-Cv-408"])
    }
}
