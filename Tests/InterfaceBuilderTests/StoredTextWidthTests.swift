import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// A label Xcode stored at its text's natural width is laid out at that width: the stand-in's widths of its text are
/// scaled by the stored width over its own. TestSans stands in for the system font: "aaaa bbbb" at 10 pt is 42.5 wide
/// (8 × 5 + 2.5), a line 11 tall; the xib's device is 2×.
@Suite struct StoredTextWidthTests {
    /// A xib's 200 × 40 view holding one label of "aaaa bbbb" at 10 pt, stored `width` wide, its leading and top
    /// pinned (its width its text's).
    static func xib(storedWidth width: Double, extra: String = "") -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
            <subviews>
            <label opaque="NO" text="aaaa bbbb" translatesAutoresizingMaskIntoConstraints="NO" \(extra)id="text">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="11"/>
            <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </label>
            </subviews>
            <constraints>
            <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="text" secondAttribute="trailing" id="c3"/>
            </constraints>
            </view>
            </objects>
            </document>
            """.utf8)
    }

    static func layout(_ bytes: [UInt8]) throws -> (InterfaceBuilderTree, [CategoryLayout]) {
        let document = try InterfaceBuilderDocument(bytes: bytes, file: "test.xib")
        let tree = try document.objects[0].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
        return (tree, try tree.makeLayout().layoutAtEveryCategory([.large]))
    }

    @Test func aLabelStoredAHairNarrowerThanTheStandInsTextIsAsWideAsXcodeMadeIt() throws {
        // Xcode stored 42 where TestSans needs 42.5: the stand-in's widths times 41.999 / 42.5 (a thousandth under, which
        // rounds up to 42), the label 42 wide and whole.
        let (tree, layouts) = try Self.layout(Self.xib(storedWidth: 42))
        #expect(tree.views.first { $0.id == "text" }?.textWidthScale == 41.999 / 42.5)
        #expect(layouts[0].frame(of: "text") == Rect(x: 0, y: 0, width: 42, height: 11))
        #expect(layouts[0].findings.isEmpty)
        #expect(tree.notes.map(\.message).contains(
            "1 label at the width Xcode stored for its text: the stand-in's widths of it changed by −1.18 % at every size"))
    }

    @Test func aStoredWidthFarFromTheStandInsSaysNothingOfTheFont() throws {
        // 36 is 15 % short of 42.5: a label Xcode itself shows squeezed, or a width its constraints decide; the
        // stand-in's width stands.
        let (tree, layouts) = try Self.layout(Self.xib(storedWidth: 36))
        #expect(tree.views.first { $0.id == "text" }?.textWidthScale == nil)
        #expect(layouts[0].frame(of: "text")?.width == 42.5)
    }

    @Test func aFrameXcodeWarnsOfIsNotTaken() throws {
        let (tree, layouts) = try Self.layout(Self.xib(storedWidth: 42, extra: #"misplaced="YES" "#))
        #expect(tree.views.first { $0.id == "text" }?.textWidthScale == nil)
        #expect(layouts[0].frame(of: "text")?.width == 42.5)
    }
}
