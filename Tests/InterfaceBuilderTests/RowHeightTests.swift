import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// How tall a table's cells are laid out: the table's row height when Interface Builder stores one, a static cell's
/// own, or fitted to the content — and the standard 44 when a self-sizing cell's constraints give it no height.
/// Worked out on retina4_7 (375 wide): every cell's content view holds one box, centred (which gives the cell no
/// height) or pinned 10 from the top and bottom with a height of 30 (which gives 50).
@Suite struct RowHeightTests {
    /// A scene whose table (`tableAttributes`) holds `cells`.
    static func storyboard(tableAttributes: String, cells: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
            <tableViewController id="vc" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \(tableAttributes) id="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(cells)
            </tableView>
            </tableViewController>
            </objects></scene></scenes>
            </document>
            """.utf8)
    }

    /// A cell `id` stored `storedHeight` tall (with `attributes`) whose box is centred or pinned top and bottom.
    static func cell(_ id: String, storedHeight: Double, attributes: String = "", pinned: Bool) -> String {
        let constraints = pinned
            ? """
            <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="\(id)-content" secondAttribute="top" constant="10" id="\(id)-c1"/>
            <constraint firstAttribute="bottom" secondItem="\(id)-box" secondAttribute="bottom" constant="10" id="\(id)-c2"/>
            <constraint firstItem="\(id)-box" firstAttribute="height" constant="30" id="\(id)-c3"/>
            """
            : """
            <constraint firstItem="\(id)-box" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c1"/>
            <constraint firstItem="\(id)-box" firstAttribute="height" constant="30" id="\(id)-c3"/>
            """
        return """
            <tableViewCell contentMode="scaleToFill" \(attributes) id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(storedHeight)"/>
            <tableViewCellContentView key="contentView" contentMode="center" id="\(id)-content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(storedHeight)"/>
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box"/></subviews>
            <constraints>
            <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" id="\(id)-c4"/>
            <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c5"/>
            \(constraints)
            </constraints>
            </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// Each cell's row height and its height laid out at large and at AX5, in document order (the scene first).
    static func heights(_ bytes: [UInt8]) throws -> [String: (RowHeight, Double?, Double?)] {
        let document = try InterfaceBuilderDocument(bytes: bytes, file: "test.storyboard")
        var heights: [String: (RowHeight, Double?, Double?)] = [:]
        for object in document.objects where object.kind == .tableViewCell {
            let layout = try object.makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans)).makeLayout()
            heights[object.id] = (
                object.rowHeight, try layout.layout(at: .large).frame(of: object.id)?.height,
                try layout.layout(at: .accessibility5).frame(of: object.id)?.height
            )
        }
        return heights
    }

    @Test func aTableWithARowHeightHasRowsOfThatHeight() throws {
        let heights = try Self.heights(
            Self.storyboard(
                tableAttributes: #"dataMode="prototypes" rowHeight="60" estimatedRowHeight="-1""#,
                cells: "<prototypes>" + Self.cell("a", storedHeight: 60, pinned: true)
                    + Self.cell("b", storedHeight: 80, attributes: #"rowHeight="80""#, pinned: false) + "</prototypes>"))
        // The pinned cell would fit 50; the table's 60 holds at every size. The cell with its own 80 keeps it.
        #expect(heights["a"]?.0 == .fixed(60) && heights["a"]?.1 == 60 && heights["a"]?.2 == 60)
        #expect(heights["b"]?.0 == .fixed(80) && heights["b"]?.1 == 80 && heights["b"]?.2 == 80)
    }

    @Test func anAutomaticTableFitsItsPrototypesAndGivesACollapsedOneTheStandardHeight() throws {
        let heights = try Self.heights(
            Self.storyboard(
                tableAttributes: #"dataMode="prototypes" rowHeight="-1" estimatedRowHeight="-1""#,
                cells: "<prototypes>" + Self.cell("a", storedHeight: 60, pinned: true)
                    + Self.cell("b", storedHeight: 144, attributes: #"rowHeight="144""#, pinned: false)
                    + "</prototypes>"))
        // 10 + 30 + 10; the centred box gives no height, so the cell is 44, not its canvas height of 144.
        #expect(heights["a"]?.0 == .fitted && heights["a"]?.1 == 50)
        #expect(heights["b"]?.0 == .fitted && heights["b"]?.1 == 44 && heights["b"]?.2 == 44)
    }

    @Test func aStaticCellKeepsItsOwnRowHeightInAnAutomaticTable() throws {
        let heights = try Self.heights(
            Self.storyboard(
                tableAttributes: #"dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1""#,
                cells: #"<sections><tableViewSection id="sec"><cells>"#
                    + Self.cell("a", storedHeight: 144, attributes: #"rowHeight="144""#, pinned: false)
                    + Self.cell("b", storedHeight: 44, pinned: false) + "</cells></tableViewSection></sections>"))
        #expect(heights["a"]?.0 == .fixed(144) && heights["a"]?.1 == 144)
        #expect(heights["b"]?.0 == .fitted && heights["b"]?.1 == 44)
    }

    @Test func aXibsCellSizesItself() throws {
        let document = try InterfaceBuilderDocument(
            contentsOfFile: Fixtures.path("Layouts/ContactCell.xib"), classes: ClassMapping())
        #expect(document.objects.map(\.rowHeight) == [.fitted, .fitted])
    }
}
