import Foundation
import PackageSupport

/// A value of a JSON document being read into a model: the value Foundation parsed, its path, and where it is in
/// the file, so that every complaint names the place (`views[2].size.width`, line and column).
struct DocumentNode {
    /// What a document is read against: the file's name, and where each of its values is — scanned only when a
    /// complaint needs a place (a document that reads cleanly is not scanned twice).
    final class Source {
        let file: String
        let bytes: [UInt8]
        private(set) lazy var map = JSONSourceMap(bytes)

        init(file: String, bytes: [UInt8]) {
            self.file = file
            self.bytes = bytes
        }
    }

    let value: Any
    /// Where the value is: its key or `[index]`, after its parent's (kept as links, made into a path only for a
    /// complaint).
    private let link: Link?
    let source: Source

    private final class Link {
        let parent: Link?
        let key: String

        init(parent: Link?, key: String) {
            self.parent = parent
            self.key = key
        }
    }

    /// The document itself.
    init(document value: Any, source: Source) {
        self.value = value
        self.link = nil
        self.source = source
    }

    private init(value: Any, link: Link, source: Source) {
        self.value = value
        self.link = link
        self.source = source
    }

    /// The keys (and `[index]`es) from the top of the document to the value.
    var path: [String] {
        var keys: [String] = []
        var current = link
        while let node = current {
            keys.append(node.key)
            current = node.parent
        }
        return keys.reversed()
    }

    /// `views[2].size.width`; `the document` for the top level.
    var location: String {
        guard let first = path.first else { return "the document" }
        return path.dropFirst().reduce(first) { $0 + ($1.hasPrefix("[") ? $1 : "." + $1) }
    }

    /// An error at this value: `location: problem`.
    func error(_ problem: String, expected: String? = nil) -> LayoutDocumentError {
        let path = self.path
        let position = source.map.position(of: path)
        return LayoutDocumentError(
            file: source.file, line: position?.line, column: position?.column,
            problem: path.isEmpty ? problem : "\(location): \(problem)", expected: expected)
    }

    /// What the value is, as a message names it (`a string`).
    private var kind: String {
        switch value {
        case is [String: Any]: JSONSourceMap.Kind.object.rawValue
        case is [Any]: JSONSourceMap.Kind.array.rawValue
        case is String: JSONSourceMap.Kind.string.rawValue
        case let number as NSNumber: (Self.isBoolean(number) ? JSONSourceMap.Kind.boolean : .number).rawValue
        default: JSONSourceMap.Kind.null.rawValue
        }
    }

    /// Whether Foundation parsed `true` or `false` here (it gives a number that also converts to `Bool`; only a
    /// boolean's type code is `c`).
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    /// The members of an object, each key checked against `keys` (a typo must not pass silently).
    func object(keys: [String]) throws(LayoutDocumentError) -> [String: DocumentNode] {
        guard let object = value as? [String: Any] else {
            throw error("\(kind) where an object belongs", expected: "an object with " + Self.list(keys))
        }
        var members: [String: DocumentNode] = [:]
        for (key, member) in object {
            let node = DocumentNode(value: member, link: Link(parent: link, key: key), source: source)
            guard keys.contains(key) else {
                throw node.error("unknown key '\(key)'", expected: "one of " + Self.list(keys))
            }
            members[key] = node
        }
        return members
    }

    /// The elements of an array.
    func array(of what: String) throws(LayoutDocumentError) -> [DocumentNode] {
        guard let array = value as? [Any] else {
            throw error("\(kind) where an array belongs", expected: "an array of \(what)")
        }
        return array.enumerated().map {
            DocumentNode(value: $1, link: Link(parent: link, key: "[\($0)]"), source: source)
        }
    }

    func string(_ what: String) throws(LayoutDocumentError) -> String {
        guard let string = value as? String else {
            throw error("\(kind) where a string belongs", expected: what)
        }
        return string
    }

    /// A finite number in `range`.
    func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) throws(LayoutDocumentError) -> Double {
        guard let number = (value as? NSNumber).flatMap({ Self.isBoolean($0) ? nil : $0.doubleValue }) else {
            throw error("\(kind) where a number belongs", expected: what)
        }
        guard number.isFinite, range.contains(number) else {
            throw error("\(DecimalText.of(number)) is out of range", expected: what)
        }
        return number
    }

    func bool(_ what: String) throws(LayoutDocumentError) -> Bool {
        guard let number = value as? NSNumber, Self.isBoolean(number) else {
            throw error("\(kind) where true or false belongs", expected: what)
        }
        return number.boolValue
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
