import TestSupport
import Testing
import TextMeasurement

/// Expected values are worked out by hand from the TestSans metrics (see TestFonts): at 10 pt one font unit is
/// 0.01 pt, so a capital is 7 pt, a lowercase letter 5 pt, a space 2.5 pt, the ellipsis 9 pt, the line 11 pt.
/// Equal within a billionth of a point: widths are sums of em fractions, so 7 may come out as 7.000000000000001.
func approximately(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
func approximately(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy(approximately) }

@Suite("TextMeasurer")
struct TextMeasurerTests {
    let measurer = TextMeasurer()
    let face = TestFonts.sans

    func measure(_ text: String, size: Double = 10, _ constraints: LabelConfiguration = .init()) throws -> TextLayout {
        try measurer.measure(text, face: face, size: size, label: constraints)
    }

    func unlimited(width: Double?, mode: LineBreakMode = .byWordWrapping) -> LabelConfiguration {
        LabelConfiguration(width: width, numberOfLines: 0, lineBreakMode: mode)
    }

    @Test("one line: Hello World at 17 pt is 5650 units = 96.05 pt wide, 18.7 pt tall, rounded up to 1/3 pt")
    func singleLine() throws {
        let layout = try measure("Hello World", size: 17)
        #expect(layout.lineCount == 1)
        #expect(abs(layout.size.width - 96.05) < 1e-9)
        #expect(abs(layout.size.height - 18.7) < 1e-9)
        // 96.05 × 3 = 288.15 → 289 / 3; 18.7 × 3 = 56.1 → 57 / 3 = 19
        #expect(abs(layout.roundedSize.width - 289.0 / 3) < 1e-9)
        #expect(abs(layout.roundedSize.height - 19) < 1e-9)
        #expect(layout.lines[0].range == 0..<11)
        // baseline = ascender 800 × 17 / 1000
        #expect(abs(layout.firstBaseline - 13.6) < 1e-9)
        #expect(!layout.isTruncated)
    }

    @Test("kerning and ligatures are applied: AV = 700 − 100 + 700, fi = 800")
    func shapingFeatures() throws {
        #expect(abs(try measure("AV").size.width - 13) < 1e-9)
        #expect(abs(try measure("VA").size.width - 14) < 1e-9)
        #expect(abs(try measure("fi").size.width - 8) < 1e-9)
    }

    @Test("words wrap at the width; the space at the break hangs")
    func wordWrap() throws {
        let layout = try measure("Hello World", unlimited(width: 40))
        #expect(layout.lineCount == 2)
        #expect(layout.lines.map(\.range) == [0..<5, 6..<11])
        #expect(layout.lines.map { $0.text(in: "Hello World") } == ["Hello", "World"])  // (issue 13: only ranges)
        // Hello = 700 + 4 × 500 = 2700 units; World = 700 + 4 × 500 = 2700.
        #expect(approximately(layout.lines.map(\.width), [27, 27]))
        #expect(abs(layout.size.height - 22) < 1e-9)
        #expect(abs(layout.lines[1].baseline - 19) < 1e-9)  // 11 + 8
    }

    @Test("trailing white space does not count in a line's width")
    func trailingSpaceHangs() throws {
        #expect(approximately(try measure("Hello   ").size.width, 27))
    }

    @Test("a word wider than the line breaks between grapheme clusters")
    func emergencyBreak() throws {
        let layout = try measure("ABCDEFGHIJ", unlimited(width: 20))
        #expect(layout.lineCount == 5)  // 7 + 7 = 14 fits 20, 21 does not
        #expect(approximately(layout.lines.map(\.width), [14, 14, 14, 14, 14]))
        #expect(layout.lines.map(\.range.count) == [2, 2, 2, 2, 2])
    }

    @Test("when every cluster is wider than the line, each gets a line and spaces still hang")
    func narrowerThanAnyCluster() throws {
        let layout = try measure("Add to Cart", unlimited(width: 0.5))
        // A d d|␠ t o|␠ C a r t: nine clusters on nine lines; the two spaces hang after "d" and "o".
        #expect(layout.lines.map(\.range) == [0..<1, 1..<2, 2..<3, 4..<5, 5..<6, 7..<8, 8..<9, 9..<10, 10..<11])
    }

    @Test("a long word moves to a new line before it is broken, and the next word may follow it")
    func emergencyBreakAfterWord() throws {
        let layout = try measure("ab ABCDEFG cd", unlimited(width: 30))
        // "ab " (10) then ABCDEFG (49) does not fit → new line; ABCD = 28 | EFG = 21, + " cd" → 21 + 2.5 + 10 = 33.5 > 30.
        #expect(layout.lines.map(\.range) == [0..<2, 3..<7, 7..<10, 11..<13])
    }

    @Test("character wrapping breaks anywhere; word wrapping only at opportunities")
    func charWrap() throws {
        let words = try measure("aa bbbb", unlimited(width: 25))
        #expect(approximately(words.lines.map(\.width), [10, 20]))
        let chars = try measure("aa bbbb", unlimited(width: 25, mode: .byCharWrapping))
        #expect(approximately(chars.lines.map(\.width), [22.5, 10]))  // "aa bb" = 10 + 2.5 + 10
    }

    @Test("hard breaks start paragraphs: LF, CR LF, CR, U+2028, U+2029, NEL; a final break adds an empty line")
    func hardBreaks() throws {
        for separator in ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0085}"] {
            let layout = try measure("A\(separator)bb", unlimited(width: nil))
            #expect(layout.lineCount == 2)
            #expect(approximately(layout.lines.map(\.width), [7, 10]))
            #expect(layout.lines[1].range.lowerBound == 1 + separator.utf16.count)
        }
        #expect(try measure("A\n", unlimited(width: nil)).lineCount == 2)
    }

    @Test("empty text measures zero with no lines, as UILabel's intrinsicContentSize")
    func emptyText() throws {
        let layout = try measure("")
        #expect(layout.lineCount == 0)
        #expect(layout.size == .init(width: 0, height: 0))
    }

    @Test("a zero-width space allows a break; a word joiner and a no-break space forbid one")
    func invisibleControls() throws {
        let zwsp = try measure("aaa\u{200B}bbb", unlimited(width: 20))
        #expect(approximately(zwsp.lines.map(\.width), [15, 15]))
        let joined = try measure("aaa\u{2060}bbb", unlimited(width: 20))
        #expect(approximately(joined.lines.map(\.width), [20, 10]))  // no opportunity: broken between clusters, 4 × 5 fits 20
        let nbsp = try measure("aa\u{00A0}bb", unlimited(width: 15))
        // No break at the no-break space: "aa\u{A0}bb" (22.5) is one word, broken between clusters; the no-break space
        // then ends the first line and hangs like any space.
        #expect(nbsp.lines.map(\.range) == [0..<2, 3..<5])
        #expect(approximately(nbsp.lines.map(\.width), [10, 10]))
    }

    @Test("tail truncation keeps what fits before the ellipsis")
    func tailTruncation() throws {
        let layout = try measure("Hello World", LabelConfiguration(width: 40, numberOfLines: 1))
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 1)
        // 40 − 9 (ellipsis) = 31: "Hello" (27) fits, "Hello W" (36.5) does not.
        #expect(layout.lines[0].range == 0..<5)
        #expect(layout.lines[0].text(in: "Hello World") == "Hello")
        #expect(approximately(layout.lines[0].width, 36))
        #expect(layout.lines[0].hasEllipsis)
    }

    @Test("head truncation keeps the end")
    func headTruncation() throws {
        let layout = try measure(
            "Hello World", LabelConfiguration(width: 40, numberOfLines: 1, lineBreakMode: .byTruncatingHead))
        // … + "World" = 9 + 27 = 36; "o World" = 5 + 2.5 + 27 = 34.5 > 31.
        #expect(layout.lines[0].range == 6..<11)
        #expect(approximately(layout.lines[0].width, 36))
    }

    @Test("clipping and word wrapping cut at the line limit without an ellipsis")
    func clippingAtLimit() throws {
        let layout = try measure(
            "Hello World again", LabelConfiguration(width: 40, numberOfLines: 2, lineBreakMode: .byClipping))
        #expect(layout.isTruncated)
        #expect(layout.lineCount == 2)
        #expect(!layout.lines[1].hasEllipsis)
        #expect(layout.lines.map(\.range) == [0..<5, 6..<11])
    }

    @Test("max lines 0 is no limit; the limit counts lines across paragraphs")
    func lineLimit() throws {
        let text = "one\ntwo\nthree"
        #expect(try measure(text, unlimited(width: nil)).lineCount == 3)
        let two = try measure(text, LabelConfiguration(numberOfLines: 2, lineBreakMode: .byWordWrapping))
        #expect(two.lineCount == 2)
        #expect(two.isTruncated)
    }

    @Test("fixed line height puts the extra space above the glyphs; spacing goes between lines only")
    func lineHeights() throws {
        let fixed = try measure("Hello World", LabelConfiguration(width: 40, numberOfLines: 0, lineHeight: .fixed(30)))
        #expect(approximately(fixed.size.height, 60))
        #expect(approximately(fixed.lines.map(\.baseline), [27, 57]))  // (30 − 11) + 8
        let spaced = try measure("Hello World", LabelConfiguration(width: 40, numberOfLines: 0, lineSpacing: 4))
        #expect(approximately(spaced.size.height, 26))  // 11 + 4 + 11
        let multiple = try measure("Hello", LabelConfiguration(lineHeight: .multiple(2)))
        #expect(approximately(multiple.size.height, 22))
    }

    @Test("tracking adds after every cluster")
    func tracking() throws {
        #expect(approximately(try measure("abc", LabelConfiguration(tracking: 1)).size.width, 18))
    }

    @Test("rounding to 1×, 2× and 3× pixel grids")
    func rounding() throws {
        // "a" at 17 pt: 8.5 pt wide, 18.7 pt tall.
        for (scale, width, height) in [(1.0, 9.0, 19.0), (2.0, 8.5, 19.0), (3.0, 26.0 / 3, 19.0)] {
            let layout = try measure("a", size: 17, LabelConfiguration(displayScale: scale))
            #expect(abs(layout.roundedSize.width - width) < 1e-9)
            #expect(abs(layout.roundedSize.height - height) < 1e-9)
        }
    }

    struct BadInput: Sendable, CustomTestStringConvertible {
        var size: Double
        var label: LabelConfiguration
        var name: String
        var testDescription: String { name }
    }

    @Test("bad values are typed errors naming the value", arguments: [
        BadInput(size: .nan, label: .init(), name: "size"),
        BadInput(size: 0, label: .init(), name: "size"),
        BadInput(size: .infinity, label: .init(), name: "size"),
        BadInput(size: 10, label: .init(width: -1), name: "width"),
        BadInput(size: 10, label: .init(width: .nan), name: "width"),
        BadInput(size: 10, label: .init(numberOfLines: -1), name: "max lines"),
        BadInput(size: 10, label: .init(lineHeight: .fixed(0)), name: "line height"),
        BadInput(size: 10, label: .init(displayScale: 0), name: "display scale"),
        BadInput(size: 10, label: .init(tracking: .infinity), name: "tracking"),
    ])
    func badValues(_ input: BadInput) {
        do {
            _ = try measurer.measure("x", face: face, size: input.size, label: input.label)
            Issue.record("accepted \(input.name)")
        } catch {
            guard case .invalidValue(let name, _, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(name == input.name)
        }
    }

    @Test("Concurrency: one face and measurer shared by many tasks give the same layouts as one task")
    func measuringUnderConcurrency() async throws {
        let texts = (0..<40).map { "Word \($0) and AVfi text to wrap, number \($0 * 7)" }
        let constraints = LabelConfiguration(width: 60, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let measurer = self.measurer
        let face = self.face
        let serial = try texts.map { try measurer.measure($0, face: face, size: 12, label: constraints) }
        let parallel = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
            for round in 0..<8 {
                for (index, text) in texts.enumerated() where index % 8 == round || round == 0 {
                    group.addTask { (index, try measurer.measure(text, face: face, size: 12, label: constraints)) }
                }
            }
            var results: [Int: TextLayout] = [:]
            for try await (index, layout) in group {
                if let earlier = results[index] { #expect(earlier == layout) }
                results[index] = layout
            }
            return results
        }
        for (index, layout) in serial.enumerated() { #expect(parallel[index] == layout) }
    }
}

@Suite("TextMeasurer: clusters, limits and cache")
struct TextMeasurerClusterTests {
    let measurer = TextMeasurer()

    func layout(_ text: String, _ constraints: LabelConfiguration) throws -> TextLayout {
        try measurer.measure(text, face: TestFonts.sans, size: 10, label: constraints)
    }

    @Test("combining marks and flags stay whole even when every cluster may break")
    func clustersStayWhole() throws {
        let narrow = LabelConfiguration(width: 1, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(try layout("e\u{0301}x\u{0301}", narrow).lines.map(\.range) == [0..<2, 2..<4])
        // Two regional-indicator flags: four scalars, eight UTF-16 units, two clusters.
        #expect(try layout("🇯🇵🇫🇷", narrow).lines.map(\.range) == [0..<4, 4..<8])
        // A ZWJ sequence (woman, ZWJ, laptop) is one cluster: five UTF-16 units.
        #expect(try layout("👩\u{200D}💻a", narrow).lines.map(\.range) == [0..<5, 5..<6])
    }

    @Test("minimum and maximum line heights clamp the natural 11 pt")
    func minimumAndMaximum() throws {
        let tall = try layout("a", LabelConfiguration(minimumLineHeight: 20))
        #expect(approximately(tall.size.height, 20))
        #expect(approximately(tall.firstBaseline, 17))  // 9 extra points above the 8-pt ascent
        let short = try layout("a", LabelConfiguration(maximumLineHeight: 9))
        #expect(approximately(short.size.height, 9))
        #expect(throws: MeasurementError.self) { try layout("a", LabelConfiguration(minimumLineHeight: -1)) }
    }

    @Test("the cache keeps nothing at capacity 0 and measures the same; clearing it changes no result")
    func cache() throws {
        let uncached = TextMeasurer(cacheCapacity: 0)
        let constraints = LabelConfiguration(width: 40, numberOfLines: 0)
        let first = try measurer.measure("Hello World", face: TestFonts.sans, size: 10, label: constraints)
        #expect(try uncached.measure("Hello World", face: TestFonts.sans, size: 10, label: constraints) == first)
        measurer.clearCaches()
        #expect(try measurer.measure("Hello World", face: TestFonts.sans, size: 10, label: constraints) == first)
        #expect(measurer.cacheCapacity == 1_000_000)
    }
}
