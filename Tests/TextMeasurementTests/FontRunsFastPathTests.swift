import Testing
@testable import TextMeasurement

// Splitting runs skips Unicode property look-ups in ranges where the answer is known; the answers must be the
// standard library's for every code point there.

struct FontRunsFastPathTests {
    @Test func needsGlyphMatchesThePropertiesInEveryFastRange() {
        // Each fast range and a code point either side.
        let ranges: [ClosedRange<UInt32>] = [
            0x0...0x300, 0x36F...0x530, 0x590...0x700, 0x8FF...0xE80, 0x2FFF...0x3100, 0x4DFF...0xA000, 0xABFF...0xD7A4,
            0xFEFF...0xFFF0,
        ]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = scalar.properties
                let category = properties.generalCategory
                let expected = !properties.isDefaultIgnorableCodePoint
                    && ![.control, .format, .lineSeparator, .paragraphSeparator].contains(category)
                #expect(FontRuns.needsGlyph(scalar) == expected, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func noCodePointBelowU231AHasEmojiPresentation() {
        for value in UInt32(0)..<0x231A {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16))")
        }
        #expect(Unicode.Scalar(0x231A)!.properties.isEmojiPresentation)
        #expect(FontRuns.isEmojiPresentation(["\u{231A}"]))
        #expect(FontRuns.isEmojiPresentation(["\u{1F600}"]))
        #expect(FontRuns.isEmojiPresentation(["\u{2764}", "\u{FE0F}"]))
        #expect(!FontRuns.isEmojiPresentation(["\u{2764}"]))
        #expect(FontRuns.isEmojiPresentation(["1", "\u{FE0F}", "\u{20E3}"]))
        #expect(!FontRuns.isEmojiPresentation(["\u{1F600}", "\u{FE0E}"]))
    }
}
