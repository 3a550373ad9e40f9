import AutoLayout
import DynamicType
import DynamicTypeLayout
import Foundation
import InterfaceBuilder
import Testing
import TestSupport
import TextMeasurement

/// What the reader makes of an element, and what it says of one it cannot read: the line, what is wrong, what is
/// accepted.
@Suite struct DocumentReadingTests {
    /// A xib whose one top-level view holds `subviews` (and `constraints`), on line 4 onwards.
    static func xib(_ subviews: String, constraints: String = "", attributes: String = "") -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch"\(attributes)>
            <objects>
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
            \(subviews)
            </subviews>
            <constraints>
            \(constraints)
            </constraints>
            </view>
            </objects>
            </document>
            """.utf8)
    }

    static func error(_ bytes: [UInt8]) throws -> InputFileError {
        try #require(throws: InputFileError.self) {
            let document = try InterfaceBuilderDocument(bytes: bytes, file: "test.xib")
            for object in document.objects { _ = try object.makeTree(measurer: TestFonts.measurer) }
        }
    }

    static func labels(_ subviews: String) throws -> [Label] {
        let document = try InterfaceBuilderDocument(bytes: xib(subviews), file: "test.xib")
        return try document.objects[0].makeTree(measurer: TestFonts.measurer).root.subtree.compactMap { $0 as? Label }
    }

    @Test func fontDescriptions() throws {
        let labels = try Self.labels(
            """
            <label text="a" id="l1"><fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/></label>
            <label text="b" id="l2"><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/></label>
            <label text="c" id="l3"><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
            <label text="d" id="l4"><fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="12"/></label>
            <label text="e" id="l5"/>
            <label text="f" id="l6"><fontDescription key="fontDescription" name="HelveticaNeue-CondensedBold" family="Helvetica Neue" pointSize="14"/></label>
            <label text="g" id="l7"><fontDescription key="fontDescription" name="AvenirNext-DemiBold" pointSize="14"/></label>
            """)
        #expect(labels.map(\.font) == [
            .style(.largeTitle), LabelFont(.fixed(15, weight: .semibold)), LabelFont(.fixed(20, weight: .bold)),
            LabelFont(.fixed(12, weight: .heavy), source: .family("Avenir")), LabelFont(.fixed(17)),
            // The weight anywhere in the style (CondensedBold); a family without a `family` attribute, its words spaced.
            LabelFont(.fixed(14, weight: .bold), source: .family("Helvetica Neue")),
            LabelFont(.fixed(14, weight: .semibold), source: .family("Avenir Next")),
        ])
    }

    @Test func labelProperties() throws {
        let label = try #require(
            try Self.labels(
                """
                <label numberOfLines="3" lineBreakMode="middleTruncation" adjustsFontForContentSizeCategory="YES" minimumScaleFactor="0.5" preferredMaxLayoutWidth="120" id="l1">
                <string key="text">one
                two</string>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """
            ).first)
        #expect(label.text == "one\ntwo" && label.numberOfLines == 3 && label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.adjustsFontForContentSizeCategory && label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.preferredMaxLayoutWidth == 120)
    }

    @Test func notAnInterfaceBuilderDocument() throws {
        let plist = Array(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#.utf8)
        var error = try Self.error(plist)
        #expect(error.line == 1 && error.problem == "the root element is <plist>")
        error = try Self.error(Array(#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"/>"#.utf8))
        #expect(error.problem == "a document of type \"com.apple.InterfaceBuilder3.Cocoa.XIB\"")
        error = try Self.error(Array(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="2.0"/>"#.utf8))
        #expect(error.message == "document version \"2.0\"; expected version=\"3.0\", the format Xcode has written since Xcode 5")
    }

    @Test func malformedXMLSaysWhere() throws {
        var bytes = Self.xib(#"<label text="a" id="l1">"#)
        var error = try Self.error(bytes)
        #expect(error.line != nil && error.problem.contains("closing tag"))
        // An encoding libxml2 would convert through iconv is refused before it reads a byte.
        bytes = Array(#"<?xml version="1.0" encoding="UTF-7"?><document/>"#.utf8)
        error = try Self.error(bytes)
        #expect(error.problem == "the document's text encoding is 'UTF-7'" && error.line == 1)
        let folder = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        error = try #require(throws: InputFileError.self) {
            try InterfaceBuilderDocument(contentsOfFile: folder.path)
        }
        #expect(error.reason == .unreadable && error.problem == "a folder, not a storyboard or xib")
    }

    @Test func elementsThatAreWrong() throws {
        var error = try Self.error(Self.xib(#"<label text="a"/>"#))
        #expect(error.line == 6 && error.message == "a <label> without an id; expected id=\"…\", its object id")
        error = try Self.error(Self.xib(#"<label text="a" id="root"/>"#))
        #expect(error.problem == "a second object with id \"root\"")
        error = try Self.error(Self.xib(#"<label text="a" numberOfLines="-1" id="l1"/>"#))
        #expect(error.message == "numberOfLines=\"-1\" is not a count; expected a whole number from 0 to 1,000,000")
        error = try Self.error(Self.xib(#"<label text="a" hidden="yes" id="l1"/>"#))
        #expect(error.message == "hidden=\"yes\" is not YES or NO; expected YES or NO")
        error = try Self.error(Self.xib(#"<label text="a" lineBreakMode="ellipsis" id="l1"/>"#))
        #expect(error.problem == "lineBreakMode=\"ellipsis\" is not one of Interface Builder's values")
        error = try Self.error(
            Self.xib(#"<label text="a" id="l1"><fontDescription key="fontDescription" style="Body"/></label>"#))
        #expect(error.problem == "style=\"Body\" is not a text style")
    }

    @Test func attributedStringFontThatIsWrong() throws {
        // FuzzInterfaceBuilder: an attributed string's font of an unknown type, read after the label had no font
        // description, overran the stack (a typed error thrown on the right of `??`).
        let error = try Self.error(
            Self.xib(
                #"<label id="l1"><attributedString key="attributedText"><fragment content="A"><attributes>"#
                    + #"<font key="NSFont" metaFont="sy\tem" size="10"/></attributes></fragment></attributedString></label>"#))
        #expect(error.message == "metaFont=\"sy\\tem\" is not a font type; expected system, boldSystem or italicSystem")
    }

    @Test func constraintsThatAreWrong() throws {
        let label = #"<label text="a" id="l1"/>"#
        var error = try Self.error(Self.xib(label, constraints: #"<constraint firstItem="l1" firstAttribute="middle" id="c1"/>"#))
        #expect(error.line == 9 && error.problem == "firstAttribute=\"middle\" is not a layout attribute")
        error = try Self.error(
            Self.xib(label, constraints: #"<constraint firstItem="l1" firstAttribute="top" secondItem="nope" secondAttribute="top" id="c1"/>"#))
        #expect(error.problem == "secondItem=\"nope\" is not a view or layout guide of this object")
        error = try Self.error(
            Self.xib(label, constraints: #"<constraint firstItem="l1" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:0" id="c1"/>"#))
        #expect(error.problem == "multiplier=\"1:0\" is not a multiplier")
        error = try Self.error(Self.xib(label, constraints: #"<constraint firstItem="l1" firstAttribute="width" constant="10" priority="1001" id="c1"/>"#))
        #expect(error.problem == "priority=\"1001\" is not a priority")
        // UIKit's own rules: a leading edge is not related to a top.
        error = try Self.error(
            Self.xib(label, constraints: #"<constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c1"/>"#))
        #expect(error.problem.hasPrefix("a constraint UIKit refuses: "))
    }

    @Test func multipliersAsXcodeStoresThem() throws {
        let document = try InterfaceBuilderDocument(
            bytes: Self.xib(
                #"<view id="a"/><view id="b"/><view id="c"/>"#,
                constraints: """
                    <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="131:220" id="c1"/>
                    <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1/4" id="c2"/>
                    <constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.75" id="c3"/>
                    """),
            file: "test.xib")
        let tree = try document.objects[0].makeTree(measurer: TestFonts.measurer)
        #expect(tree.constraints.map(\.multiplier) == [131.0 / 220, 0.25, 0.75])
    }
}
