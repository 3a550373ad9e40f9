import DynamicTypeTesting
import Foundation
import TestSupport
import Testing

/// `expectLayoutFits(contentsOf:)` and `LayoutFit` of an Interface Builder object: the problems at their places in the
/// document. The xib's one label, "Delivery address" in body (TestSans, adjusting), is pinned to a 200-wide view: at
/// AX1 body is 28 pt and the text 19.6 + 7 × 14 + 7 + 7 × 14 = 222.6 pt (more with the style's tracking), at xxxLarge
/// 23 pt and 182.85.
@Suite("Interface Builder helpers")
struct InterfaceBuilderHelperTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <objects>
        <view contentMode="scaleToFill" id="rOw-Vw-001" userLabel="Row">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <subviews>
        <label text="Delivery address" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dLv-Lb-001">
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        </label>
        </subviews>
        <constraints>
        <constraint firstItem="dLv-Lb-001" firstAttribute="leading" secondItem="rOw-Vw-001" secondAttribute="leading" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="dLv-Lb-001" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="dLv-Lb-001" firstAttribute="top" secondItem="rOw-Vw-001" secondAttribute="top" id="c3"/>
        </constraints>
        </view>
        </objects>
        </document>
        """

    @Test("a view's problems at its line in the document, the categories, the first one's details")
    func messageAtTheElement() throws {
        let document = try InterfaceBuilderDocument(bytes: Array(Self.document.utf8), file: "Row.xib")
        let fit = try LayoutFit(document.objects[0], measurer: TestFonts.measurer, systemFont: .face(TestFonts.sans))
        #expect(!fit.fits)
        let message = try #require(fit.failureMessage)
        #expect(message.hasPrefix(#"Row.xib:7: dLv-Lb-001 "Delivery address" at AX1…AX5: truncated: needs 2 lines at width 200"#))
        #expect(message.hasSuffix("(at AX1)"))
        let clean = try LayoutFit(
            document.objects[0], categories: [.large, .extraExtraExtraLarge], measurer: TestFonts.measurer,
            systemFont: .face(TestFonts.sans))
        #expect(clean.fits && clean.failureMessage == nil)
    }

    @Test("expectLayoutFits(contentsOf:) records one issue per object that does not fit, and none for a scene it skips")
    func recordsIssues() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A label 10 pt wide truncates in any font.
        let path = directory.appendingPathComponent("Narrow.xib").path
        try Self.document.replacingOccurrences(of: #"width="200""#, with: #"width="10""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        withKnownIssue {
            expectLayoutFits(contentsOf: path, categories: [.large])
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("Row (rOw-Vw-001):\n\(path):7: dLv-Lb-001 \"Delivery address\" at L: truncated")
        }
        withKnownIssue {
            expectLayoutFits(contentsOf: path, scene: "Nope")
        } matching: { issue in
            (issue.error as? InputFileError)?.message == "no scene, view or cell Nope; expected Row (rOw-Vw-001)"
        }
        let fits = try #require(
            expectLayoutFits(contentsOf: Fixtures.path("Layouts/Legacy.storyboard"), scene: "Details", categories: [.large]))
        #expect(fits.count == 1 && fits[0].fits)
    }
}
