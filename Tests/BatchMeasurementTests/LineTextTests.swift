@testable import BatchMeasurement
import Testing

/// A line's text from its UTF-16 range, found in the text's UTF-8 (`MeasuredText.text(_:utf16:)`): the expected
/// strings are the UTF-16 units of the range, decoded.
@Suite struct LineTextTests {
    @Test("a line's text from its UTF-16 range, whatever the scripts, clamped to the text")
    func lineText() {
        // "a" 1 unit, "é" (one scalar) 1, "😀" 2 (a surrogate pair), "日" 1, "👩‍💻" 2 + 1 + 2.
        let text = "aé😀日👩\u{200D}💻b"
        let cases: [(Range<Int>, String)] = [
            (0..<0, ""), (0..<1, "a"), (1..<2, "é"), (2..<4, "😀"), (0..<5, "aé😀日"), (4..<5, "日"),
            (5..<10, "👩\u{200D}💻"), (10..<11, "b"), (0..<11, text), (3..<11, "\u{FFFD}日👩\u{200D}💻b"),
            (2..<3, "\u{FFFD}"), (9..<40, "\u{FFFD}b"), (11..<20, ""), (30..<40, ""), (-3..<1, "a"),
        ]
        for (range, expected) in cases {
            #expect(MeasuredText.text(text, utf16: range) == expected, "\(range)")
        }
        for text in ["", "plain ASCII", "Ελληνικά και русский", "مرحبا", "🇯🇵🇺🇸"] {
            let units = Array(text.utf16)
            for lower in 0...units.count {
                for upper in lower...units.count {
                    #expect(MeasuredText.text(text, utf16: lower..<upper)
                        == String(decoding: units[lower..<upper], as: UTF16.self))
                }
            }
        }
    }
}
