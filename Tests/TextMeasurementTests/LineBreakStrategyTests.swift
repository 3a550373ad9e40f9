import TestSupport
import Testing
import TextMeasurement

/// TestSans at 10 pt: lowercase 5 pt, space 2.5 pt; characters it lacks (Hangul) are its .notdef glyph, 5 pt.
@Suite("Line break strategies")
struct LineBreakStrategyTests {
    let measurer = TextMeasurer()

    func lines(_ text: String, width: Double, strategy: LineBreakStrategy) throws -> [String] {
        let layout = try measurer.measure(
            text, face: TestFonts.sans, size: 10,
            label: LabelConfiguration(
                width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping, lineBreakStrategy: strategy))
        let units = Array(text.utf16)
        return layout.lines.map { String(decoding: units[$0.range], as: UTF16.self) }
    }

    @Test("push-out moves a word down so the last line is not a lone word")
    func pushOut() throws {
        // Greedy: "aa bb" (22.5) fits 30, "aa bb cc" (35) does not → "aa bb" / "cc".
        #expect(try lines("aa bb cc", width: 30, strategy: .none) == ["aa bb", "cc"])
        // Push-out: "bb cc" (22.5) fits → "aa" / "bb cc".
        #expect(try lines("aa bb cc", width: 30, strategy: .pushOut) == ["aa", "bb cc"])
        // Nothing to push when the last line already has two words.
        #expect(try lines("aa bb cc dd", width: 30, strategy: .pushOut) == ["aa bb", "cc dd"])
    }

    @Test("Hangul word priority breaks Korean only at spaces")
    func hangulWordPriority() throws {
        // Without it ICU may break between syllables: 가나다 (15) | 라 마 (12.5) | 바.
        #expect(try lines("가나다라 마바", width: 17, strategy: .none) == ["가나다", "라 마", "바"])
        // With it "가나다라" is one word (20 > 17), broken between clusters only because it is wider than the line.
        #expect(try lines("가나다라 마바", width: 17, strategy: .hangulWordPriority) == ["가나다", "라", "마바"])
    }
}
