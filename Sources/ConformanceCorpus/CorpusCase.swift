import TextMeasurement

/// One case of the conformance corpus (Fixtures/Corpus/corpus.jsonl, see its README): a text, the font it is set in,
/// its size, width and line limit. Shared by the conformance runner and the benchmarks, which measure the same cases.
package struct CorpusCase: Decodable, Sendable {
    package var id: String
    package var group: String
    package var script: String?
    package var text: String
    package var family: String
    package var size: Double
    package var width: Double?
    package var maxLines: Int
    package var language: String?
    package var fontFile: String?
    package var fontIndex: Int?
    /// Why UIKit and the reference engine are known to differ on this case, if they are.
    package var knownDifference: String?
    /// Features of the case (`trailing-space`, `small-kana`, `nbsp` …).
    package var tags: [String]?

    /// Tags marking behaviour where UIKit's rule is unverified and this library chose differently from Pango:
    /// trailing spaces always hang here (Pango counts them on an unwrapped line), and ICU's default Japanese
    /// line breaking allows a small kana to start a line (Pango's UAX #14 default does not).
    package static let unverifiedTags: Set = ["trailing-space", "small-kana"]

    /// Why this case is reported apart from the agreement figures, if it is.
    package var reportedApartBecause: String? {
        knownDifference ?? tags?.first(where: Self.unverifiedTags.contains)
    }

    /// The constraints the conformance runner and Scripts/pango-reference.py lay a case out with: Pango's
    /// `WORD_CHAR` wrapping is UIKit's `byWordWrapping`, greedy (no push-out), so both engines do the same work.
    package var constraints: LabelConfiguration {
        LabelConfiguration(
            width: width, numberOfLines: maxLines, lineBreakMode: .byWordWrapping, lineBreakStrategy: .none,
            language: language)
    }

    /// The face the corpus recorded for the case (`fontFile`, `fontIndex`), as a match a measurer loads once.
    package var fontMatch: FontMatch? {
        fontFile.map { FontMatch(path: $0, faceIndex: fontIndex ?? 0, family: family, style: "") }
    }
}
