import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// `Fixtures/Layouts/SignIn.storyboard` laid out with TestSans standing in for the system font, so that every frame is
/// worked out by hand (Fixtures/Fonts/README.md: at S points a line is 1.1 S; an uppercase letter 0.7 S wide, a
/// lowercase one S/2, a space S/4). The document is on retina6_12: 393 × 852, the safe area 59 above and 34 below,
/// the root's margins 16 at the sides.
@Suite struct StoryboardLayoutTests {
    static func tree() throws -> InterfaceBuilderTree {
        let document = try InterfaceBuilderDocument(contentsOfFile: Fixtures.path("Layouts/SignIn.storyboard"))
        #expect(document.kind == .storyboard && document.deviceID == "retina6_12" && document.objects.count == 1)
        return try document.objects[0].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
    }

    @Test func sceneLaidOutOnItsDevice() throws {
        let tree = try Self.tree()
        #expect(tree.object.kind == .scene && tree.object.name == "SignIn" && tree.object.id == "rOt-Vw-001")
        let result = try tree.makeLayout().layout(at: .large)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        func frame(_ id: String) -> Rect? { result.frame(of: id) }
        #expect(frame("rOt-Vw-001") == Rect(x: 0, y: 0, width: 393, height: 852))
        // The banner fills the root above the safe area.
        #expect(frame("bNr-Vw-002") == Rect(x: 0, y: 0, width: 393, height: 59))
        // Large title at large: 34 pt, one line (202.3 pt of text in 353) as tall as TestSans's line, 37.4 (113 / 3
        // on the 3× grid); 24 below the safe area.
        #expect(frame("tTl-Lb-003") == Rect(x: 20, y: 83, width: 353, height: 113.0 / 3))
        // The form 32 below: a 17 pt label (18.7, 19 on the 3× grid), 12, the rounded-rect text field (a 14 pt line,
        // 15.4, rounded up to 16, with 6.5 above and below: 29, where Xcode stored 34), 12, and the button: a 15 pt
        // title (16.5 → 16.667) 6 from its top and bottom.
        let form = try #require(frame("fRm-St-004"))
        #expect(form.x == 20 && approximately(form.y, 83 + 113.0 / 3 + 32) && form.width == 353)
        #expect(approximately(form.height, 19 + 12 + 29 + 12 + 28 + 2.0 / 3, tolerance: 1e-9))
        #expect(frame("eMl-Lb-005") == Rect(x: 0, y: 0, width: 353, height: 19))
        #expect(frame("eMl-Tf-006") == Rect(x: 0, y: 31, width: 353, height: 29))
        let button = try #require(frame("sGn-Bt-007"))
        #expect(button.y == 72 && button.width == 353 && approximately(button.height, 28 + 2.0 / 3))
        // The switch at the root's leading margin, 20 below the form; the logo centred, 16 above the safe area.
        let toggle = try #require(frame("rMb-Sw-008"))
        #expect(toggle.x == 16 && approximately(toggle.y, form.y + form.height + 20) && toggle.width == 51 && toggle.height == 31)
        #expect(frame("lGo-Im-009") == Rect(x: 164.5, y: 738, width: 64, height: 64))
    }

    @Test func lintNamesTheFixedSizeFonts() throws {
        let layout = try Self.tree().makeLayout()
        let lint = layout.lint().map { "\($0.view) \($0.kind)" }
        #expect(lint.contains { $0.hasPrefix("eMl-Lb-005 ") })
        #expect(lint.contains { $0.hasPrefix("eMl-Tf-006 a fixed 14 pt font") })
        #expect(!lint.contains { $0.hasPrefix("tTl-Lb-003 ") })
    }

    @Test func storedFramesMatchWhereTextDoesNotDecide() throws {
        let tree = try Self.tree()
        let comparison = try StoredFrameComparison(tree: tree)
        let byView = Dictionary(uniqueKeysWithValues: comparison.entries.map { ($0.view, $0) })
        #expect(comparison.mismatches.isEmpty)
        // The banner and the logo do not move with the text; the logo is where Xcode put it to a third of a point
        // (164.5 snapped to 164.667 on the 3× grid).
        #expect(byView["bNr-Vw-002"]?.dependsOnText == false && byView["bNr-Vw-002"]?.difference == 0)
        #expect(byView["lGo-Im-009"]?.dependsOnText == false)
        #expect(approximately(byView["lGo-Im-009"]?.difference ?? 1, 1.0 / 6, tolerance: 1e-9))
        // The switch below the form moves with it.
        #expect(byView["rMb-Sw-008"]?.dependsOnText == true)
    }
}
