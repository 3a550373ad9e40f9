import Foundation
import ConformanceCorpus
import TextMeasurement

enum Corpus {
    /// The cases of a JSON Lines corpus, in order.
    static func load(_ path: String) throws -> [CorpusCase] {
        do {
            return try JSONLines.read(CorpusCase.self, path: path)
        } catch {
            throw UsageError(error.description)
        }
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
        return try measurer.measure(item.text, face: face, size: oneFont?.size ?? item.size, label: item.constraints)
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
