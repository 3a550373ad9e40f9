import TestSupport
import Testing
@testable import TextMeasurement

// A one-paragraph text is cached under the string itself. Strings that Swift calls equal but that differ in their
// scalars (NFC and NFD, for one) must not share an entry: they shape and measure differently.

struct ShapingCacheKeyTests {
    @Test func canonicallyEquivalentStringsAreDifferentKeys() {
        let composed = ShapingCache.Bytes(string: "caf\u{E9}")
        let decomposed = ShapingCache.Bytes(string: "cafe\u{301}")
        #expect("caf\u{E9}" == "cafe\u{301}")  // what String's own == says
        #expect(composed != decomposed)
        #expect(composed == ShapingCache.Bytes(string: "caf" + "\u{E9}"))
        #expect(ShapingCache.Bytes(string: "") == ShapingCache.Bytes(string: String()))
    }

    @Test func cachedLayoutsEqualUncachedOnes() throws {
        // The two spellings of "café" have different lengths, so their layouts differ at least in their ranges.
        #expect(
            try TextMeasurer().measure("caf\u{E9}", face: TestFonts.sans, size: 17)
                != TextMeasurer().measure("cafe\u{301}", face: TestFonts.sans, size: 17))
        let face = TestFonts.sans
        let cached = TextMeasurer(cacheCapacity: 1_000_000)
        let uncached = TextMeasurer(cacheCapacity: 0)
        let texts = [
            "caf\u{E9} AV", "cafe\u{301} AV", "caf\u{E9} AV", "one\ntwo", "one\u{2028}two", "one\r\ntwo\u{85}three",
            "one", "one\u{2029}", "", "AVAV AV", "cafe\u{301} AV",
        ]
        let constraints = LabelConfiguration(width: 40, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        for text in texts + texts {
            let expected = try uncached.measure(text, face: face, size: 17, label: constraints)
            #expect(try cached.measure(text, face: face, size: 17, label: constraints) == expected, "\(text.debugDescription)")
        }
    }
}
