import DynamicType
import DynamicTypeTesting
import Foundation
import TestSupport
import TextMeasurement
import XCTest

/// `XCTAssertFits`, `XCTAssertFitsSideBySide`, `XCTAssertCatalogFits` and `XCTAssertLayoutFits` in an XCTestCase, passing and failing.
/// corelibs XCTest has no `XCTExpectFailure`, so while ``expectingFailures(_:)`` runs, this case keeps the failures
/// the helpers report (`recordFailure`, which `XCTFail` calls) instead of failing, and the test checks them.
final class XCTestHelperTests: XCTestCase {
    private struct Failure: Equatable {
        var message: String
        var file: String
        var line: Int
    }

    private var captured: [Failure]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard captured != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber,
                                       expected: expected)
        }
        captured?.append(Failure(message: description, file: filePath, line: lineNumber))
    }

    /// The failures `body` reports, kept rather than failing the test.
    private func expectingFailures(_ body: () -> Void) -> [Failure] {
        captured = []
        body()
        defer { captured = nil }
        return captured ?? []
    }

    func testFailingCheckFailsAtTheCallerWithTheMessage() {
        let font = FontSource.face(TestFonts.sans)
        var result: FitResult?
        let line = #line + 2
        let failures = expectingFailures {
            result = XCTAssertFits("Add to Cart", style: .body, width: 120, numberOfLines: 2, font: font, measurer: TestFonts.measurer)
        }
        // XCTFail's description is "failed - " and the message.
        XCTAssertEqual(
            failures.map(\.message), [#"failed - "Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 120 pt, body in TestSans"#])
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), ["\(#filePath)"])
        XCTAssertEqual(result?.failingCategories, [.accessibility3, .accessibility4, .accessibility5])
    }

    func testLayoutFailsAtTheCallerWithOneLinePerProblem() throws {
        let screen = try LayoutHelperTests.screen(width: 200)
        let line = #line + 1
        let failures = expectingFailures { XCTAssertLayoutFits(screen) }
        XCTAssertEqual(
            failures.map(\.message), [#"failed - name "Name" at AX3…AX5: truncated: needs 2 lines at width 82, shows 1 (at AX3)"#])
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(expectingFailures { XCTAssertLayoutFits(try! LayoutHelperTests.screen(width: 400)) }.isEmpty)
    }

    func testInterfaceBuilderDocumentFailsOncePerObject() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Narrow.xib").path
        try InterfaceBuilderHelperTests.document.replacingOccurrences(of: #"width="200""#, with: #"width="10""#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let line = #line + 1
        let failures = expectingFailures { XCTAssertLayoutFits(contentsOf: path, categories: [.large]) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(
            failures.first?.message.hasPrefix("failed - Row (rOw-Vw-001):\n\(path):7: dLv-Lb-001 \"Delivery address\" at L: truncated") == true,
            failures.first?.message ?? "")
        XCTAssertEqual(failures.map(\.line), [line])
        let skipped = expectingFailures { XCTAssertLayoutFits(contentsOf: path, scene: "Nope") }
        XCTAssertEqual(
            skipped.map(\.message),
            ["failed - could not lay out \(path): \(path): no scene, view or cell Nope; expected Row (rOw-Vw-001)"])
    }

    func testUnmeasurableTextFails() {
        let failures = expectingFailures {
            XCTAssertFits("Add to Cart", style: .body, width: -1, numberOfLines: 2, measurer: TestFonts.measurer)
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("width") == true, failures.first?.message ?? "")
    }

    func testCatalogFailuresAreOnePerText() throws {
        // TestSans at 10 pt: "abcdefgh" is 40 pt, two lines of 30 pt at every category; "ab cd" 22.5 pt fits.
        let file = try temporaryFile(#"{"short": "ab cd", "long": "abcdefgh"}"#, name: "strings.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let base = AuditLabelFields(size: 10, fontFile: TestFonts.sansPath, width: 30, numberOfLines: 1)
        let failures = expectingFailures {
            XCTAssertCatalogFits([file.path], base: base, measurer: TestFonts.measurer)
        }
        XCTAssertEqual(
            failures.map(\.message),
            ["failed - \(file.path):1: long: \"abcdefgh\" needs 2 lines at XS…AX5 (max 1) at 30 pt, 10 pt in TestSans"])
        let wider = AuditLabelFields(size: 10, fontFile: TestFonts.sansPath, width: 40, numberOfLines: 1)
        XCTAssertEqual(expectingFailures { XCTAssertCatalogFits([file.path], base: wider, measurer: TestFonts.measurer) }, [])
    }

    func testPassingCheckReturnsTheResult() throws {
        let font = FontSource.face(TestFonts.sans)
        let result = XCTAssertFits(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: ...(.extraExtraExtraLarge), font: font,
            measurer: TestFonts.measurer)
        XCTAssertEqual(result?.fits, true)
        XCTAssertEqual(result?.reports.count, 7)
        XCTAssertFits("Hello World", size: 17, width: 100, numberOfLines: 1, font: font, measurer: TestFonts.measurer)
    }

    func testFailureMessage() throws {
        let font = FontSource.face(TestFonts.sans)
        let result = try FitCheck("Add to Cart", style: .body, width: 120, numberOfLines: 2, font: font)
            .run(using: TestFonts.measurer)
        XCTAssertEqual(
            result.failureMessage, #""Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 120 pt, body in TestSans"#)
    }

    func testSideBySide() throws {
        let font = FontSource.face(TestFonts.sans)
        let row = XCTAssertFitsSideBySide(
            FitLabel("Hello", style: .body, font: font), FitLabel("World", style: .body, font: font), spacing: 8,
            width: 200, categories: ...(.accessibility2), measurer: TestFonts.measurer)
        XCTAssertEqual(row?.fits, true)
        XCTAssertEqual(row?.rows.count, 9)
        // The short form (issue 13): two texts in one style, the system font.
        let short = XCTAssertFitsSideBySide("Total", "$1,234.56", style: .body, spacing: 8, width: 343, categories: [.large])
        XCTAssertEqual(short?.fits, true)
    }

    func testSideBySideFailsAtTheCallerNamingTheLabelAndWhereToStack() {
        // "Hello" and "World" in body, TestSans: 110 pt each at AX3, so 228 with the spacing, more than 200; stacked,
        // each fits in 200 (SideBySideLayoutTests).
        let font = FontSource.face(TestFonts.sans)
        var row: SideBySideLayout?
        let line = #line + 2
        let failures = expectingFailures {
            row = XCTAssertFitsSideBySide(
                FitLabel("Hello", style: .body, font: font), FitLabel("World", style: .body, font: font), spacing: 8,
                width: 200, measurer: TestFonts.measurer)
        }
        XCTAssertEqual(
            failures.map(\.message), [
                #"failed - "Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart in 200 pt: "#
                    + #"side by side, "Hello" truncates at AX3…AX5; stack vertically from AX3 (stacked, they fit)"#
            ])
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), ["\(#filePath)"])
        XCTAssertEqual(row?.stackingCategories, [.accessibility3, .accessibility4, .accessibility5])
        // A value that cannot be laid out fails too, with no result.
        var refused: SideBySideLayout?
        let refusal = expectingFailures {
            refused = XCTAssertFitsSideBySide(
                FitLabel("Hello", style: .body, font: font), FitLabel("World", style: .body, font: font), spacing: .nan,
                width: 200, measurer: TestFonts.measurer)
        }
        XCTAssertNil(refused)
        XCTAssertEqual(
            refusal.map(\.message), [
                #"failed - could not lay out "Hello" and "World" side by side: "#
                    + "spacing nan is not accepted; expected a finite number of points ≥ 0"
            ])
    }
}
