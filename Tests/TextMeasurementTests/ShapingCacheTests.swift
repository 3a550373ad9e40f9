import DynamicType
import Foundation
import TestSupport
import Testing

@testable import TextMeasurement

/// The shaping cache finds an entry by its key's folded word and checks the whole key: keys differing in one field
/// are different entries, the charged units never exceed the capacity, and the oldest entries go first.
struct ShapingCacheTests {
    static func key(
        _ text: String, face: FontFace = TestFonts.sans, weight: FontWeight = .regular, opticalSize: Double? = nil,
        language: String? = nil, hangulWordPriority: Bool = false, fallback: Bool = false
    ) -> ShapingCache.Key {
        ShapingCache.Key(
            text: .string(.init(string: text)), face: face, weight: weight, opticalSize: opticalSize, language: language,
            hangulWordPriority: hangulWordPriority, fallback: fallback)
    }

    static func paragraph(_ text: String) throws(MeasurementError) -> ShapedParagraph {
        try ShapedParagraph(
            text: Array(text.utf16), primary: TestFonts.sans, weight: .regular, size: 17, language: nil,
            strategy: .standard, fallback: { _, _ in nil })
    }

    @Test func keysDifferingInOneFieldAreDifferentKeys() {
        let base = Self.key("Add to Cart")
        let others = [
            Self.key("Add to Cart."), Self.key("Add to cart"), Self.key("Add to Cart", face: TestFonts.typo),
            Self.key("Add to Cart", weight: .bold), Self.key("Add to Cart", opticalSize: 17),
            Self.key("Add to Cart", language: "en"), Self.key("Add to Cart", language: ""),
            Self.key("Add to Cart", hangulWordPriority: true), Self.key("Add to Cart", fallback: true),
            ShapingCache.Key(
                text: .units(Array("Add to Cart".utf16)), face: TestFonts.sans, weight: .regular, opticalSize: nil,
                language: nil, hangulWordPriority: false, fallback: false),
        ]
        for other in others {
            #expect(other != base)
            #expect(other.word != base.word, "\(other)")  // (a collision would still be told apart by ==)
        }
        // Equal fields, equal keys and words, whatever string object holds the text.
        let same = Self.key(String(["Add", "to", "Cart"].joined(separator: " ")))
        #expect(same == base && same.word == base.word)
        #expect(Self.key("Add to Cart", language: "th") == Self.key("Add to Cart", language: "t" + "h"))
    }

    @Test func aKeptParagraphIsReturnedAgainWithoutMakingIt() throws {
        let cache = ShapingCache(capacity: 10_000)
        let first = try cache.paragraph(for: Self.key("Done")) { () throws(MeasurementError) in
            try Self.paragraph("Done")
        }
        var madeAgain = false
        let second = try cache.paragraph(for: Self.key("Done")) { () throws(MeasurementError) in
            madeAgain = true
            return try Self.paragraph("Done")
        }
        #expect(second === first && !madeAgain)
        // Another language is another entry.
        let other = try cache.paragraph(for: Self.key("Done", language: "en")) { () throws(MeasurementError) in
            try Self.paragraph("Done")
        }
        #expect(other !== first)
        #expect(cache.unitCount == 2 * (4 + ShapingCache.entryOverhead))
    }

    @Test func theOldestEntriesGoFirstAndTheBoundHolds() throws {
        // Each 4-unit text is charged 4 + 32 = 36 units; a capacity of 400 keeps 11 of them.
        let cache = ShapingCache(capacity: 400)
        let texts = (0..<40).map { String(format: "w%03d", $0) }
        var kept: [String: ShapedParagraph] = [:]
        for text in texts {
            kept[text] = try cache.paragraph(for: Self.key(text)) { () throws(MeasurementError) in
                try Self.paragraph(text)
            }
            #expect(cache.unitCount <= 400)
        }
        #expect(cache.unitCount == 11 * 36)
        func isKept(_ text: String) throws -> Bool {
            var made = false
            let paragraph = try cache.paragraph(for: Self.key(text)) { () throws(MeasurementError) in
                made = true
                return try Self.paragraph(text)
            }
            return !made && paragraph === kept[text]
        }
        #expect(try isKept("w039") && isKept("w029"))  // the newest eleven: w029 … w039
        #expect(try !isKept("w028"))
    }

    @Test func aLargeCacheInShardsKeepsItsBoundAndTheNewestEntries() throws {
        // 65,536 units: eight shards of 8,192. 3,000 texts of 4 units, charged 36 each (108,000 in all), overflow
        // every shard; the whole never holds more than its capacity, and each shard keeps what came to it last.
        let cache = ShapingCache(capacity: ShapingCache.shardingThreshold)
        let texts = (0..<3_000).map { String(format: "%04d", $0) }
        var kept: [String: ShapedParagraph] = [:]
        for text in texts {
            kept[text] = try cache.paragraph(for: Self.key(text)) { () throws(MeasurementError) in
                try Self.paragraph(text)
            }
            #expect(cache.unitCount <= ShapingCache.shardingThreshold)
        }
        // A full shard holds ⌊8,192 / 36⌋ = 227 entries. The words spread the 3,000 over the eight about evenly (375
        // each on average, 18 either way; fewer than 227 in one is eight of those below): every shard is full.
        #expect(cache.unitCount == 8 * 227 * 36)
        var made = false
        for text in texts.suffix(8) {
            let again = try cache.paragraph(for: Self.key(text)) { () throws(MeasurementError) in
                made = true
                return try Self.paragraph(text)
            }
            #expect(again === kept[text], "\(text)")
        }
        #expect(!made)
    }

    /// Eight tasks insert into one full cache at once, so every insertion drops entries — often another task's,
    /// released after the shard's lock is let go: each gets its own text's paragraph back, the bound holds, and
    /// ThreadSanitizer (`Scripts/test`) sees no race.
    @Test func underConcurrencyEveryInsertionDropsEntriesAndEachTaskGetsItsOwnParagraph() async throws {
        let cache = ShapingCache(capacity: ShapingCache.shardingThreshold)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<600 {
                        let text = String(format: "%d-%04d", task, index)
                        let paragraph = try cache.paragraph(for: Self.key(text)) { () throws(MeasurementError) in
                            try Self.paragraph(text)
                        }
                        #expect(paragraph.text == Array(text.utf16))
                    }
                }
            }
            try await group.waitForAll()
        }
        // 4,800 texts of 6 units, charged 38 each, overflow every shard: each holds ⌊8,192 / 38⌋ = 215.
        #expect(cache.unitCount == 8 * 215 * 38)
    }

    @Test func paragraphsInOneFaceShareTheirEllipsisAndMeasureItAsTheirOwn() throws {
        let measurer = TextMeasurer(fontMatcher: nil)
        func paragraph(_ text: String, weight: FontWeight = .regular) throws -> ShapedParagraph {
            try #require(
                try measurer.shape(text, face: TestFonts.sans, weight: weight, size: 17, language: nil, strategy: .standard)
                    .first?.paragraph)
        }
        let first = try paragraph("Add to Cart"), second = try paragraph("Checkout")
        let shared = try #require(measurer.sharedEllipsis(of: first))
        #expect(measurer.sharedEllipsis(of: second) === shared)
        #expect(first.ellipsis === shared)  // kept with the paragraph once taken
        // The same width as an ellipsis the paragraph shapes on its own: U+2026 is 900 units, 15.3 pt at 17 pt.
        let own = try Self.paragraph("Other").ellipsisWidth(size: 17, tracking: 0)
        #expect(first.ellipsisWidth(size: 17, tracking: 0) == own)
        #expect(abs(own - 15.3) < 1e-9)
        // Another weight is another ellipsis.
        #expect(measurer.sharedEllipsis(of: try paragraph("Add to Cart", weight: .bold)) !== shared)
    }
}
