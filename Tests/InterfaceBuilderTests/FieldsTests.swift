import AutoLayout
import DynamicTypeLayout
import InterfaceBuilder
import Testing
import TestSupport

/// `<textField>` and `<segmentedControl>` elements as Xcode writes them, read into ``TextField`` and
/// ``SegmentedControl`` and laid out with TestSans standing in for the system font (Fixtures/Fonts/README.md: at S
/// points a lowercase letter S/2 wide, an uppercase one 0.7 S, other ASCII punctuation 0.3 S, a line 1.1 S).
@Suite struct FieldsTests {
    /// The xib of `DocumentReadingTests` with `subviews`, each pinned to the root's top left when listed in `pinned`.
    static func layout(_ subviews: String, pinned: [String], at category: ContentSizeCategory = .large) throws
        -> (InterfaceBuilderTree, CategoryLayout)
    {
        let constraints = pinned.enumerated().map { index, id in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l\(index)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" id="t\(index)"/>
            """
        }.joined(separator: "\n")
        let document = try InterfaceBuilderDocument(
            bytes: DocumentReadingTests.xib(subviews, constraints: constraints), file: "test.xib")
        let tree = try document.objects[0].makeTree(measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
        return (tree, try tree.makeLayout().layout(at: category))
    }

    @Test func textFieldsAreMeasured() throws {
        let subviews = """
            <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" adjustsFontForContentSizeCategory="YES" minimumFontSize="17" clearButtonMode="whileEditing" translatesAutoresizingMaskIntoConstraints="NO" id="tf1">
                <rect key="frame" x="0.0" y="0.0" width="97" height="34"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Hello" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf2">
                <rect key="frame" x="0.0" y="0.0" width="97" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Hello" borderStyle="bezel" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf3">
                <rect key="frame" x="0.0" y="0.0" width="97" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        let (tree, large) = try Self.layout(subviews, pinned: ["tf1", "tf2", "tf3"])
        let fields = tree.root.subviews.compactMap { $0 as? TextField }
        #expect(fields.map(\.borderStyle) == [.roundedRect, .none, .bezel])
        #expect(fields.first?.placeholder == "Name" && fields.first?.adjustsFontForContentSizeCategory == true)
        #expect(fields.map(\.text) == ["", "Hello", "Hello"])
        // No longer a stand-in at its stored 97 × 34: nothing is noted. Named by what it shows.
        #expect(tree.notes.isEmpty)
        #expect(tree.views.first { $0.id == "tf1" }?.name == "\"Name\"")
        // The body style at 17 pt, each letter tracked −0.43 (SF Pro's table): "Name" 11.9 + 3 × 8.5 − 4 × 0.43 =
        // 35.68, rounded up to 36, with 7 + 7; a line of 18.7, 19, with 6.5 + 6.5.
        #expect(large.frame(of: "tf1") == Rect(x: 0, y: 0, width: 50, height: 32))
        // "Hello" at 10 pt, 27 × 11: alone without a border, inside 2 at every side in a bezel.
        #expect(large.frame(of: "tf2") == Rect(x: 0, y: 0, width: 27, height: 11))
        #expect(large.frame(of: "tf3") == Rect(x: 0, y: 0, width: 31, height: 15))
        // At AX3 body is 40 pt, tracked +0.37: 28 + 60 + 1.48 = 89.48, 90 with the padding 104; a line of 44, 57. The
        // fixed fonts do not move.
        let (_, ax3) = try Self.layout(subviews, pinned: ["tf1", "tf2", "tf3"], at: .accessibility3)
        #expect(ax3.frame(of: "tf1") == Rect(x: 0, y: 0, width: 104, height: 57))
        #expect(ax3.frame(of: "tf2") == Rect(x: 0, y: 0, width: 27, height: 11))
    }

    @Test func segmentedControlsAreMeasured() throws {
        func control(_ segments: String, _ attributes: String = "") -> String {
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0"\(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="sc1">
                <rect key="frame" x="0.0" y="0.0" width="121" height="32"/>
                <segments>
                    \(segments)
                </segments>
            </segmentedControl>
            """
        }
        let segments = #"<segment title="First"/> <segment title="Second"/>"#
        // The system font at 13 pt: "First" 9.1 + 4 × 6.5 = 35.1 and "Second" 9.1 + 5 × 6.5 = 41.6, rounded up to 36
        // and 42, with 7 + 7: 50 and 56; both as wide as the wider. A line of 14.3, 15, with 8 + 8.
        let (tree, equal) = try Self.layout(control(segments), pinned: ["sc1"])
        #expect(equal.frame(of: "sc1") == Rect(x: 0, y: 0, width: 112, height: 31))
        #expect(tree.notes.isEmpty)
        let read = try #require(tree.root.subviews.first as? SegmentedControl)
        #expect(read.segments.map(\.title) == ["First", "Second"] && read.font == LabelFont(.fixed(13), source: .face(TestFonts.sans)))
        // Apportioned: each its own.
        let (_, apportioned) = try Self.layout(
            control(segments, #" apportionsSegmentWidthsByContent="YES""#), pinned: ["sc1"])
        #expect(apportioned.frame(of: "sc1")?.width == 106)
        // A width of its own for the second: 50 + 80.
        let (_, fixed) = try Self.layout(
            control(#"<segment title="First"/> <segment title="Second" width="80"/>"#,
                    #" apportionsSegmentWidthsByContent="YES""#),
            pinned: ["sc1"])
        #expect(fixed.frame(of: "sc1")?.width == 130)
    }

    @Test func whatIsNotModelledIsNoted() throws {
        let (tree, _) = try Self.layout(
            """
            <textField borderStyle="roundedRect" text="Hi" clearButtonMode="always" adjustsFontSizeToFit="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tf1"/>
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="sc1"><segments><segment title="A"/><segment image="star"/></segments></segmentedControl>
            """,
            pinned: [])
        #expect(tree.notes.map(\.message) == [
            #"its clear button (clearButtonMode="always") is not modelled: no room is kept for it"#,
            "its text shrinking to fit (adjustsFontSizeToFit) is not modelled",
            "a segment's image is not measured: the segment is as wide as its title",
        ])
    }

    @Test func valuesXcodeDoesNotWriteAreErrors() throws {
        var error = try DocumentReadingTests.error(DocumentReadingTests.xib(#"<textField borderStyle="rounded" id="tf1"/>"#))
        #expect(error.line == 6)
        #expect(error.message == "borderStyle=\"rounded\" is not one of Interface Builder's values; "
            + "expected none, line, bezel, roundedRect")
        error = try DocumentReadingTests.error(
            DocumentReadingTests.xib(#"<segmentedControl id="sc1"><segments><segment title="A" width="-3"/></segments></segmentedControl>"#))
        #expect(error.message == "width=\"-3\" is not a segment's width; expected a number of points ≥ 0, 0 sized automatically")
    }
}
