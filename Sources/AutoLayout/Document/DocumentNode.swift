import Foundation
import PackageSupport

/// A value of a JSON document being read into a model: the value Foundation parsed, its path, and where it is in
/// the file, so that every complaint names the place (`views[2].size.width`, line and column).
struct DocumentNode {
    /// What a document is read against: the file's name and where each of its values is.
    final class Source {
        let file: String
        let map: JSONSourceMap

        init(file: String, map: JSONSourceMap) {
            self.file = file
            self.map = map
        }
    }

    let value: Any
    let path: [String]
    let source: Source

    /// `views[2].size.width`; `the document` for the top level.
    var location: String {
        guard let first = path.first else { return "the document" }
        return path.dropFirst().reduce(first) { $0 + ($1.hasPrefix("[") ? $1 : "." + $1) }
    }

    /// An error at this value: `location: problem`.
    func error(_ problem: String, expected: String? = nil) -> LayoutDocumentError {
        let position = source.map.position(of: path)
        return LayoutDocumentError(
            file: source.file, line: position?.line, column: position?.column,
            problem: path.isEmpty ? problem : "\(location): \(problem)", expected: expected)
    }

    /// What the value is, as a message names it (`a string`).
    private var kind: String { source.map.kind(of: path)?.rawValue ?? "a value" }

    /// The members of an object, each key checked against `keys` (a typo must not pass silently).
    func object(keys: [String]) throws(LayoutDocumentError) -> [String: DocumentNode] {
        guard let object = value as? [String: Any], source.map.kind(of: path) == .object else {
            throw error("\(kind) where an object belongs", expected: "an object with " + Self.list(keys))
        }
        var members: [String: DocumentNode] = [:]
        for (key, member) in object {
            let node = DocumentNode(value: member, path: path + [key], source: source)
            guard keys.contains(key) else {
                throw node.error("unknown key '\(key)'", expected: "one of " + Self.list(keys))
            }
            members[key] = node
        }
        return members
    }

    /// The elements of an array.
    func array(of what: String) throws(LayoutDocumentError) -> [DocumentNode] {
        guard let array = value as? [Any], source.map.kind(of: path) == .array else {
            throw error("\(kind) where an array belongs", expected: "an array of \(what)")
        }
        return array.enumerated().map { DocumentNode(value: $1, path: path + ["[\($0)]"], source: source) }
    }

    func string(_ what: String) throws(LayoutDocumentError) -> String {
        guard let string = value as? String, source.map.kind(of: path) == .string else {
            throw error("\(kind) where a string belongs", expected: what)
        }
        return string
    }

    /// A finite number in `range`.
    func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) throws(LayoutDocumentError) -> Double {
        guard source.map.kind(of: path) == .number,
            let number = (value as? Double) ?? (value as? Int).map(Double.init) ?? (value as? NSNumber)?.doubleValue
        else {
            throw error("\(kind) where a number belongs", expected: what)
        }
        guard number.isFinite, range.contains(number) else {
            throw error("\(DecimalText.of(number)) is out of range", expected: what)
        }
        return number
    }

    func bool(_ what: String) throws(LayoutDocumentError) -> Bool {
        guard source.map.kind(of: path) == .boolean, let bool = (value as? Bool) ?? (value as? NSNumber)?.boolValue else {
            throw error("\(kind) where true or false belongs", expected: what)
        }
        return bool
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
