import Foundation
import TestSupport
import Testing
import TextMeasurement

/// Inputs that once took time quadratic in their length, or that push a limit: each must finish (this suite would
/// hang, not fail, if one regressed) and give a sensible layout. `Scripts/limits` times the same shapes at full size
/// (10 MB, a million marks) in release mode; these are the sizes a debug test can afford.
struct PathologicalInputTests {
    let measurer = TextMeasurer(fontMatcher: nil, cacheCapacity: 0)

    /// Kerning (A V) and a ligature (f i) everywhere, so nearly every width is cut where breaking is unsafe and is
    /// shaped again: truncating the last line used to try every end (tail) or start (head) of the whole rest of the
    /// paragraph, each shaped again — a 64 KB paragraph took 19 s in release mode.
    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping])
    func truncatingALongParagraph(_ mode: LineBreakMode) throws {
        let text = String(repeating: "AVfi AVfi ", count: 2_000)
        let layout = try measurer.measure(
            text, face: TestFonts.sans, size: 17,
            label: LabelConfiguration(width: 200, numberOfLines: 3, lineBreakMode: mode))
        #expect(layout.lineCount == 3)
        #expect(layout.isTruncated)
        #expect(layout.lines.allSatisfy { $0.width <= 200 + 1e-6 })
    }

    /// A line thousands of characters long (a huge width), cut unsafely at every word: every candidate line was
    /// shaped again whole, so fitting one line was quadratic in its length (4,000 Myanmar letters took 12 s).
    @Test(arguments: [LineBreakMode.byWordWrapping, .byTruncatingMiddle, .byTruncatingTail])
    func aVeryLongLine(_ mode: LineBreakMode) throws {
        let paragraph = String(repeating: "AVfi ", count: 4_000)
        let layout = try measurer.measure(
            paragraph + "\n" + paragraph + "\n" + paragraph, face: TestFonts.sans, size: 17,
            label: LabelConfiguration(width: 1e9, numberOfLines: 2, lineBreakMode: mode))
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[0].range.count == paragraph.utf16.count - 1)  // the trailing space hangs
    }

    /// No width and paragraphs beyond the line limit: the last line is a whole paragraph, truncated with no width to
    /// fit, which kept (and measured) every prefix of it.
    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func truncatingWithoutAWidth(_ mode: LineBreakMode) throws {
        let paragraph = String(repeating: "AVfi ", count: 2_000)
        let layout = try measurer.measure(
            paragraph + "\n" + paragraph + "\n" + paragraph, face: TestFonts.sans, size: 17,
            label: LabelConfiguration(width: nil, numberOfLines: 2, lineBreakMode: mode))
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].hasEllipsis)
    }

    /// Every word wider than the line (width 0): each too-wide piece scanned all of the paragraph's grapheme
    /// boundaries, quadratic in the number of words.
    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping])
    func everyWordOverflows(_ mode: LineBreakMode) throws {
        let text = String(repeating: "ab ", count: 5_000)
        let layout = try measurer.measure(
            text, face: TestFonts.sans, size: 17,
            label: LabelConfiguration(width: 0, numberOfLines: 0, lineBreakMode: mode))
        // A letter a line (by character, each space on a line of its own too).
        #expect(layout.lineCount == (mode == .byCharWrapping ? 15_000 : 10_000))
    }

    /// A base with marks up to the cluster cap measures, as one unbreakable cluster; one mark more is a typed error
    /// (shaping a base with a million marks in Noto Sans took minutes: HarfBuzz's mark attachment is quadratic).
    @Test func aBaseWithManyMarks() throws {
        let longest = "a" + String(repeating: "\u{301}", count: TextMeasurer.maximumClusterLength - 1)
        let layout = try measurer.measure(
            longest, face: TestFonts.sans, size: 17, label: LabelConfiguration(width: 100, numberOfLines: 0))
        #expect(layout.lineCount == 1)
        #expect(
            throws: MeasurementError.invalidValue(
                name: "grapheme cluster", value: "of 1000001 UTF-16 units",
                accepted: "at most 1024 UTF-16 units in one cluster (TextMeasurer.maximumClusterLength)")
        ) {
            try measurer.measure(
                "xy a" + String(repeating: "\u{301}", count: 1_000_000), face: TestFonts.sans, size: 17)
        }
    }

    @Test func manyHardBreaks() throws {
        let layout = try measurer.measure(
            String(repeating: "\n", count: 100_000), face: TestFonts.sans, size: 17,
            label: LabelConfiguration(width: 100, numberOfLines: 0))
        #expect(layout.lineCount == 100_001)
        let limited = try measurer.measure(
            String(repeating: "ab\r\n", count: 50_000), face: TestFonts.sans, size: 17,
            label: LabelConfiguration(width: 100, numberOfLines: 2))
        #expect(limited.lineCount == 2 && limited.isTruncated)
    }
}

/// The cap on a text's length: a typed error before any work, not memory exhausted or a 32-bit length overflowed.
struct TextLengthCapTests {
    @Test func aTextOverTheCapIsAnError() throws {
        let measurer = TextMeasurer(fontMatcher: nil, cacheCapacity: 0)
        let text = String(repeating: "a", count: TextMeasurer.maximumTextLength + 1)
        #expect(
            throws: MeasurementError.invalidValue(
                name: "text", value: "of \(TextMeasurer.maximumTextLength + 1) UTF-16 units",
                accepted: "at most 16777216 UTF-16 units (TextMeasurer.maximumTextLength)")
        ) {
            try measurer.measure(text, face: TestFonts.sans, size: 17)
        }
        #expect(TextMeasurer.maximumTextLength == 16_777_216)
    }
}

/// Sizes and lengths far past any label are errors: within the limits every figure of a layout is finite, past them
/// sums overflowed to infinity and NaN (found by Fuzz/FuzzMeasure).
struct MagnitudeLimitTests {
    let measurer = TextMeasurer(fontMatcher: nil, cacheCapacity: 0)

    @Test func theLargestValuesMeasureFinite() throws {
        let constraints = LabelConfiguration(
            width: 1e300, numberOfLines: 0, lineHeight: .multiple(1_000), minimumLineHeight: 1e6, maximumLineHeight: 0,
            lineSpacing: -1e6, tracking: 1e6, displayScale: 1_000)
        let layout = try measurer.measure(
            "AVfi office\n" + String(repeating: "W ", count: 500), face: TestFonts.sans,
            size: TextMeasurer.maximumPointSize,
            label: constraints)
        let figures =
            [layout.size.width, layout.size.height, layout.roundedSize.width, layout.roundedSize.height]
            + layout.lines.flatMap { [$0.width, $0.top, $0.height, $0.baseline] }
        #expect(figures.allSatisfy { $0.isFinite })
    }

    @Test func pastTheLimitsIsAnError() {
        #expect(
            throws: MeasurementError.invalidValue(
                name: "size", value: "1e+300", accepted: "at most 1000000 points (TextMeasurer.maximumPointSize)")
        ) {
            try measurer.measure("a", face: TestFonts.sans, size: 1e300)
        }
        let cases: [(String, LabelConfiguration)] = [
            ("tracking", LabelConfiguration(tracking: -1e7)),
            ("line spacing", LabelConfiguration(lineSpacing: 1e300)),
            ("line height", LabelConfiguration(lineHeight: .fixed(1e7))),
            ("line height multiple", LabelConfiguration(lineHeight: .multiple(1e4))),
            ("minimum line height", LabelConfiguration(minimumLineHeight: 1e7)),
            ("display scale", LabelConfiguration(displayScale: 1e6)),
            ("display scale", LabelConfiguration(displayScale: 1e-9)),
        ]
        for (name, constraints) in cases {
            do {
                _ = try measurer.measure("a", face: TestFonts.sans, size: 17, label: constraints)
                Issue.record("\(name): no error")
            } catch {
                guard case .invalidValue(let named, _, let accepted) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(named == name)
                #expect(accepted.hasPrefix("at most ") || name == "display scale", "\(accepted)")
            }
        }
    }

    /// A line that never fills: 88 Mongolian letters and 4,081 U+061C ARABIC LETTER MARK (no advance) in a font whose
    /// table directory HarfBuzz rejects, so every cut is unsafe and every candidate line was shaped again — each
    /// prefix of a 4,000-character line: 16 s in release mode (found by Fuzz/FuzzMeasure; its input is
    /// Fuzz/Corpus/FuzzMeasure/regression-timeout-mongolian-wa-clipping). `ReshapingBudget` keeps it linear.
    @Test func aLineOfMarksWithoutAdvanceInABrokenFont() throws {
        let font = Fixtures.path("HostileFonts/dir-numtables-65535.ttf")
        let face = try FontFace(contentsOfFile: font)
        let text = String(repeating: "\u{1838}", count: 88) + String(repeating: "\u{061C}", count: 4_081)
        let layout = try measurer.measure(
            text, face: face, size: 6, weight: .thin,
            label: LabelConfiguration(width: 50, numberOfLines: 1, lineBreakMode: .byClipping, language: "hi"))
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        #expect(layout.size.width <= 50)
    }
}
