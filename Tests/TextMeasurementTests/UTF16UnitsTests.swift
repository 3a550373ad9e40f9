import Testing
@testable import TextMeasurement

// The measurer's own UTF-8 → UTF-16 decoding must give exactly the standard library's code units.

struct UTF16UnitsTests {
    @Test(arguments: [
        "", "Add to Cart", "Grüße, Straße", "Ελληνικά", "русский", "日本語のテキスト", "한국어", "العربية", "עברית",
        "हिन्दी", "ภาษาไทย", "👩‍💻 ❤️ 🇯🇵 1️⃣", "\u{10FFFF}\u{FFFF}\u{E000}\u{7FF}\u{800}\u{80}\u{7F}\u{0}",
        "a\r\nb\u{2028}c\u{2029}d\u{85}e", String(repeating: "x𝔸é", count: 300),
    ])
    func decodesAsTheStandardLibrary(text: String) {
        #expect(UTF16Units.of(text) == Array(text.utf16))
    }

    @Test func decodesSubstringsAndSharedStorage() {
        let whole = "Größe 👍 テスト"
        let part = String(whole.dropFirst(3))
        #expect(UTF16Units.of(part) == Array(part.utf16))
    }
}

// Text whose every unit is a cluster of its own skips ICU's grapheme iterator: the boundaries must be ICU's.
struct GraphemeShortcutTests {
    @Test func everyCharacterTheShortcutTakesIsItsOwnClusterAsICUSays() throws {
        var units = (0..<0x300).map { UInt16($0) }.filter { $0 != 0x0D }
        units += Array("Grüße, naïve café — ©®±µ¶ · ¿¡ «»\u{AD}\u{A0}tab\there".utf16)
        units += [0x0A, 0x41, 0x0A, 0x0A, 0x20, 0x09, 0x00, 0x7F, 0x85, 0x1F]
        #expect(try breaks(units, shortcut: true) == breaks(units, shortcut: false))
        // Every unit the shortcut takes, in order and shuffled, next to each other: ICU breaks between every two.
        let own = (0...0xFFFF).map { UInt16($0) }.filter(ICUBreaks.isOwnCluster)
        #expect(own.count > 30_000)
        var generator = SystemRandomNumberGenerator()
        for sequence in [own, own.shuffled(using: &generator), own.reversed()] {
            #expect(try breaks(Array(sequence), shortcut: false) == Array(1...sequence.count))
            #expect(try breaks(Array(sequence), shortcut: true) == Array(1...sequence.count))
        }
        for text in ["a", "Add to Cart", "x\u{0301}", "\r\n", "e\u{200D}", "\u{A9}\u{FE0F}"] {
            let units = Array(text.utf16)
            #expect(
                try breaks(units, shortcut: true) == breaks(units, shortcut: false),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    private func breaks(_ units: [UInt16], shortcut: Bool) throws -> [Int] {
        try units.withUnsafeBufferPointer { buffer in try ICUBreaks.graphemeBreaks(in: buffer, shortcut: shortcut) }
    }
}

// Hard breaks found in UTF-8, eight bytes at a time: the same answer as looking at every UTF-16 unit.
struct HardBreakScanTests {
    @Test func findsEveryHardBreakAtEveryPosition() {
        let breaks = ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"]
        // Bytes a break's first byte could be mistaken for: C2, E2, controls below 0E (tab, VT, FF), E2 80 xx.
        let lookalikes = [
            "\u{2027}", "\u{202A}", "\u{84}", "\u{C2}", "\u{E2}", "—", "…", "\u{2030}", "Â", "â", "\t", "\u{0B}", "\u{0C}",
        ]
        for length in 0..<20 {
            for position in 0...length {
                let base = String(repeating: "a", count: length)
                let index = base.index(base.startIndex, offsetBy: position)
                for insert in breaks + lookalikes {
                    // Alone, and after a lookalike in an earlier word (the scan goes on past a word it read byte by byte).
                    for prefix in ["", "…abcdef", "\tabcdefgh"] {
                        var text = base
                        text.insert(contentsOf: insert, at: index)
                        text = prefix + text
                        let expected = text.utf16.contains { [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains($0) }
                        #expect(Paragraphs.hasHardBreak(text) == expected, "\(text.debugDescription)")
                    }
                }
            }
        }
        #expect(!Paragraphs.hasHardBreak(""))
        #expect(!Paragraphs.hasHardBreak("日本語のテキスト — “quoted” … 한국어"))
        #expect(Paragraphs.hasHardBreak("日本語のテキスト — “quoted”\u{2029}한국어"))
    }
}
