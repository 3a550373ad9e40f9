import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// Image views' and buttons' images as Xcode writes them: an image of the app's at its size in `<resources>`, a
/// system symbol sized from its configuration — the area of a square 2444/2048 of its point size on a side (SF Pro's
/// line), in the placeholder's proportions, times its scale (small 0.8, large 1.3). Body is 17 pt at large, 40 at
/// AX3.
@Suite struct ImagesTests {
    /// A xib of `subviews` in a 300 × 300 root, each pinned to the root's top left, and the `resources`.
    static func document(_ subviews: String, pinned: [String], constraints: String = "", resources: String) -> [UInt8] {
        let pins = pinned.enumerated().map { index, id in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\(index)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\(index)"/>
            """
        }.joined(separator: "\n")
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
            <subviews>
            \(subviews)
            </subviews>
            <constraints>
            \(pins)
            \(constraints)
            </constraints>
            </view>
            </objects>
            <resources>
            \(resources)
            </resources>
            </document>
            """.utf8)
    }

    static let resources = """
        <image name="square" catalog="system" width="128" height="128"/>
        <image name="wide" catalog="system" width="128" height="32"/>
        <image name="photo" width="40" height="20"/>
        """

    /// The tree of `subviews` and its layout at `category`.
    static func layout(
        _ subviews: String, pinned: [String], constraints: String = "", at category: ContentSizeCategory = .large
    ) throws -> (InterfaceBuilderTree, CategoryLayout) {
        let document = try InterfaceBuilderDocument(
            bytes: document(subviews, pinned: pinned, constraints: constraints, resources: resources), file: "test.xib")
        let tree = try document.objects[0].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
        return (tree, try tree.makeLayout().layout(at: category))
    }

    static func size(_ frame: Rect?) -> Size? { frame.map { Size(width: $0.width, height: $0.height) } }

    static func approximately(_ size: Size?, _ width: Double, _ height: Double) -> Bool {
        guard let size else { return false }
        return TestSupport.approximately(size.width, width) && TestSupport.approximately(size.height, height)
    }

    @Test func symbolsAreSizedByTheirConfiguration() throws {
        let subviews = """
            <imageView contentMode="scaleToFill" image="square" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain"/>
            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="imageScale">
                <imageReference key="image" image="square" catalog="system" symbolScale="medium"/>
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large" weight="regular"/>
            </imageView>
            <imageView contentMode="scaleToFill" image="square" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="large" weight="regular">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </preferredSymbolConfiguration>
            </imageView>
            <imageView contentMode="scaleToFill" image="wide" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="10" scale="small"/>
            </imageView>
            """
        let pinned = ["plain", "imageScale", "body", "wide"]
        let (tree, large) = try Self.layout(subviews, pinned: pinned)
        #expect(tree.notes.isEmpty)
        // No configuration: 17 pt, medium: 17 × 2444/2048 = 20.287109375 square.
        #expect(Self.approximately(Self.size(large.frame(of: "plain")), 20.287109375, 20.287109375))
        // The image's medium before the view's large: 20 × 2444/2048 = 23.8671875.
        #expect(Self.approximately(Self.size(large.frame(of: "imageScale")), 23.8671875, 23.8671875))
        // Body, large: 17 × 1.3 = 22.1 pt, 26.3732421875 square.
        #expect(Self.approximately(Self.size(large.frame(of: "body")), 26.3732421875, 26.3732421875))
        // 10 pt small: 8 pt, a 9.546875 square's area four times as wide as tall: 19.09375 × 4.7734375.
        #expect(Self.approximately(Self.size(large.frame(of: "wide")), 19.09375, 4.7734375))
        // At AX3 only the body one grows: 40 × 1.3 = 52 pt, 62.0546875.
        let ax3 = try Self.layout(subviews, pinned: pinned, at: .accessibility3).1
        #expect(Self.approximately(Self.size(ax3.frame(of: "body")), 62.0546875, 62.0546875))
        #expect(Self.approximately(Self.size(ax3.frame(of: "plain")), 20.287109375, 20.287109375))
    }

    @Test func aContentModeThatDoesNotScaleCutsTheImage() throws {
        let size = """
            <constraint firstItem="image" firstAttribute="width" constant="20" id="w"/>
            <constraint firstItem="image" firstAttribute="height" constant="20" id="h"/>
            """
        for (mode, cut) in [("scaleAspectFit", false), ("scaleToFill", false), ("center", true), ("top", true)] {
            let subviews = """
                <imageView contentMode="\(mode)" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="image"/>
                """
            let (_, large) = try Self.layout(subviews, pinned: ["image"], constraints: size)
            // The 40 × 20 photo in 20 × 20: half its width shown if it is not scaled, all of it smaller if it is.
            #expect(large.findings.map(\.kind) == (cut ? [.compressed(axis: .horizontal, intrinsic: 40, actual: 20)] : []), "\(mode)")
        }
    }

    @Test func aContentModeIBDoesNotWriteIsRefused() throws {
        let subviews = #"<imageView contentMode="stretch" image="photo" translatesAutoresizingMaskIntoConstraints="NO" id="image"/>"#
        let error = try #require(throws: InputFileError.self) {
            _ = try Self.layout(subviews, pinned: ["image"])
        }
        #expect(error.line == 6 && error.problem == #"contentMode="stretch" is not a content mode"#)
    }

    @Test func anImageViewWithoutAnImageTakesItsPlaceholderSize() throws {
        // No image in the document (the app sets one in code): the designer's placeholder intrinsic size, 120 × 60.
        let subviews = #"<imageView contentMode="scaleAspectFit" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="image"/>"#
        let (_, result) = try Self.layout(subviews, pinned: ["image"])
        #expect(result.frame(of: "image") == Rect(x: 0, y: 0, width: 120, height: 60))
    }

    @Test func anImageWithoutAResourceIsNoted() throws {
        let subviews = #"<imageView contentMode="scaleToFill" image="missing" translatesAutoresizingMaskIntoConstraints="NO" id="image"/>"#
        let (tree, _) = try Self.layout(subviews, pinned: ["image"])
        #expect(tree.notes.map(\.message) == [
            #"the image "missing" has no size in the document's resources; laid out without one"#
        ])
    }

    @Test func aButtonsImageIsSizedAsAnImageViewsIs() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                <inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="4"/>
                <state key="normal">
                    <imageReference key="image" image="square" catalog="system" symbolScale="large"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                <state key="normal" title="Hello" image="photo"/>
            </button>
            """
        let (tree, large) = try Self.layout(subviews, pinned: ["symbol", "titled"])
        #expect(tree.notes.isEmpty)
        // 17 pt large: 22.1 pt, 26.3732421875 square, inset 8 at the sides and 4 above and below.
        #expect(Self.approximately(Self.size(large.frame(of: "symbol")), 42.3732421875, 34.3732421875))
        #expect(tree.view("symbol.imageView")?.id == "symbol")
        // The 40 × 20 photo before "Hello" at 10 pt (27 × 11, 6 above and below): 67 × 23.
        #expect(large.frame(of: "titled") == Rect(x: 0, y: 0, width: 67, height: 23))
    }

    @Test func aConfigurationsImageIsNoted() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="configured">
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" image="square" catalog="system" title="Delete"/>
            </button>
            """
        let (tree, _) = try Self.layout(subviews, pinned: ["configured"])
        #expect(tree.notes.map(\.message) == [
            #"the configuration's image "square" is not laid out: the button is its title"#
        ])
    }
}
