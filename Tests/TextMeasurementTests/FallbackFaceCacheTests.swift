import DynamicType
import TestSupport
import Testing

@testable import TextMeasurement

@Suite("FallbackFaceCache")
struct FallbackFaceCacheTests {
    let context = FallbackFaceCache.Context(path: "/fonts/Base.ttf", faceIndex: 0, weight: .regular, language: "ja")

    @Test("a face is chosen once per context, scalar and presentation, then remembered — no font included")
    func remembers() {
        let cache = FallbackFaceCache()
        let number = cache.number(of: context)
        var calls = 0
        func face(_ scalar: Unicode.Scalar, emoji: Bool, _ answer: FontFace?) -> FontFace? {
            cache.face(for: scalar, emoji: emoji, context: number) {
                calls += 1
                return answer
            }
        }
        #expect(face("漢", emoji: false, TestFonts.sans) === TestFonts.sans)
        #expect(face("漢", emoji: false, TestFonts.typo) === TestFonts.sans)  // remembered, not asked again
        #expect(calls == 1)
        #expect(face("漢", emoji: true, TestFonts.typo) === TestFonts.typo)  // as an emoji: asked apart
        #expect(face("字", emoji: false, nil) == nil)
        #expect(face("字", emoji: false, TestFonts.sans) == nil)  // "no font" is remembered too
        #expect(calls == 3)
    }

    @Test("contexts are numbered once, apart from each other, and numbers are never reused after removeAll")
    func numbers() {
        let cache = FallbackFaceCache()
        let first = cache.number(of: context)
        #expect(cache.number(of: context) == first)
        var other = context
        other.language = "zh-Hans"
        let second = cache.number(of: other)
        #expect(second != first)
        cache.removeAll()
        let again = cache.number(of: context)
        #expect(again != first && again != second)
        var calls = 0
        _ = cache.face(for: "漢", emoji: false, context: first) {
            calls += 1
            return nil
        }
        #expect(calls == 1)  // forgotten by removeAll
    }
}

@Suite("Concurrency: fallback fonts chosen from many tasks")
struct FallbackConcurrencyTests {
    @Test("tasks measuring mixed-script text with one measurer get what a measurer of their own gets")
    func fallbackUnderConcurrency() async throws {
        let texts = [
            "Add 日本語 to Cart", "السلام عليكم and hello", "สวัสดีครับ world", "한국어 텍스트 ✓", "Ελληνικά и русский",
            "emoji 👍🏽 and ❤️", "हिन्दी पाठ", "混合 text 中文 漢字",
        ]
        let constraints = LabelConfiguration(width: 90, numberOfLines: 0)
        let reference = try TextMeasurer.systemFonts()
        let expected = try texts.map { try reference.measure($0, style: .body, category: .large, label: constraints) }
        let shared = try TextMeasurer.systemFonts()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask { () async throws in
                    for round in 0..<40 {
                        let index = (task * 3 + round) % texts.count
                        let layout = try shared.measure(texts[index], style: .body, category: .large, label: constraints)
                        #expect(layout == expected[index])
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
