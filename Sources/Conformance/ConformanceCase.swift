import Foundation

/// One corpus case (Fixtures/Corpus/corpus.jsonl) and what the reference engine made of it
/// (Fixtures/Corpus/pango-reference.jsonl).
struct ConformanceCase: Decodable {
    var id: String
    var group: String
    var script: String
    var text: String
    var family: String
    var size: Double
    var width: Double?
    var maxLines: Int
    var language: String?
    var fontFile: String?
    var fontIndex: Int?
    /// Why UIKit and the reference engine are known to differ on this case, if they are.
    var knownDifference: String?
    /// Features of the case (`trailing-space`, `small-kana`, `nbsp` …).
    var tags: [String]?

    /// Tags marking behaviour where UIKit's rule is unverified and this library chose differently from Pango:
    /// trailing spaces always hang here (Pango counts them on an unwrapped line), and ICU's default Japanese
    /// line breaking allows a small kana to start a line (Pango's UAX #14 default does not).
    static let unverifiedTags: Set = ["trailing-space", "small-kana"]

    /// Why this case is reported apart, if it is.
    var reportedApartBecause: String? {
        knownDifference ?? tags?.first(where: Self.unverifiedTags.contains)
    }
}

/// The reference engine's layout of a case.
struct ReferenceLayout: Decodable {
    var id: String
    var lineCount: Int?
    var lineWidths: [Double]?
    var height: Double?
    var lineStarts: [Int]?
    /// With a line limit: how many lines Pango shows.
    var visibleLineCount: Int?
    var error: String?
}

/// Reads JSON Lines, naming the file and line of anything malformed.
func readJSONLines<T: Decodable>(_ type: T.Type, path: String) throws -> [T] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let decoder = JSONDecoder()
    var values: [T] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.trimmingCharacters(in: .whitespaces).isEmpty {
        do {
            values.append(try decoder.decode(T.self, from: Data(line.utf8)))
        } catch {
            throw ConformanceError("\(path):\(index + 1): \(error)")
        }
    }
    return values
}

struct ConformanceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
