import PackageSupport

/// A value of a JSON document being read into a model: the value as parsed, where it starts in the file, and its
/// path, so that every complaint names the place (`views[2].size.width`, line and column).
struct DocumentNode {
    let node: JSONNode
    /// Where the value is: its key or `[index]` (`nil` for the document itself), after its parent's path — kept as
    /// links, one for each object or array whose members are read, made into a path only for a complaint.
    private let key: String?
    private let parent: Link?
    let file: String

    private final class Link {
        let parent: Link?
        let key: String

        init(parent: Link?, key: String) {
            self.parent = parent
            self.key = key
        }
    }

    /// The document itself.
    init(document node: JSONNode, file: String) {
        self.node = node
        self.key = nil
        self.parent = nil
        self.file = file
    }

    private init(node: JSONNode, key: String, parent: Link?, file: String) {
        self.node = node
        self.key = key
        self.parent = parent
        self.file = file
    }

    /// The link its members' paths go through.
    private var link: Link? {
        key.map { Link(parent: parent, key: $0) }
    }

    /// The keys (and `[index]`es) from the top of the document to the value.
    var path: [String] {
        var keys: [String] = key.map { [$0] } ?? []
        var current = parent
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
        LayoutDocumentError(
            file: file, line: node.position.line, column: node.position.column,
            problem: key == nil ? problem : "\(location): \(problem)", expected: expected)
    }

    /// An object's members by key: few enough (a view has at most 15 keys) that a look-up is a scan of the keys.
    struct Members {
        fileprivate var keys: [String] = []
        fileprivate var nodes: [DocumentNode] = []

        subscript(key: String) -> DocumentNode? {
            keys.firstIndex(of: key).map { nodes[$0] }
        }
    }

    /// The members of an object, each key checked against `keys` (a typo must not pass silently) and given once.
    func object(keys: [String]) throws(LayoutDocumentError) -> Members {
        guard case .object(let object) = node.value else {
            throw error("\(node.kind.rawValue) where an object belongs", expected: "an object with " + Self.list(keys))
        }
        var members = Members()
        members.keys.reserveCapacity(object.count)
        members.nodes.reserveCapacity(object.count)
        let link = self.link
        for member in object {
            guard keys.contains(member.key), !members.keys.contains(member.key) else {
                let node = DocumentNode(node: member.node, key: member.key, parent: link, file: file)
                throw keys.contains(member.key)
                    ? node.error("a second '\(member.key)' in the same object", expected: "each key once")
                    : node.error("unknown key '\(member.key)'", expected: "one of " + Self.list(keys))
            }
            members.keys.append(member.key)
            members.nodes.append(DocumentNode(node: member.node, key: member.key, parent: link, file: file))
        }
        return members
    }

    /// The elements of an array.
    func array(of what: String) throws(LayoutDocumentError) -> [DocumentNode] {
        guard case .array(let array) = node.value else {
            throw error("\(node.kind.rawValue) where an array belongs", expected: "an array of \(what)")
        }
        let link = self.link
        return array.enumerated().map { DocumentNode(node: $1, key: "[\($0)]", parent: link, file: file) }
    }

    func string(_ what: String) throws(LayoutDocumentError) -> String {
        guard case .string(let string) = node.value else {
            throw error("\(node.kind.rawValue) where a string belongs", expected: what)
        }
        return string
    }

    /// A finite number in `range`.
    func number(_ what: String, in range: ClosedRange<Double> = -1e9...1e9) throws(LayoutDocumentError) -> Double {
        guard case .number(let number) = node.value else {
            throw error("\(node.kind.rawValue) where a number belongs", expected: what)
        }
        guard range.contains(number) else {
            throw error("\(DecimalText.of(number)) is out of range", expected: what)
        }
        return number
    }

    func bool(_ what: String) throws(LayoutDocumentError) -> Bool {
        guard case .bool(let value) = node.value else {
            throw error("\(node.kind.rawValue) where true or false belongs", expected: what)
        }
        return value
    }

    /// `a, b or c`.
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
