import DynamicType
import DynamicTypeTesting
import TestSupport
import TextMeasurement
import XCTest

/// `XCTAssertFits` and `XCTAssertFitsSideBySide` in an XCTestCase. Only passing cases call them: corelibs XCTest has
/// no `XCTExpectFailure`, so the failing message is checked through ``FitResult/failureMessage``, which is what the
/// helper passes to `XCTFail`.
final class XCTestHelperTests: XCTestCase {
    func testFitsInThreeLines() {
        XCTAssertFits("Add to Cart", style: .body, width: 10_000, maxLines: 1)
    }

    func testPassingCheckReturnsTheResult() throws {
        let font = FontSource.face(TestFonts.sans)
        let result = XCTAssertFits(
            "Add to Cart", style: .body, width: 120, maxLines: 2, categories: ...(.extraExtraExtraLarge), font: font,
            measurer: TestFonts.measurer)
        XCTAssertEqual(result?.fits, true)
        XCTAssertEqual(result?.reports.count, 7)
        XCTAssertFits("Hello World", size: 17, width: 100, maxLines: 1, font: font, measurer: TestFonts.measurer)
    }

    func testFailureMessage() throws {
        let font = FontSource.face(TestFonts.sans)
        let result = try FitCheck("Add to Cart", style: .body, width: 120, maxLines: 2, font: font)
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
    }
}
