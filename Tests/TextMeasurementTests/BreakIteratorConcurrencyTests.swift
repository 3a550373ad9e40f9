import Testing

@testable import TextMeasurement

/// ICU's break iterators are reused, each thread keeping its own idle ones (Sources/CICU/cicu.c): breaks must not
/// depend on what an iterator broke before, on the locale it was opened for, or on other threads. Expected offsets come
/// from UAX #14 and the languages: spaces give a break after them, and Japanese allows a break between any two kanji.
@Suite("Concurrency: ICU break iterators reused, each thread its own")
struct BreakIteratorConcurrencyTests {
    static func lineBreaks(_ text: String, locale: String) throws -> [Int] {
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer in
            try ICUBreaks.lineBreaks(in: buffer, locale: locale).map(\.offset)
        }
    }

    static func graphemes(_ text: String) throws -> [Int] {
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer in try ICUBreaks.graphemeBreaks(in: buffer, shortcut: false) }
    }

    @Test("breaks are the same on a reused iterator, after longer and shorter texts, in 40 locales (more than are kept)")
    func reuse() throws {
        // "one two three": breaks after each space and at the end (4, 8, 13); "日本語": between the kanji.
        for round in 0..<3 {
            for index in 0..<40 {
                let locale = index.isMultiple(of: 2) ? "en-x-\(index)" : ""
                #expect(try Self.lineBreaks("one two three", locale: locale) == [4, 8, 13], "round \(round)")
                #expect(try Self.lineBreaks(String(repeating: "long words here ", count: 50), locale: locale).count == 150)
                #expect(try Self.lineBreaks("a b", locale: locale) == [2, 3])
            }
            #expect(try Self.lineBreaks("日本語", locale: "ja") == [1, 2, 3])
            // e + U+0301 is one cluster, then "x": boundaries at 2 and 3.
            #expect(try Self.graphemes("e\u{301}x") == [2, 3])
            #expect(try Self.graphemes("ab") == [1, 2])
        }
    }

    @Test("many tasks breaking texts in several locales at once get what one task gets")
    func breakingUnderConcurrency() async throws {
        let cases: [(text: String, locale: String)] = [
            ("one two three", ""), ("日本語のテキスト", "ja"), ("สวัสดีครับ", "th"), ("un deux trois", "fr"),
            ("e\u{301}tude e\u{301}te\u{301}", "fr"), ("한국어 텍스트", "ko"),
        ]
        let expected = try cases.map { try Self.lineBreaks($0.text, locale: $0.locale) }
        let expectedGraphemes = try cases.map { try Self.graphemes($0.text) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask { () async throws in
                    for round in 0..<200 {
                        let index = (task + round) % cases.count
                        let (text, locale) = cases[index]
                        #expect(try Self.lineBreaks(text, locale: locale) == expected[index])
                        #expect(try Self.graphemes(text) == expectedGraphemes[index])
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
