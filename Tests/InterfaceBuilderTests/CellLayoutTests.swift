import AutoLayout
import DynamicType
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// `Fixtures/Layouts/ContactCell.xib`: a table view cell and an old-style collection view cell (its content view has
/// no id), laid out in TestSans at their stored widths with their heights fitted, on the xib's 2× device. Text styles
/// take the iOS type scale's sizes (headline 14, 17 and 19 pt at xSmall, large and xLarge; subheadline 12, 15, 17;
/// footnote 13 at large); a line of TestSans is 1.1 em (15.4, 18.7, 20.9 …), rounded up to the half point.
@Suite struct CellLayoutTests {
    static func document(classes: ClassMapping = ClassMapping()) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOfFile: Fixtures.path("Layouts/ContactCell.xib"), classes: classes)
    }

    static func tree(_ document: InterfaceBuilderDocument, _ index: Int) throws -> InterfaceBuilderTree {
        try document.objects[index].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
    }

    @Test func objectsOfAXib() throws {
        let document = try Self.document()
        #expect(document.kind == .xib && document.deviceID == "retina4_7")
        #expect(document.objects.map(\.kind) == [.tableViewCell, .collectionViewCell])
        #expect(document.objects.map(\.name) == ["ContactCell", "TagCell"])
        #expect(document.objects[0].storedSize == Size(width: 375, height: 66.5))
    }

    @Test func tableCellHeightFitsItsContent() throws {
        let tree = try Self.tree(Self.document(), 0)
        // The placeholder height on the name label is left out, as Xcode leaves it out of the built cell.
        #expect(tree.notes.contains { $0.message.contains("1 placeholder constraint") })
        let layout = try tree.makeLayout()
        let result = try layout.layout(at: .extraLarge)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        // 12 (margin) + 21 (headline at 19 pt: 20.9) + 4 + 16.5 (15 pt) + 12 = 65.5; the avatar's 40 + 24 is less.
        #expect(result.frame(of: "cEl-Tc-001") == Rect(x: 0, y: 0, width: 375, height: 65.5))
        #expect(result.frame(of: "cNt-Vw-002") == Rect(x: 0, y: 0, width: 375, height: 65.5))
        // The avatar 40 × 40 by its width and its 1:1 ratio, at the margins; the labels 12 after it, to the margin.
        #expect(result.frame(of: "aVt-Im-003") == Rect(x: 16, y: 12, width: 40, height: 40))
        #expect(result.frame(of: "nAm-Lb-004") == Rect(x: 68, y: 12, width: 291, height: 21))
        #expect(result.frame(of: "dTl-Lb-005") == Rect(x: 68, y: 37, width: 291, height: 16.5))
        // At large the text is 12 + 19 + 4 + 16.5 + 12 = 63.5, under the avatar's 64: the cell is 64 and which label
        // stretches is ambiguous (both hug at 251).
        let large = try layout.layout(at: .large)
        #expect(large.frame(of: "cEl-Tc-001")?.height == 64)
        #expect(Set(large.layout.ambiguous.map(\.item)) == ["nAm-Lb-004", "dTl-Lb-005"])
    }

    @Test func classMappingMakesTheThemeLabelAdjust() throws {
        let classes = try ClassMapping(contentsOfFile: Fixtures.path("Layouts/ContactCell-classes.json"))
        let tree = try Self.tree(Self.document(classes: classes), 0)
        let layout = try tree.makeLayout()
        // styleName "secondary" is the subheadline style, adjusting: 17 pt at xLarge (18.7: 19), so the cell is 2.5
        // taller than with the fixed 15 pt (16.5): 12 + 21 + 4 + 19 + 12 = 68.
        let large = try layout.layout(at: .extraLarge)
        #expect(large.frame(of: "dTl-Lb-005")?.height == 19)
        #expect(large.frame(of: "cEl-Tc-001")?.height == 68)
        #expect(!layout.lint().contains { $0.view == "dTl-Lb-005" })
        // At xSmall the text (12 + 15.5 + 4 + 13.5 + 12 = 57) is shorter than the avatar's 64: the bottom @999 cannot
        // hold without stretching a label, and both hug at 251 — UIKit would pick one; the layout says it is ambiguous.
        let small = try layout.layout(at: .extraSmall)
        #expect(small.frame(of: "cEl-Tc-001")?.height == 64)
        #expect(Set(small.layout.ambiguous.map(\.item)) == ["nAm-Lb-004", "dTl-Lb-005"])
    }

    @Test func mappingNamesAStyleThatIsNotOne() throws {
        let json = #"{"ThemeLabel": {"textStyle": {"runtimeAttribute": "styleName"}}}"#
        let classes = try ClassMapping(json: Array(json.utf8), file: "classes.json")
        let document = try Self.document(classes: classes)
        let error = try #require(throws: InputFileError.self) { try Self.tree(document, 0) }
        #expect(error.line == 35)
        #expect(error.problem == "the runtime attribute styleName = \"secondary\" names no text style")
    }

    @Test func oldCollectionCellWithoutContentViewID() throws {
        let tree = try Self.tree(Self.document(), 1)
        #expect(tree.views.map(\.id) == ["tAg-Cc-020", "tAg-Cc-020.contentView", "tAg-Lb-021"])
        let result = try tree.makeLayout().layout(at: .large)
        // The label 8 from the sides (symbolic: the stored standard spacing) and 10 above and below: footnote's 13 pt
        // line, 14.3, is 14.5 on the 2× grid.
        #expect(result.frame(of: "tAg-Lb-021") == Rect(x: 8, y: 10, width: 104, height: 14.5))
        #expect(result.frame(of: "tAg-Cc-020") == Rect(x: 0, y: 0, width: 120, height: 34.5))
    }

    @Test func storedFramesOfCellsAtTheirStoredSize() throws {
        let tree = try Self.tree(Self.document(), 1)
        let comparison = try StoredFrameComparison(tree: tree)
        // At the stored 120 × 40, as Xcode lays it out, the label is held 10 from the top and bottom: 20 tall, where
        // Xcode put it, whatever the font.
        let label = try #require(comparison.entries.first { $0.view == "tAg-Lb-021" })
        #expect(!label.dependsOnText && label.difference == 0)
        #expect(comparison.mismatches.isEmpty)
    }
}
