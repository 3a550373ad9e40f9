import TestSupport
import Testing
import TextMeasurement

@testable import TextRendering

/// A text, its size and the label's label: one case of the drawing-agrees-with-measurement tables.
struct DrawingCase: Sendable, CustomTestStringConvertible {
    var text: String
    var size: Double = 17
    var constraints = LabelConfiguration(width: nil, numberOfLines: 0)
    var note: String

    var testDescription: String { note }

    static func wrapped(
        _ text: String, width: Double, lines: Int = 0, mode: LineBreakMode = .byTruncatingTail, tracking: Double = 0,
        size: Double = 17, language: String? = nil, _ note: String
    ) -> DrawingCase {
        DrawingCase(
            text: text, size: size,
            constraints: LabelConfiguration(
                width: width, numberOfLines: lines, lineBreakMode: mode, tracking: tracking, language: language),
            note: note)
    }
}

/// Cases in TestSans, whose advances and ink are known exactly.
let testSansCases: [DrawingCase] = [
    DrawingCase(text: "Hello World", note: "one line"),
    DrawingCase(text: "AVfi AV", note: "kerning and a ligature"),
    .wrapped("Hello World, hello again and again", width: 60, "wrapped"),
    .wrapped("Hello World, hello again", width: 60, tracking: 0.5, "tracking"),
    .wrapped("fifi fi", width: 200, tracking: 1.5, "tracking on a ligature"),
    DrawingCase(text: "a\tbb\tc", size: 10, note: "tabs"),
    .wrapped("extra\u{AD}ordinary\u{AD}words", width: 70, "soft hyphens"),
    .wrapped("Hello World, hello again and again", width: 60, lines: 2, "tail truncation"),
    .wrapped("Hello World, hello again and again", width: 60, lines: 2, mode: .byTruncatingHead, "head truncation"),
    .wrapped(
        "Hello World, hello again and again", width: 60, lines: 2, mode: .byTruncatingMiddle,
        "middle truncation"),
    .wrapped(
        "Hello World, hello again", width: 60, lines: 1, mode: .byTruncatingMiddle, tracking: -0.4,
        "middle truncation with tracking"),
    .wrapped("Hello World, hello again", width: 60, lines: 1, mode: .byClipping, "clipping"),
    .wrapped("Supercalifragilistic", width: 45, lines: 0, mode: .byCharWrapping, "character wrapping"),
    .wrapped("Antidisestablishment", width: 45, lines: 0, mode: .byWordWrapping, "a word broken"),
    .wrapped("One\n\nTwo three four\r\nfive", width: 60, "paragraphs"),
    .wrapped("x\u{301}y x\u{301}y x\u{301}y", width: 30, "combining marks"),
    .wrapped("Hello World", width: 8, lines: 1, "narrower than the ellipsis"),
]

/// Cases in the system's fonts: fallback, right-to-left scripts, clusters HarfBuzz marks unsafe to break.
let systemFontCases: [DrawingCase] = [
    .wrapped("أضف إلى السلة الآن", width: 90, "Arabic"),
    .wrapped("أضف إلى السلة الآن", width: 90, lines: 1, "Arabic, truncated"),
    .wrapped("Hello مرحبا بالعالم world", width: 120, "mixed directions"),
    .wrapped("שלום עולם, מה שלומך", width: 80, lines: 1, mode: .byTruncatingHead, "Hebrew, head truncation"),
    .wrapped("カートに追加する前に確認", width: 60, language: "ja", "Japanese"),
    .wrapped("Go 👍🏽 now 🇯🇵 ok", width: 70, "emoji"),
    .wrapped("สวัสดีครับ ขอบคุณมากครับ", width: 60, language: "th", "Thai"),
    .wrapped("नमस्ते दुनिया क्षत्रिय", width: 60, mode: .byCharWrapping, "Devanagari, character wrapping"),
    .wrapped("مرحبابالعالمالجميل", width: 50, mode: .byCharWrapping, "Arabic cut inside joined letters"),
    .wrapped("Add to Cart", width: 80, lines: 1, tracking: -0.43, "tracking in Noto Sans"),
]

@Suite struct GlyphLineTests {
    /// Every drawn line ends where its measured width ends.
    @Test(arguments: testSansCases)
    func drawnWidthEqualsMeasuredWidth(_ testCase: DrawingCase) throws {
        try expectAgreement(testCase, face: TestFonts.sans, renderer: Renderers.test)
    }

    @Test(arguments: systemFontCases)
    func drawnWidthEqualsMeasuredWidthWithFallback(_ testCase: DrawingCase) throws {
        let renderer = try #require(Renderers.system)
        try expectAgreement(testCase, face: try renderer.measurer.face(family: nil), renderer: renderer)
    }

    private func expectAgreement(_ testCase: DrawingCase, face: FontFace, renderer: TextRenderer) throws {
        let rendered = try renderer.render(testCase.text, face: face, size: testCase.size, label: testCase.constraints)
        #expect(!rendered.lines.isEmpty)
        for (index, line) in rendered.lines.enumerated() {
            #expect(
                abs(line.drawnWidth - line.measured.width) < 1e-6,
                "line \(index): drawn \(line.drawnWidth), measured \(line.measured.width)")
            #expect(line.measured.hasEllipsis == (line.ellipsis != nil))
            if let ellipsis = line.ellipsis {
                switch testCase.constraints.lineBreakMode {
                case .byTruncatingTail where !line.glyphs.isRightToLeft:
                    #expect(abs(ellipsis.upperBound - line.measured.width) < 1e-6)
                case .byTruncatingHead where !line.glyphs.isRightToLeft:
                    #expect(abs(ellipsis.lowerBound) < 1e-9)
                default:
                    #expect(
                        ellipsis.lowerBound >= line.x - 1e-9 && ellipsis.upperBound <= line.x + line.drawnWidth + 1e-6)
                }
            }
            // Glyph origins run left to right within the line.
            for glyph in line.glyphs.glyphs where glyph.cluster != nil {
                #expect(glyph.x >= -1e-9 && glyph.x <= line.drawnWidth + 1e-9)
            }
        }
    }

    @Test func kerningAndLigatureArePlacedAsShaped() throws {
        // A (700 − 100 kern) V (700) f_i (800), at 10 pt: A at 0, V at 6, f_i at 13; 21 in all.
        let rendered = try Renderers.test.render("AVfi", face: TestFonts.sans, size: 10)
        let glyphs = rendered.lines[0].glyphs.glyphs
        #expect(glyphs.map(\.id) == [34, 55, 102])
        #expect(glyphs.map(\.x) == [0, 6, 13])
        #expect(rendered.lines[0].drawnWidth == 21)
    }

    @Test func trackingFollowsGraphemeClusters() throws {
        // "fi" is one glyph but two clusters: tracking twice after it, as the measurement counts it.
        let constraints = LabelConfiguration(tracking: 1)
        let rendered = try Renderers.test.render("fia", face: TestFonts.sans, size: 10, label: constraints)
        #expect(rendered.lines[0].glyphs.glyphs.map(\.x) == [0, 10])
        #expect(rendered.lines[0].drawnWidth == 16)
        #expect(rendered.layout.lines[0].width == 16)
    }

    @Test func tabsAdvanceToTheNextStop() throws {
        // a (5) → tab to 28; bb (10) → 38 → tab to 56; c (5) → 61.
        let rendered = try Renderers.test.render("a\tbb\tc", face: TestFonts.sans, size: 10)
        let glyphs = rendered.lines[0].glyphs.glyphs
        #expect(glyphs.map(\.x) == [0, 28, 33, 56])
        #expect(rendered.lines[0].drawnWidth == 61)
    }

    @Test func softHyphenShowsAHyphenAtTheBreak() throws {
        let constraints = LabelConfiguration(width: 60, numberOfLines: 0)
        let rendered = try Renderers.test.render("extra\u{AD}ordinary", face: TestFonts.sans, size: 10, label: constraints)
        #expect(rendered.lines.count == 2)
        // "extra" (25) then the hyphen (3): 28; the hyphen glyph (gid 14) last.
        #expect(rendered.lines[0].drawnWidth == 28)
        #expect(rendered.lines[0].glyphs.glyphs.last?.id == 14)
        #expect(rendered.lines[0].glyphs.glyphs.last?.cluster == nil)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let constraints = LabelConfiguration(width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
        let text = "abcdefghijklmnopqrstuvwxyz"
        let rendered = try Renderers.test.render(text, face: TestFonts.sans, size: 10, label: constraints)
        let line = rendered.lines[0]
        let ellipsis = try #require(line.ellipsis)
        let clusters = line.glyphs.glyphs.compactMap(\.cluster)
        // Clusters before the ellipsis from the start, after it from the end.
        let before = line.glyphs.glyphs.filter { $0.x < ellipsis.lowerBound }.compactMap(\.cluster)
        let after = line.glyphs.glyphs.filter { $0.x >= ellipsis.upperBound - 1e-9 }.compactMap(\.cluster)
        #expect(before.first == 0 && after.last == text.utf16.count - 1)
        #expect(before.count + after.count == clusters.count)
        #expect(abs(line.drawnWidth - line.measured.width) < 1e-9)
    }

    @Test func rightToLeftParagraphsAreSetAgainstTheRightEdge() throws {
        let renderer = try #require(Renderers.system)
        let face = try renderer.measurer.face(family: nil)
        let rendered = try renderer.render("אבג דהו", face: face, size: 17, label: LabelConfiguration(width: 200))
        let line = rendered.lines[0]
        #expect(line.glyphs.isRightToLeft)
        #expect(abs(line.x + line.measured.width - 200) < 1e-9)
        // Visual order: the first character's glyph is the rightmost.
        let first = try #require(line.glyphs.glyphs.first { $0.cluster == 0 })
        #expect(line.glyphs.glyphs.allSatisfy { $0.x <= first.x })
    }

    /// UAX #9 by hand: in "רחוב 123" the first strong character is Hebrew, so the paragraph is right to left (level 1);
    /// the digits after it are European numbers, raised to level 2 (rule I1), so they read left to right, on the left of
    /// the word (visual order by rule L2: "123 בוחר" left to right).
    @Test func numbersInsideRightToLeftTextReadLeftToRight() throws {
        let renderer = try #require(Renderers.system)
        let face = try renderer.measurer.face(family: nil)
        let text = "רחוב 123"
        let rendered = try renderer.render(text, face: face, size: 17, label: LabelConfiguration(width: 300))
        let line = rendered.lines[0]
        #expect(line.glyphs.isRightToLeft)
        let glyphs = line.glyphs.glyphs
        let digits = (5...7).compactMap { cluster in glyphs.first { $0.cluster == cluster }?.x }
        let letters = glyphs.filter { ($0.cluster ?? -1) < 4 }.map(\.x)
        #expect(digits.count == 3 && digits == digits.sorted())  // 1, 2, 3 from left to right
        #expect((digits.max() ?? .infinity) < (letters.min() ?? -.infinity))
        #expect(glyphs.first { $0.cluster == 0 }?.x == letters.max())  // ר, the first letter, rightmost
        #expect(abs(line.drawnWidth - line.measured.width) < 1e-9)
    }

    /// UAX #9 by hand: "Hello שלום world" starts with Latin, so the paragraph is left to right; the Hebrew word is at
    /// level 1 and reversed in place (ש, the first of its letters, rightmost), between "Hello" and "world".
    @Test func rightToLeftWordsInsideLeftToRightText() throws {
        let renderer = try #require(Renderers.system)
        let face = try renderer.measurer.face(family: nil)
        let rendered = try renderer.render("Hello שלום world", face: face, size: 17, label: LabelConfiguration(width: 400))
        let line = rendered.lines[0]
        #expect(!line.glyphs.isRightToLeft)
        let glyphs = line.glyphs.glyphs
        func xs(_ clusters: ClosedRange<Int>) -> [Double] {
            glyphs.filter { $0.cluster.map(clusters.contains) ?? false }.map(\.x)
        }
        let hello = xs(0...4), hebrew = xs(6...9), world = xs(11...15)
        #expect(hello == hello.sorted() && world == world.sorted())
        #expect(hello.max()! < hebrew.min()! && hebrew.max()! < world.min()!)
        #expect(xs(6...6) == [hebrew.max()!] && xs(9...9) == [hebrew.min()!])
        #expect(abs(line.drawnWidth - line.measured.width) < 1e-9)
    }

    @Test func layoutOfAnotherTextIsRefused() throws {
        let layout = try TestFonts.measurer.measure("Hello World", face: TestFonts.sans, size: 10)
        #expect(throws: MeasurementError.self) {
            try TestFonts.measurer.glyphLines(of: layout, text: "Hi")
        }
    }
}
