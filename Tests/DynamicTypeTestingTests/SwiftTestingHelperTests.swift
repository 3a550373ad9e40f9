import DynamicType
import DynamicTypeTesting
import TestSupport
import Testing
import TextMeasurement

/// `expectFits`: silent when the text fits, an issue with the message at the caller's
/// source location when it does not.
@Suite("Swift Testing helpers")
struct SwiftTestingHelperTests {
    let font: FontSource
    let measurer = TestFonts.measurer

    init() throws {
        font = .face(TestFonts.sans)
    }

    @Test("passes silently when the text fits, and returns the result")
    func passes() throws {
        let result = try #require(
            expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, font: font, measurer: measurer))
        #expect(result.fits)
        expectFits("Hello World", size: 17, width: 100, numberOfLines: 1, font: font, measurer: measurer)
        expectFits(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: ...(.extraExtraExtraLarge), font: font,
            measurer: measurer)
    }

    @Test("with the system font: an issue when the text cannot fit")
    func systemFont() {
        // Every letter of any font is wider than half a point: one letter per line, 8 lines for "Checkout".
        withKnownIssue {
            expectFits("Checkout", style: .body, width: 0.5, numberOfLines: 2)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#""Checkout" needs 8 lines at XS…AX5 (max 2) at 0.5 pt, body"#]
        }
    }

    @Test("records an issue with the message, at the source location given")
    func recordsIssue() {
        let here: SourceLocation = #_sourceLocation
        let expected = #""Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 120 pt, body in TestSans"#
        withKnownIssue {
            let result = expectFits(
                "Add to Cart", style: .body, width: 120, numberOfLines: 2, font: font, measurer: measurer,
                sourceLocation: here)
            #expect(result?.failingCategories == [.accessibility3, .accessibility4, .accessibility5])
        } matching: { issue in
            issue.sourceLocation == here && issue.comments.map(\.rawValue) == [expected]
        }
    }

    @Test("the range and fixed-size forms record issues too")
    func otherForms() {
        withKnownIssue {
            expectFits(
                "Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: .large..., font: font,
                measurer: measurer)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                #""Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 120 pt, body in TestSans"#
            ]
        }
        withKnownIssue {
            expectFits(
                "Hello World", size: 17, width: 60, numberOfLines: 1, categories: [.large], font: font, measurer: measurer)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#""Hello World" needs 2 lines at L (max 1) at 60 pt, 17 pt in TestSans"#]
        }
    }

    @Test("an error is recorded as an issue and gives no result")
    func recordsError() {
        withKnownIssue {
            let result = expectFits("x", style: .body, width: -1, numberOfLines: 1, font: font, measurer: measurer)
            #expect(result == nil)
        } matching: { issue in
            issue.error is MeasurementError
        }
    }

    static let checks = [
        FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2),
        FitCheck("Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: ...(.extraExtraExtraLarge)),
        FitCheck("Hello World", size: 17, width: 100, numberOfLines: 1),
    ]

    @Test("a table of checks", arguments: checks)
    func table(check: FitCheck) throws {
        var check = check
        check.label.font.source = font
        expectFits(check, measurer: measurer)
    }

    @Test("a check describes itself for test reports")
    func testDescription() {
        #expect(
            FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2).testDescription
                == #""Add to Cart" in 2 lines of 160 pt, body"#)
    }
}

/// The README's three-line example, kept passing, and its 160-pt failure message checked word for word.
@Test func readmeAddToCartFits() throws {
    expectFits("Add to Cart", style: .body, width: 200, numberOfLines: 2)
    let narrow = try FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2).run(using: .shared)
    #expect(narrow.failureMessage == "\"Add to Cart\" needs 3 lines at AX5 (max 2) at 160 pt, body")
}

/// The DocC article "Checking fit in tests", its examples checked word for word (issue 13: it said AX3…AX5, "AX3,
/// 4 lines at AX4…AX5" and "Add to" where the measurer gives AX5, "AX2…AX4, 4 lines at AX5" and "Add to C").
@Test func checkingFitArticleExamples() throws {
    let narrow = try FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2).run(using: .shared)
    #expect(narrow.failureMessage == "\"Add to Cart\" needs 3 lines at AX5 (max 2) at 160 pt, body")
    let report = try #require(narrow.failures.first)
    #expect(report.category == .accessibility5)
    // The third line at AX5: body's leading is 62, but the stand-in's own line at 53 pt is SF Pro's, 53 × 2444 / 2048
    // = 63.248046875, and a line is never shorter than its font.
    #expect(report.linesNeeded == 3 && report.overflowLines == 1 && approximately(report.overflowHeight, 53.0 * 2444 / 2048))
    #expect(report.truncation?.keptText == "Add to C")
    let narrower = try FitCheck("Add to Cart", style: .body, width: 100, numberOfLines: 2).run(using: .shared)
    #expect(narrower.failureMessage == "\"Add to Cart\" needs 3 lines at AX2…AX4, 4 lines at AX5 (max 2) at 100 pt, body")
}
