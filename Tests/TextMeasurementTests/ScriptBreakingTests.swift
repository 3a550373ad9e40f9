import Testing
import TextMeasurement

/// Line breaking in scripts with their own rules, with the Debian fonts Scripts/setup installs (fonts-noto-core,
/// fonts-noto-cjk). Expected break positions come from the languages, not from the code: Thai has no spaces and breaks
/// between dictionary words; Japanese never starts a line with 。; Arabic breaks at spaces and is measured in logical
/// order. Widths are chosen from the fonts' own advances where a test needs one.
@Suite("Breaking by script")
struct ScriptBreakingTests {
    let measurer: TextMeasurer

    init() throws {
        measurer = try TextMeasurer.systemFonts()
    }

    func lineStarts(_ text: String, family: String, size: Double = 20, width: Double, language: String) throws -> [Int] {
        let face = try measurer.face(family: family, strict: true)
        let layout = try measurer.measure(
            text, face: face, size: size,
            label: LabelConfiguration(
                width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping, lineBreakStrategy: .none,
                language: language))
        return layout.lines.map(\.range.lowerBound)
    }

    func width(_ text: String, family: String, size: Double = 20) throws -> Double {
        let face = try measurer.face(family: family, strict: true)
        return try measurer.measure(text, face: face, size: size).size.width
    }

    @Test("Thai breaks between dictionary words: สวัสดี | ครับ")
    func thaiDictionary() throws {
        // สวัสดี ("hello") is six UTF-16 units; ครับ (polite particle) four. The first word fits, both do not.
        let first = try width("สวัสดี", family: "Noto Sans Thai")
        let starts = try lineStarts("สวัสดีครับ", family: "Noto Sans Thai", width: first + 1, language: "th")
        #expect(starts == [0, 6])
    }

    @Test("Japanese kinsoku: 。 never starts a line")
    func japaneseKinsoku() throws {
        // Each character is one em (20 pt) in Noto Sans CJK JP; 3 fit in 60 pt. A break before 。 is not allowed, so
        // あいう。 cannot end after う: the first line holds あい, the second う。え, the third お.
        let em = try width("あ", family: "Noto Sans CJK JP")
        #expect(abs(em - 20) < 1e-9)
        let starts = try lineStarts("あいう。えお", family: "Noto Sans CJK JP", width: 60, language: "ja")
        #expect(starts == [0, 2, 5])
    }

    @Test("Arabic breaks at the space, counted in logical order: مرحبا | بالعالم")
    func arabic() throws {
        // Room for either word alone, not for both.
        let widest = max(try width("مرحبا", family: "Noto Sans Arabic"), try width("بالعالم", family: "Noto Sans Arabic"))
        let both = try width("مرحبا بالعالم", family: "Noto Sans Arabic")
        #expect(widest + 1 < both)
        let starts = try lineStarts("مرحبا بالعالم", family: "Noto Sans Arabic", width: widest + 1, language: "ar")
        #expect(starts == [0, 6])
    }

    @Test("a mixed-direction line measures the sum of its runs and wraps at spaces in logical order")
    func mixedDirection() throws {
        // Room for any one word, not for two: one word per line, wherever its direction.
        let words = ["Hello", "مرحبا", "world"]
        let widest = try words.map { try width($0, family: "Noto Sans") }.max() ?? 0
        let pairs = try ["Hello مرحبا", "مرحبا world"].map { try width($0, family: "Noto Sans") }
        #expect(pairs.allSatisfy { $0 > widest + 1 })
        let starts = try lineStarts("Hello مرحبا world", family: "Noto Sans", width: widest + 1, language: "en")
        #expect(starts == [0, 6, 12])
    }
}
