import Foundation
import TestSupport
import Testing
@testable import TextMeasurement

// The fallback index must give exactly FcFontMatch's answer: every character of the conformance corpus (all its
// scripts, emoji and punctuation), asked near several families, weights and languages, both ways.

struct FallbackIndexTests {
    static let corpusScalars: [Unicode.Scalar] = {
        let url = Fixtures.url("Corpus/corpus.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var seen = Set<Unicode.Scalar>()
        var scalars: [Unicode.Scalar] = []
        for line in text.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let caseText = object["text"] as? String
            else { continue }
            for scalar in caseText.unicodeScalars where FontRuns.needsGlyph(scalar) && seen.insert(scalar).inserted {
                scalars.append(scalar)
            }
        }
        return scalars
    }()

    @Test(arguments: [
        ("DejaVu Sans", 400, nil), ("Noto Sans", 400, "ja"), ("Noto Sans", 700, "zh-Hant"), ("sans-serif", 400, "ar"),
        ("emoji", 400, nil), ("Noto Sans Thai", 400, "th"),
    ] as [(String, Int, String?)])
    func indexAnswersAsFcFontMatch(family: String, weight: Int, language: String?) throws {
        #expect(Self.corpusScalars.count > 500)
        let configuration = try FontconfigConfiguration(addingFiles: [], directories: [])
        var clusters = Self.corpusScalars.map { [$0] }
        clusters += [["\u{1F469}", "\u{200D}", "\u{1F4BB}"], ["\u{2764}", "\u{FE0F}"], ["a", "\u{0301}"], ["\u{10FFFD}"]]
        for characters in clusters {
            let request = FontconfigRequest(
                family: family, weightClass: weight, isItalic: false, characters: characters, language: language)
            let fast = try configuration.bestMatch(for: request)
            let slow = try configuration.bestMatch(for: request, usingIndex: false)
            #expect(fast == slow, "\(characters.map { String($0.value, radix: 16) }) near \(family)")
        }
        // The index answered (rather than always handing over to FcFontMatch).
        #expect(configuration.indexedAnswerCount > 0)
    }
}
