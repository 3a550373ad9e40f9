import Foundation
import TestSupport
import Testing
@testable import TextMeasurement

// The match index must give exactly FcFontMatch's answer: every character of the conformance corpus (all its
// scripts, emoji and punctuation), asked near several families, weights and languages, both ways; and every installed
// family, as named and in other spellings, generic and missing families, at several weights and slants.

struct MatchIndexTests {
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
    ] as [(String, Int, String?)], [false, true])
    func indexAnswersAsFcFontMatch(near base: (String, Int, String?), familiesKnown: Bool) throws {
        let (family, weight, language) = base
        #expect(Self.corpusScalars.count > 500)
        let configuration = try FontconfigConfiguration(addingFiles: [], directories: [])
        if familiesKnown {
            // Two family requests (the index answers the second), after which a fallback first tries the fonts with
            // the family's strong names.
            for name in ["DejaVu Sans", "Noto Sans"] {
                _ = try configuration.bestMatch(for: FontconfigRequest(family: name, weightClass: 400, isItalic: false))
            }
            #expect(configuration.indexedFamilyAnswerCount == 1)
        }
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
        // Near a family whose own fonts have some of the characters, those fonts answered them first; the patterns
        // matched without the names no font has (Debian's rules for a matched font read the pattern's slant, weight
        // and pixel size only).
        if familiesKnown {
            #expect(configuration.indexedNamedFallbackCount > 0 || family == "sans-serif")
            #expect(configuration.indexedShortenedPatternCount > 0)
        }
    }

    /// Every family fontconfig lists (each name of each), plus spellings fontconfig folds to them, the generic
    /// families, aliases the configuration maps (Helvetica, Arial) and names nothing has.
    static func familyNames() throws -> [String] {
        let listed = try FontconfigTools.run("fc-list", ":", "family").split(separator: "\n")
            .flatMap { $0.split(separator: ",") }.map(String.init)
        let names = Array(Set(listed)).sorted()
        return names + names.prefix(40).flatMap { [$0.uppercased(), $0.replacingOccurrences(of: " ", with: "")] }
            + ["sans-serif", "serif", "monospace", "emoji", "system-ui", "Helvetica", "Arial", "Times New Roman",
               "Courier", "No Such Family", "ＭＳ ゴシック", "Noto  Sans", " noto sans "]
    }

    @Test(.enabled(if: FontconfigTools.available, "needs fontconfig's fc-list"), arguments: [false, true])
    func familiesAsFcFontMatch(withApplicationFont: Bool) throws {
        // With an application font (fontconfig's second set) too: the test font, asked for by its name.
        let families = try Self.familyNames() + (withApplicationFont ? ["TestSans", "testsans", "Test Sans"] : [])
        #expect(families.count > 200)
        let configuration = try FontconfigConfiguration(
            addingFiles: withApplicationFont ? [Fixtures.url("Fonts/TestSans.ttf").path] : [], directories: [])
        var differing: [String] = []
        for family in families {
            for (weight, isItalic) in [(400, false), (700, true), (100, false), (900, false)] {
                let request = FontconfigRequest(family: family, weightClass: weight, isItalic: isItalic)
                let fast = try configuration.bestMatch(for: request)
                let slow = try configuration.bestMatch(for: request, usingIndex: false)
                if fast != slow {
                    differing.append("\(family) \(weight)\(isItalic ? " italic" : ""): \(fast) ≠ \(slow)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(configuration.indexedShortenedPatternCount > families.count)
        // The index answered most of them (rather than always handing over to FcFontMatch).
        #expect(configuration.indexedFamilyAnswerCount > families.count * 3)
    }
}
