import Foundation
import TextMeasurement

/// One case of Fixtures/Corpus/corpus.jsonl: a text, the font it is set in, its size, width and line limit.
struct CorpusCase: Decodable {
    var id: String
    var group: String
    var text: String
    var family: String
    var size: Double
    var width: Double?
    var maxLines: Int
    var language: String?
    var fontFile: String?
    var fontIndex: Int?
    var knownDifference: String?
    var tags: [String]?

    /// The constraints the conformance runner and Scripts/pango-reference.py lay a case out with: Pango's
    /// `WORD_CHAR` wrapping is UIKit's `byWordWrapping`, greedy (no push-out), so both engines do the same work.
    var constraints: MeasurementConstraints {
        MeasurementConstraints(
            maxWidth: width, maxLines: maxLines, lineBreakMode: .byWordWrapping, lineBreakStrategy: .none,
            language: language)
    }

    /// The face the corpus recorded for the case (`fontFile`, `fontIndex`), as a match the measurer loads once.
    var fontMatch: FontMatch? {
        fontFile.map { FontMatch(path: $0, faceIndex: fontIndex ?? 0, family: family, style: "") }
    }
}

enum Corpus {
    /// The cases of a JSON Lines corpus, in order.
    static func load(_ path: String) throws -> [CorpusCase] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let decoder = JSONDecoder()
        var cases: [CorpusCase] = []
        for (number, line) in text.split(separator: "\n").enumerated() where !line.isEmpty {
            do {
                cases.append(try decoder.decode(CorpusCase.self, from: Data(line.utf8)))
            } catch {
                throw UsageError("\(path):\(number + 1): \(error)")
            }
        }
        return cases
    }

    /// UTF-16 units in all cases' texts.
    static func units(_ cases: [CorpusCase]) -> Int {
        cases.reduce(0) { $0 + $1.text.utf16.count }
    }
}

/// Measures corpus cases with one measurer, loading each case's face the first time it is needed (and remembering it
/// per case, so a warm pass does not look faces up by name).
struct CorpusMeasurer {
    let measurer: TextMeasurer
    /// All cases in one family at one size (the one-font benchmark), or each case's own font and size.
    let oneFont: (face: FontFace, size: Double)?
    private var loaded: [FaceKey: FontFace] = [:]
    private var caseFaces: [Int: FontFace] = [:]

    private struct FaceKey: Hashable {
        var file: String
        var index: Int
    }

    init(measurer: TextMeasurer, oneFont: (face: FontFace, size: Double)? = nil) {
        self.measurer = measurer
        self.oneFont = oneFont
    }

    /// The case's face: the corpus's file and index, else its family through fontconfig.
    mutating func face(for item: CorpusCase) throws -> FontFace {
        if let oneFont { return oneFont.face }
        let key = FaceKey(file: item.fontFile ?? item.family, index: item.fontIndex ?? 0)
        if let face = loaded[key] { return face }
        let face = try item.fontMatch.map { try measurer.face(for: $0) } ?? measurer.face(family: item.family)
        loaded[key] = face
        return face
    }

    mutating func measure(_ item: CorpusCase, at index: Int) throws -> TextLayout {
        let face: FontFace
        if let known = caseFaces[index] {
            face = known
        } else {
            face = try self.face(for: item)
            caseFaces[index] = face
        }
        return try measurer.measure(item.text, face: face, size: oneFont?.size ?? item.size, constraints: item.constraints)
    }

    /// Measures every case; returns the total line count (so the work cannot be optimized away).
    mutating func measureAll(_ cases: [CorpusCase]) throws -> Int {
        var lines = 0
        for index in cases.indices { lines += try measure(cases[index], at: index).lineCount }
        return lines
    }
}

/// The family and size of the one-font benchmark: Noto Sans (fontconfig falls back for the other scripts) at 17 pt.
enum OneFont {
    static let family = "Noto Sans"
    static let size = 17.0
}
