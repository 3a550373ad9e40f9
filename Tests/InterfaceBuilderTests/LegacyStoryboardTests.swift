import AutoLayout
import DynamicType
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// `Fixtures/Layouts/Legacy.storyboard`, an Xcode 10-era document on retina4_0 (320 × 568, 2×, a 20 pt status bar in
/// portrait, none in landscape; compact width and regular height in portrait, compact in both in landscape): old top
/// and bottom layout guides, a frame-based view, a size-class variation that installs a constraint and one that
/// overrides a constant, a table view controller's prototype cell with a baseline-aligned row, and a scroll view's
/// content and frame guides around a stack of controls. In TestSans (at S points a line is 1.1 S, its baseline 0.8 S
/// below its top; a digit 0.55 S wide).
@Suite struct LegacyStoryboardTests {
    static let document = Result { try InterfaceBuilderDocument(contentsOfFile: Fixtures.path("Layouts/Legacy.storyboard")) }

    static func tree(_ name: String) throws -> InterfaceBuilderTree {
        let object = try #require(try document.get().objects.first { $0.name == name })
        return try object.makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
    }

    @Test func objectsOfTheStoryboard() throws {
        let document = try Self.document.get()
        #expect(document.objects.map(\.name) == ["Legacy", "Totals", "TotalCell", "Details"])
        #expect(document.objects.map(\.kind) == [.scene, .scene, .tableViewCell, .scene])
        #expect(document.objects[2].sceneID == "tOt-Sc-200")
    }

    @Test func oldLayoutGuidesInPortrait() throws {
        let result = try Self.tree("Legacy").makeLayout().layout(at: .large)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        // 8 below the top guide's bottom (the 20 pt status bar), at the root's 16 pt margins: two 20 pt lines.
        #expect(result.frame(of: "hDr-Lb-101") == Rect(x: 16, y: 28, width: 288, height: 44))
        // Its first baseline 20 below the header's last (28 + 22 + 16 = 66): 86 − 8.
        #expect(result.frame(of: "bAs-Lb-106")?.y == 78)
        // The frame-based view keeps its frame in the document's 320; the half-width view is 10 below it.
        #expect(result.frame(of: "fRb-Vw-102") == Rect(x: 10, y: 100, width: 300, height: 50))
        #expect(result.frame(of: "hLf-Vw-107") == Rect(x: 0, y: 160, width: 160, height: 10))
        // The toolbar at its stored 44 on the bottom guide: the compact-height constraint is not installed.
        #expect(result.frame(of: "tLb-Tb-103") == Rect(x: 0, y: 524, width: 320, height: 44))
    }

    @Test func variationsInLandscape() throws {
        let result = try Self.tree("Legacy").makeLayout(orientation: .landscape).layout(at: .large)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        // Compact height: the leading constant is 40; no status bar, so 8 from the top.
        #expect(result.frame(of: "hDr-Lb-101") == Rect(x: 56, y: 8, width: 496, height: 44))
        // The autoresizing mask widens the frame-based view with the root (568 − 320 = 248 more).
        #expect(result.frame(of: "fRb-Vw-102") == Rect(x: 10, y: 100, width: 548, height: 50))
        #expect(result.frame(of: "hLf-Vw-107")?.width == 284)
        // The 32 pt height installed for compact height wins over the stored intrinsic 44.
        #expect(result.frame(of: "tLb-Tb-103") == Rect(x: 0, y: 288, width: 568, height: 32))
    }

    @Test func baselineAlignedRowInAPrototypeCell() throws {
        let result = try Self.tree("TotalCell").makeLayout().layout(at: .large)
        #expect(result.findings.isEmpty)
        // "42" in bold 28: 30.8 × 30.8, 31 × 31 on the 2× grid, baseline 22.4; "Total" at 17: 45.9 → 46 wide, 19
        // tall, baseline 13.6 — its top 8.8 below the first's, 8 (the standard spacing stored) after it.
        #expect(result.frame(of: "vAl-Lb-205") == Rect(x: 0, y: 0, width: 31, height: 31))
        let total = try #require(result.frame(of: "tTl-Lb-204"))
        #expect(total.x == 39 && total.width == 46 && total.height == 19 && approximately(total.y, 8.8))
        #expect(result.frame(of: "hDn-Vw-206")?.width == 0)
        // The cell: the margins UIKit gives a table cell's content view (11 above and below, 16 at the sides of a
        // 320-point cell) around the row's 31.
        #expect(result.frame(of: "rOw-St-203")?.x == 16 && result.frame(of: "rOw-St-203")?.y == 11)
        #expect(result.frame(of: "pRt-Tc-201") == Rect(x: 0, y: 0, width: 320, height: 53))
    }

    @Test func scrollViewGuidesAndControls() throws {
        let tree = try Self.tree("Details")
        #expect(tree.notes.contains { $0.view == "tHg-Xx-308" })
        let result = try tree.makeLayout().layout(at: .large)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        #expect(result.findings.isEmpty)  // the long label shrinks to fit (minimumFontSize 5 of 10) instead of truncating
        #expect(result.frame(of: "sCr-Sv-301") == Rect(x: 0, y: 20, width: 320, height: 548))
        // The stack 10 inside the content guide, 20 narrower than the frame guide: a text view of 8 + 11 + 8, two
        // 10 pt labels, the switch's 31, the chart's placeholder 50 and the unknown view's stored 20, 10 apart.
        #expect(result.frame(of: "cOl-St-302") == Rect(x: 10, y: 10, width: 300, height: 200))
        #expect(result.frame(of: "nTs-Tv-303") == Rect(x: 0, y: 0, width: 300, height: 27))
        #expect(result.frame(of: "aTr-Lb-304") == Rect(x: 0, y: 37, width: 300, height: 11))
        #expect(result.frame(of: "sHr-Lb-305") == Rect(x: 0, y: 58, width: 300, height: 11))
        // The stack gives the switch its 300 points; a switch is drawn at its own 51 × 31 where they start.
        #expect(result.frame(of: "sWt-Sw-306") == Rect(x: 0, y: 79, width: 51, height: 31))
        #expect(result.frame(of: "cSt-Vw-307") == Rect(x: 0, y: 120, width: 300, height: 50))
        #expect(result.frame(of: "tHg-Xx-308") == Rect(x: 0, y: 180, width: 300, height: 20))
    }
}
