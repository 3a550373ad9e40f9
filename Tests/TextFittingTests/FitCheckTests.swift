import DynamicType
import TestSupport
import Testing
import TextFitting
import TextMeasurement

/// Fit checks with hand-computed expectations, TestSans in the iOS body style.
///
/// Body (iOS scale): size / leading / SF Pro tracking in 1/1000 em per cluster, by category:
/// XS 14/19/−11, S 15/20/−16, M 16/21/−20, L 17/22/−26, XL 19/24/−24, XXL 21/26/−18, XXXL 23/29/−4, AX1 28/34/+14,
/// AX2 33/40/+12, AX3 40/48/+10, AX4 47/56/+8, AX5 53/62/+6.
///
/// "Add to Cart" in TestSans: Add 1700 units (3 clusters), to 1000 (2), Cart 2200 (4), space 250; width at size s
/// with tracking t per cluster: units × s / 1000 + clusters × t. With the standard strategy (push-out), a lone last
/// word pulls the word before it down when both fit.
@Suite("Fit checks")
struct FitCheckTests {
    let font: FontSource
    let measurer = TestFonts.measurer

    init() throws {
        font = .face(TestFonts.sans)
    }

    func check(width: Double, maxLines: Int = 2) throws -> FitResult {
        try FitCheck("Add to Cart", style: .body, width: width, numberOfLines: maxLines, font: font).run(using: measurer)
    }

    @Test("fails exactly at the categories that need more lines, with the message naming them")
    func failingCategories() throws {
        // At 120 pt: AX2 (33 pt, +0.396 per cluster) "Add" 57.288 / "to Cart" 116.622 — 2 lines.
        // AX3 (40 pt, +0.4): "Add to" = 2950 × 0.04 + 6 × 0.4 = 120.4 > 120, "to Cart" = 140.8 > 120: Add / to / Cart.
        // AX4 and AX5: "Add to" is wider still, "Cart" = 104.904 and 117.872 fit: 3 lines.
        let result = try check(width: 120)
        #expect(!result.fits)
        #expect(result.failingCategories == [.accessibility3, .accessibility4, .accessibility5])
        #expect(result.failureMessage == #""Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 120 pt, body in TestSans"#)
        #expect(result.message == result.failureMessage)
    }

    @Test("lines, heights and overflow per category: the first line as tall as the font, later ones the leading")
    func linesAndHeights() throws {
        let result = try check(width: 120)
        #expect(result.reports.map(\.category) == ContentSizeCategory.allCases)
        #expect(result.reports.map(\.linesNeeded) == [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3])
        #expect(result.reports.map(\.pointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])

        let xxxl = try #require(result[.extraExtraExtraLarge])
        #expect(xxxl.fits && xxxl.overflowLines == 0 && xxxl.overflowHeight == 0 && xxxl.truncation == nil)
        // TestSans's own line at 23 pt (1100 units: 25.3), then the leading, 29.
        #expect(approximately(xxxl.height, 25.3 + 29))

        // needed = first line + 2 × leading, shown = first line + 1 × leading, overflow = 1 × leading.
        for (category, size, leading) in [
            (ContentSizeCategory.accessibility3, 40.0, 48.0), (.accessibility4, 47, 56), (.accessibility5, 53, 62),
        ] {
            let report = try #require(result[category])
            let first = size * 1.1
            #expect(!report.fits)
            #expect(report.overflowLines == 1)
            #expect(approximately(report.neededHeight, first + 2 * leading))
            #expect(approximately(report.height, first + leading))
            #expect(approximately(report.overflowHeight, leading))
            #expect(report.layout.isTruncated && report.layout.lineCount == 2)
        }
    }

    @Test("different line counts are listed per count, fewest first; a word wider than the line is broken")
    func differentLineCounts() throws {
        // At 100 pt: AX2 "Add to" = 99.726 fits, 2 lines. AX3: Add / to / Cart (89.6). AX4: "Cart" = 2200 × 0.047 +
        // 4 × 0.376 = 104.904 > 100, so it breaks: "Car" 81.028 / "t" — 4 lines; AX5 likewise.
        let result = try check(width: 100)
        #expect(result.reports.map(\.linesNeeded).suffix(4) == [2, 3, 4, 4])
        #expect(
            result.failureMessage
                == #""Add to Cart" needs 3 lines at AX3, 4 lines at AX4…AX5 (max 2) at 100 pt, body in TestSans"#)
        let ax4 = try #require(result[.accessibility4])
        #expect(ax4.unlimitedLayout.lines.map(\.range) == [0..<3, 4..<6, 7..<10, 10..<11])
    }

    @Test("where the text is cut: the truncated layout's last line, tail truncation")
    func truncation() throws {
        // AX3 at 120 pt: lines "Add" / "to Cart…". Ellipsis 900 × 0.04 + 0.4 = 36.4, so 83.6 pt for text:
        // "to C" = 1950 × 0.04 + 4 × 0.4 = 79.6 fits, "to Ca" = 100 does not.
        let report = try #require(try check(width: 120)[.accessibility3])
        let truncation = try #require(report.truncation)
        #expect(truncation.utf16Offset == 8)
        #expect(truncation.keptText == "Add to C")
        #expect(truncation.lastLineRange == 4..<8)
        #expect(truncation.hasEllipsis)
    }

    @Test("word wrapping cuts the last line without an ellipsis")
    func truncationByWordWrapping() throws {
        let result = try FitCheck(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2, font: font, lineBreakMode: .byWordWrapping
        ).run(using: measurer)
        let truncation = try #require(result[.accessibility3]?.truncation)
        #expect(truncation.utf16Offset == 6)
        #expect(truncation.keptText == "Add to")
        #expect(!truncation.hasEllipsis)
    }

    @Test("the kept text is the text's first utf16Offset units, past accents, emoji and CJK")
    func keptTextOfMultiByteText() throws {
        // Cut by word and by character at many widths: the kept text is always the UTF-16 prefix, whole scalars.
        let text = "Añadir 🛒 ñandú 日本語 ✓✓ café e\u{301} 👩🏽‍💻 end"
        var offsets: Set<Int> = []
        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
            for width in stride(from: 20.0, through: 200, by: 7) {
                let result = try FitCheck(
                    text, size: 17, width: width, numberOfLines: 1, font: font, lineBreakMode: mode
                ).run(using: measurer)
                let truncation = try #require(result.reports.first?.truncation)
                let expected = String(decoding: text.utf16.prefix(truncation.utf16Offset), as: UTF16.self)
                #expect(truncation.keptText == expected, "\(mode) \(width)")
                offsets.insert(truncation.utf16Offset)
            }
        }
        #expect(offsets.count > 10)  // many different cuts were checked
    }

    @Test("a fixed size is the same at every category, with the font's own line height")
    func fixedSize() throws {
        // "Hello" = "World" = 2700 units = 45.9 pt at 17 pt, "Hello World" 96.05: two lines in 60 pt.
        // Line height 1100 units = 18.7 pt. Ellipsis 15.3 pt leaves 44.7: "Hell" = 37.4 fits, "Hello" = 45.9 not.
        let result = try FitCheck("Hello World", size: 17, width: 60, numberOfLines: 1, font: font).run(using: measurer)
        #expect(result.failingCategories == ContentSizeCategory.allCases)
        #expect(result.failureMessage == #""Hello World" needs 2 lines at XS…AX5 (max 1) at 60 pt, 17 pt in TestSans"#)
        for report in result.reports {
            #expect(report.pointSize == 17)
            #expect(approximately(report.overflowHeight, 18.7))
            #expect(report.truncation?.keptText == "Hell")
            #expect(report.truncation?.utf16Offset == 4)
        }
    }

    @Test("a custom size scales with the style's line height, rounded to whole points, and caps")
    func scaledSize() throws {
        // 17 × leading / 22, rounded: XS 14.68→15, S 15.45→15, M 16.23→16, L 17, XL 18.55→19, XXL 20.09→20,
        // XXXL 22.41→22, AX1 26.27→26, AX2 30.91→31, AX3 37.09→37, AX4 43.27→43, AX5 47.91→48.
        // "Hello World" = 5.65 pt per point of size: 146.9 at 26 fits 150, 175.15 at 31 does not.
        let scaled = FontSize.scaled(17, relativeTo: .body)
        let result = try FitCheck("Hello World", size: scaled, width: 150, numberOfLines: 1, font: font).run(using: measurer)
        #expect(result.reports.map(\.pointSize) == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48])
        #expect(result.failingCategories == [.accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(
            result.failureMessage
                == #""Hello World" needs 2 lines at AX2…AX5 (max 1) at 150 pt, 17 pt scaled like body in TestSans"#)

        let capped = FontSize.scaled(17, relativeTo: .body, maximumPointSize: 26)
        let cappedResult = try FitCheck("Hello World", size: capped, width: 150, numberOfLines: 1, font: font)
            .run(using: measurer)
        #expect(cappedResult.fits)
        #expect(cappedResult.reports.last?.pointSize == 26)
    }

    @Test("categories from a range or an array: checked ascending, each once")
    func categorySelection() throws {
        let upToXXXL = try FitCheck(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: ...(.extraExtraExtraLarge), font: font
        ).run(using: measurer)
        #expect(upToXXXL.fits)
        #expect(upToXXXL.reports.count == 7)
        #expect(
            upToXXXL.message == #""Add to Cart" fits at XS…XXXL (at most 2 lines, max 2) at 120 pt, body in TestSans"#)

        let fromLarge = try FitCheck(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: .large..., font: font
        ).run(using: measurer)
        #expect(fromLarge.reports.count == 9)
        #expect(fromLarge.failingCategories == [.accessibility3, .accessibility4, .accessibility5])

        let closed = try FitCheck(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2, categories: .accessibility1 ... .accessibility4,
            font: font
        ).run(using: measurer)
        #expect(closed.failureMessage == #""Add to Cart" needs 3 lines at AX3…AX4 (max 2) at 120 pt, body in TestSans"#)

        let picked = try FitCheck(
            "Add to Cart", style: .body, width: 120, numberOfLines: 2,
            categories: [.accessibility5, .large, .accessibility3, .large], font: font
        ).run(using: measurer)
        #expect(picked.reports.map(\.category) == [.large, .accessibility3, .accessibility5])
        #expect(
            picked.failureMessage == #""Add to Cart" needs 3 lines at AX3, AX5 (max 2) at 120 pt, body in TestSans"#)
    }

    @Test("maxLines 0 is no limit: every text fits, however many lines it needs")
    func noLineLimit() throws {
        let result = try check(width: 10, maxLines: 0)
        #expect(result.fits)
        #expect(result.failureMessage == nil)
        #expect(result.reports.allSatisfy { $0.linesNeeded > 2 && $0.truncation == nil && $0.overflowHeight == 0 })
        #expect(result.message.hasPrefix(#""Add to Cart" fits at XS…AX5 (at most "#))
        #expect(result.message.hasSuffix(" lines, no limit) at 10 pt, body in TestSans"))
    }

    @Test("an empty text fits in no lines")
    func emptyText() throws {
        let result = try FitCheck("", style: .body, width: 100, numberOfLines: 1, font: font).run(using: measurer)
        #expect(result.fits)
        #expect(result.reports.allSatisfy { $0.linesNeeded == 0 && $0.height == 0 })
        #expect(result.message == #""" fits at XS…AX5 (at most 0 lines, max 1) at 100 pt, body in TestSans"#)
    }

    @Test("the text is quoted with escapes; a long one is cut at 60 characters")
    func quoting() throws {
        // A hard break makes two lines at any width.
        let quoted = try FitCheck("Say \"hi\"\nnow", size: 17, width: 1000, numberOfLines: 1, font: font)
            .run(using: measurer)
        let expected = #""Say \"hi\"\nnow" needs 2 lines at XS…AX5 (max 1) at 1000 pt, 17 pt in TestSans"#
        #expect(quoted.failureMessage == expected)

        let long = String(repeating: "a", count: 70)
        let cut = try FitCheck(long, size: 17, width: 100, numberOfLines: 1, font: font).run(using: measurer)
        #expect(cut.message.hasPrefix("\"" + String(repeating: "a", count: 59) + "…\" needs "))
    }

    @Test("a text style outside the iOS scale: categories the scale lacks read the ones it resolves to")
    func otherScale() throws {
        // watchOS stops at AX3, so AX4 and AX5 are set at AX3's size.
        let result = try FitCheck("Add to Cart", style: .body, in: .watchOS, width: 100, numberOfLines: 1, font: font)
            .run(using: measurer)
        #expect(result[.accessibility5]?.pointSize == result[.accessibility3]?.pointSize)
        #expect(result.failureMessage?.hasSuffix("at 100 pt, body (watchOS) in TestSans") == true)
    }

    @Test("the system font through the shared measurer; the message names the style alone")
    func sharedMeasurer() throws {
        let fits = try FitCheck("Add to Cart", style: .body, width: 10_000, numberOfLines: 1).run()
        #expect(fits.message == #""Add to Cart" fits at XS…AX5 (at most 1 line, max 1) at 10000 pt, body"#)
        // Every letter is wider than half a point in any font: one per line.
        let fails = try FitCheck("Checkout", style: .body, width: 0.5, numberOfLines: 2).run()
        #expect(fails.failureMessage == #""Checkout" needs 8 lines at XS…AX5 (max 2) at 0.5 pt, body"#)
        #expect(TextMeasurer.shared === TextMeasurer.shared)
    }

    @Test(
        "bad input is a MeasurementError naming the value",
        arguments: [
            ("width", -1.0, 2), ("width", .nan, 2), ("width", .infinity, 2), ("max lines", 100, -1),
        ] as [(String, Double, Int)])
    func badInput(name: String, width: Double, maxLines: Int) {
        #expect {
            try FitCheck("x", style: .body, width: width, numberOfLines: maxLines, font: font).run(using: measurer)
        } throws: { error in
            guard case .invalidValue(let reported, _, _) = error as? MeasurementError else { return false }
            return reported == name
        }
    }

    @Test("no categories, a size out of range, and a style the scale lacks are errors")
    func otherBadInput() {
        #expect(
            throws: MeasurementError.invalidValue(
                name: "categories", value: "[]", accepted: "at least one content-size category")
        ) {
            try FitCheck("x", style: .body, width: 10, numberOfLines: 1, categories: [], font: font).run(using: measurer)
        }
        #expect(
            throws: MeasurementError.invalidValue(
                name: "size", value: "0.0", accepted: "a finite number of points above 0")
        ) {
            try FitCheck("x", size: 0, width: 10, numberOfLines: 1, font: font).run(using: measurer)
        }
        #expect {
            try FitCheck("x", style: TextStyle("hero"), width: 10, numberOfLines: 1, font: font).run(using: measurer)
        } throws: { error in
            guard case .invalidValue(let name, _, _) = error as? MeasurementError else { return false }
            return name == "text style"
        }
    }

    @Test(
        "how messages name a font",
        arguments: [
            (FitLabel("x", style: .body), "body"),
            (FitLabel("x", style: .body, in: .watchOS), "body (watchOS)"),
            (FitLabel("x", size: 17), "17 pt"),
            (FitLabel("x", size: 17.5), "17.5 pt"),
            (FitLabel("x", size: .fixed(17, weight: .semibold)), "17 pt semibold"),
            (
                FitLabel("x", size: .scaled(17, relativeTo: .body, maximumPointSize: 44)),
                "17 pt scaled like body, max 44 pt"
            ),
            (FitLabel("x", style: .headline, font: .family("Inter")), "headline in Inter"),
        ])
    func fontDescription(label: FitLabel, expected: String) {
        #expect(label.fontDescription == expected)
    }
}
