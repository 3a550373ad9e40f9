import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// What a scene or a cell is laid out inside: the bars of the navigation and tab bar controllers that hold a scene,
/// a table cell's content view beside an accessory and in a built-in style, guides not modelled. Worked out on
/// retina4_7 (375 × 667, a 20 pt status bar; the bars 44 and 49).
@Suite struct ContainersTests {
    /// A storyboard of a navigation controller (opaque bar when `translucent` is false) whose root is a scene with a
    /// view pinned to the safe area's top and bottom, itself in a tab bar controller.
    static func storyboard(translucent: Bool, barHidden: Bool = false) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
            <scene sceneID="s1"><objects>
            <tabBarController id="tab" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
            <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="g1"/></connections>
            </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <navigationController\(barHidden ? #" navigationBarHidden="YES""# : "") id="nav" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill"\(translucent ? "" : #" translucent="NO""#) id="nb"/>
            <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="g2"/></connections>
            </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
            <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c4"/>
            </constraints>
            </view>
            </viewController>
            </objects></scene>
            </scenes>
            </document>
            """.utf8)
    }

    static func layout(_ bytes: [UInt8], _ index: Int = 0) throws -> (InterfaceBuilderTree, CategoryLayout) {
        let document = try InterfaceBuilderDocument(bytes: bytes, file: "test.storyboard")
        let tree = try document.objects[index].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
        return (tree, try tree.makeLayout().layout(at: .large))
    }

    @Test func translucentBarsAddToTheSafeArea() throws {
        let (tree, result) = try Self.layout(Self.storyboard(translucent: true))
        // Below the status bar and the navigation bar (20 + 44), above the tab bar (49).
        #expect(result.frame(of: "root") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(result.frame(of: "box") == Rect(x: 0, y: 64, width: 375, height: 667 - 64 - 49))
        #expect(tree.notes.contains { $0.message == "laid out under a translucent navigation bar and a translucent tab bar, as Xcode shows the scene" })
    }

    @Test func aHiddenNavigationBarIsNotLaidOutUnder() throws {
        // The navigation controller hides its bar: below the status bar alone (20), above the tab bar (49).
        let (tree, result) = try Self.layout(Self.storyboard(translucent: true, barHidden: true))
        #expect(result.frame(of: "box") == Rect(x: 0, y: 20, width: 375, height: 667 - 20 - 49))
        #expect(tree.notes.contains { $0.message == "laid out under a translucent tab bar, as Xcode shows the scene" })
    }

    @Test func anOpaqueBarTakesItsRoom() throws {
        let (_, result) = try Self.layout(Self.storyboard(translucent: false))
        // The root starts below the bar: 667 − 20 − 44 tall, its safe area's top at its own.
        #expect(result.frame(of: "root")?.height == 603)
        #expect(result.frame(of: "box") == Rect(x: 0, y: 0, width: 375, height: 603 - 49))
    }

    @Test func aTreeLaysOutOnce() throws {
        let document = try InterfaceBuilderDocument(bytes: Self.storyboard(translucent: true), file: "test.storyboard")
        let tree = try document.objects[0].makeTree(measurer: TestFonts.measurer)
        _ = try tree.makeLayout()
        #expect(throws: LayoutError.self) { try tree.makeLayout(orientation: .landscape) }
    }

    /// A xib's table cell, its content view 40 narrower (a disclosure indicator) and 0.5 shorter (the separator).
    static func cell(style: String = "", guide: String = "") -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" \(style)id="cell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <tableViewCellContentView key="contentView" contentMode="center" id="content">
            <rect key="frame" x="0.0" y="0.0" width="335" height="43.5"/>
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
            \(guide)
            <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
            <constraint firstItem="box" firstAttribute="height" constant="20" id="c5"/>
            \(guide.isEmpty ? "" : #"<constraint firstItem="box" firstAttribute="top" secondItem="kbd" secondAttribute="top" id="c6"/>"#)
            </constraints>
            </tableViewCellContentView>
            </tableViewCell>
            </objects>
            </document>
            """.utf8)
    }

    @Test func aCellsContentViewBesideItsAccessory() throws {
        let (_, result) = try Self.layout(Self.cell())
        // The content view 40 short of the cell's trailing edge and 0.5 of its bottom; its margins 16 leading, 8
        // trailing beside the accessory, 11 above and below: a 20-pt box makes the cell 11 + 20 + 11 + 0.5 tall.
        #expect(result.frame(of: "content") == Rect(x: 0, y: 0, width: 335, height: 42))
        #expect(result.frame(of: "box") == Rect(x: 16, y: 11, width: 335 - 16 - 8, height: 20))
        #expect(result.frame(of: "cell")?.height == 42.5)
    }

    @Test func aCellInABuiltInStyleKeepsItsStoredHeight() throws {
        let (tree, result) = try Self.layout(Self.cell(style: #"style="IBUITableViewCellStyleDefault" "#))
        #expect(result.frame(of: "cell")?.height == 44)
        #expect(tree.notes.contains { $0.message.hasPrefix("a cell in one of UIKit's built-in styles") })
    }

    @Test func constraintsToAGuideNotModelledAreLeftOut() throws {
        let (tree, result) = try Self.layout(Self.cell(guide: #"<viewLayoutGuide key="keyboard" id="kbd"/>"#))
        #expect(result.layout.unsatisfiable.isEmpty)
        #expect(tree.notes.contains { $0.message == "1 constraint to layout guides not modelled left out" })
    }

    /// A storyboard of one view controller on `device` (375 wide, `height` tall) whose root view `root` holds `body`
    /// (its subviews, guides and constraints).
    static func scene(device: String = "retina4_7", height: Double = 667, _ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            \(body)
            </view>
            </viewController>
            </objects></scene></scenes>
            </document>
            """.utf8)
    }

    /// A scene on retina5_9 (375 × 812, its safe area 44 from the top and 34 from the bottom) whose text field sits on
    /// the keyboard layout guide, 8 above it.
    static let keyboardScene = scene(
        device: "retina5_9", height: 812,
        """
        <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" misplaced="YES">
        <rect key="frame" x="0.0" y="700" width="375" height="30"/></view></subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <keyboardLayoutGuide key="keyboard" id="kbd"/>
        <constraints>
        <constraint firstItem="kbd" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="8" id="c1"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="kbd" secondAttribute="leading" id="c2"/>
        <constraint firstItem="kbd" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="bar" firstAttribute="height" constant="30" id="c4"/>
        </constraints>
        """)

    @Test func theKeyboardGuideWithTheKeyboardHiddenIsBelowTheSafeArea() throws {
        let (tree, result) = try Self.layout(Self.keyboardScene)
        // The guide from the safe area's bottom (812 − 34) to the view's: the bar 8 + 30 above it, the view's width.
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        #expect(result.frame(of: "bar") == Rect(x: 0, y: 812 - 34 - 8 - 30, width: 375, height: 30))
        #expect(tree.notes.isEmpty)
    }

    @Test func aFrameXcodeMarksMisplacedIsNoReference() throws {
        let document = try InterfaceBuilderDocument(bytes: Self.keyboardScene, file: "test.storyboard")
        let tree = try document.objects[0].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
        #expect(tree.views.first { $0.id == "bar" }?.frameWarning == .misplaced)
        // Stored at y 700, laid out at 740: not a mismatch, for Xcode says the stored frame is not the constraints'.
        let comparison = try StoredFrameComparison(tree: tree)
        #expect(comparison.entries.first { $0.view == "bar" }?.difference == 40)
        #expect(comparison.mismatches.isEmpty)
    }

    @Test func aViewWithAFixedFrameKeepsItWhereverItsSuperviewGoes() throws {
        // A 375-wide scene on retina4_7 whose box no constraint names: Xcode holds it 30 from the left and 100 from the
        // top, 120 × 40, whatever text or device; nothing is ambiguous.
        let bytes = Self.scene(
            """
            <subviews><view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="30" y="100" width="120" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view></subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            """)
        let (_, result) = try Self.layout(bytes)
        #expect(result.layout.ambiguous.isEmpty && result.layout.unsatisfiable.isEmpty)
        #expect(result.frame(of: "box") == Rect(x: 30, y: 100, width: 120, height: 40))
    }

    @Test func contentPinnedToAScrollViewsEdgesSizesItsContentArea() throws {
        // The content view's edges pinned to the scroll view's (which fills the 375 × 667 root): its content area, not
        // its frame, so the 1000-tall content scrolls; its width equal to the scroll view's frame, as width constraints
        // attach there.
        let bytes = Self.scene(
            """
            <subviews><scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/></view></subviews>
            <constraints>
            <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c5"/>
            <constraint firstItem="content" firstAttribute="height" constant="1000" id="c6"/>
            </constraints>
            </scrollView></subviews>
            <constraints>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c7"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="c8"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c9"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c10"/>
            </constraints>
            """)
        let (_, result) = try Self.layout(bytes)
        #expect(result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
        #expect(result.frame(of: "scroll") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(result.frame(of: "content") == Rect(x: 0, y: 0, width: 375, height: 1000))
    }

    @Test func theLabelsOfABuiltInStyleTakeTheirWidthsFromTheirText() throws {
        // A value1 cell stored 44 tall on retina4_7 (2×), its content view 375 wide: "Title" stored 20 wide at x 16,
        // "Detail" 30 wide ending at 359, both 20.5 tall at y 12. In TestSans at the body style's 17 pt, "Title" is
        // 0.7 + 4 × 0.5 = 2.7 em (45.9) and "Detail" 3.2 em (54.4), a line 18.7 (19 on the grid);
        // with the style's tracking of −26/1000 em after each character (−0.442 pt) 43.69 (44) and 51.75 (52): the title
        // keeps its leading edge, the detail its trailing one, both their centres (22.25), neither is cut.
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
            <tableViewCell contentMode="scaleToFill" style="IBUITableViewCellStyleValue1" textLabel="title" detailTextLabel="detail" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <tableViewCellContentView key="contentView" contentMode="center" id="content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <subviews>
            <label opaque="NO" text="Title" id="title"><rect key="frame" x="16" y="12" width="20" height="20.5"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            <label opaque="NO" text="Detail" textAlignment="right" id="detail"><rect key="frame" x="329" y="12" width="30" height="20.5"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
            </subviews>
            </tableViewCellContentView>
            </tableViewCell>
            </objects>
            </document>
            """.utf8)
        let (_, result) = try Self.layout(bytes)
        #expect(result.frame(of: "title") == Rect(x: 16, y: 12.75, width: 44, height: 19))
        #expect(result.frame(of: "detail") == Rect(x: 359 - 52, y: 12.75, width: 52, height: 19))
        #expect(result.findings.isEmpty && result.layout.unsatisfiable.isEmpty && result.layout.ambiguous.isEmpty)
    }

    @Test(arguments: [("23721", Rect(x: 135, y: 20, width: 51, height: 31)), ("24504", Rect(x: 123, y: 20, width: 63, height: 28))])
    func aSwitchIsTheSizeOfItsDocumentsDesign(plugIn: String, frame: Rect) throws {
        // Xcode 16's documents (Cocoa Touch plug-in 23xxx) have the 51 × 31 switch, Xcode 26's (24xxx) Liquid Glass's
        // 63 × 28; their constraints hold 2 points less (49 and 61): the switch pinned 16 from the 200-wide root's
        // trailing edge starts at 200 − 16 − 49 and 200 − 16 − 61, 20 from the top.
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/></dependencies>
            <objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
            <subviews><switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle"/></subviews>
            <constraints>
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="c1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            </constraints>
            </view>
            </objects>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(bytes: bytes, file: "test.xib")
        #expect(document.design == (plugIn == "24504" ? .liquidGlass : .compatibility))
        let (_, result) = try Self.layout(bytes)
        #expect(result.frame(of: "toggle") == frame)
    }

    @Test func aSwitchHeldNarrowerIsDrawnAtItsOwnSizeWhereItsConstraintsPutIt() throws {
        // A constraint holds the switch 49 wide, its trailing edge 16 from the 200-wide root's: it starts at 135 and,
        // as UISwitch enforces its size, is 51 wide there — and not reported compressed.
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
            <subviews><switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
            <constraints><constraint firstAttribute="width" constant="49" id="w"/></constraints></switch></subviews>
            <constraints>
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="c1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            </constraints>
            </view>
            </objects>
            </document>
            """.utf8)
        let (_, result) = try Self.layout(bytes)
        #expect(result.frame(of: "toggle") == Rect(x: 135, y: 20, width: 51, height: 31))
        #expect(result.findings.isEmpty)
    }

    /// A 10 × 10 `box` in the view `root`, at its leading edge and its safe area's top: its subviews, guide and
    /// constraints.
    static func boxAtSafeAreaTop(root: String) -> String {
        """
        <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"/></subviews>
        <viewLayoutGuide key="safeArea" id="\(root)Safe"/>
        <constraints>
        <constraint firstItem="box" firstAttribute="top" secondItem="\(root)Safe" secondAttribute="top" id="c1"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="c2"/>
        <constraint firstItem="box" firstAttribute="width" constant="10" id="c3"/>
        <constraint firstItem="box" firstAttribute="height" constant="10" id="c4"/>
        </constraints>
        """
    }

    @Test func aFreeformSceneAndAnEmbeddedOneHaveTheirOwnSizes() throws {
        // On retina4_7 (375 × 667, 20 above): a freeform controller 375 × 1200 whose container view, 300 × 200, embeds
        // a second scene; the embedded scene is the container's size, without the screen's safe area (its box pinned
        // to its safe area's top starts at 0).
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
            <scene sceneID="s1"><objects>
            <viewController id="tall" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="tallRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="1200"/>
            <subviews><containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
            <rect key="frame" x="37.5" y="100" width="300" height="200"/>
            <connections><segue destination="child" kind="embed" id="e1"/></connections>
            </containerView></subviews>
            </view>
            <size key="freeformSize" width="375" height="1200"/>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="child" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="childRoot"><rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            \(Self.boxAtSafeAreaTop(root: "childRoot"))
            </view>
            </viewController>
            </objects></scene>
            </scenes>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(bytes: bytes, file: "test.storyboard")
        #expect(document.objects.map(\.sceneSize) == [Size(width: 375, height: 1200), Size(width: 300, height: 200)])
        let (_, tall) = try Self.layout(bytes, 0)
        #expect(tall.frame(of: "tallRoot") == Rect(x: 0, y: 0, width: 375, height: 1200))
        #expect(tall.frame(of: "holder") == Rect(x: 37.5, y: 100, width: 300, height: 200))
        let (_, child) = try Self.layout(bytes, 1)
        #expect(child.frame(of: "childRoot") == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(child.frame(of: "box") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test(arguments: [true, false])
    func aViewControllersViewInAXibIsItsScreen(ownersView: Bool) throws {
        // A xib on retina5_9 (375 × 812, its safe area 44 from the top) whose view, stored at the screen's size, is its
        // File's Owner's `view`: a controller's view, laid out with the screen's safe area, its box 44 down; any other
        // top-level view has none.
        let outlet = ownersView ? #"<connections><outlet property="view" destination="root" id="o1"/></connections>"# : ""
        let bytes = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useSafeAreas="YES">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DemoViewController">\(outlet)</placeholder>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
            \(Self.boxAtSafeAreaTop(root: "root"))
            </view>
            </objects>
            </document>
            """.utf8)
        let (_, result) = try Self.layout(bytes)
        #expect(result.frame(of: "root") == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(result.frame(of: "box")?.y == (ownersView ? 44 : 0))
    }
}
