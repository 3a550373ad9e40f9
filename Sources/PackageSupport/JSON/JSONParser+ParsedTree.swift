/// What ``JSONParser`` builds: ``JSONNode``s, each with its place, or ``JSONValue``s without.
protocol ParsedTree {
    associatedtype Member
    /// Whether values record where they start (when not, the parser does not work places out).
    static var hasPositions: Bool { get }
    static func member(_ key: String, _ value: Self) -> Member
    static func object(_ members: [Member], at position: SourcePosition) -> Self
    static func array(_ elements: [Self], at position: SourcePosition) -> Self
    static func string(_ string: String, at position: SourcePosition) -> Self
    static func number(_ number: Double, at position: SourcePosition) -> Self
    static func bool(_ bool: Bool, at position: SourcePosition) -> Self
    static func null(at position: SourcePosition) -> Self
}

extension JSONNode: ParsedTree {
    static var hasPositions: Bool { true }
    static func member(_ key: String, _ value: JSONNode) -> Member { Member(key: key, node: value) }
    static func object(_ members: [Member], at position: SourcePosition) -> JSONNode {
        JSONNode(value: .object(members), position: position)
    }
    static func array(_ elements: [JSONNode], at position: SourcePosition) -> JSONNode {
        JSONNode(value: .array(elements), position: position)
    }
    static func string(_ string: String, at position: SourcePosition) -> JSONNode {
        JSONNode(value: .string(string), position: position)
    }
    static func number(_ number: Double, at position: SourcePosition) -> JSONNode {
        JSONNode(value: .number(number), position: position)
    }
    static func bool(_ bool: Bool, at position: SourcePosition) -> JSONNode { JSONNode(value: .bool(bool), position: position) }
    static func null(at position: SourcePosition) -> JSONNode { JSONNode(value: .null, position: position) }
}

extension JSONValue: ParsedTree {
    static var hasPositions: Bool { false }
    static func member(_ key: String, _ value: JSONValue) -> (String, JSONValue) { (key, value) }
    static func object(_ members: [(String, JSONValue)], at _: SourcePosition) -> JSONValue { .object(members) }
    static func array(_ elements: [JSONValue], at _: SourcePosition) -> JSONValue { .array(elements) }
    static func string(_ string: String, at _: SourcePosition) -> JSONValue { .string(string) }
    static func number(_ number: Double, at _: SourcePosition) -> JSONValue { .number(number) }
    static func bool(_ bool: Bool, at _: SourcePosition) -> JSONValue { .bool(bool) }
    static func null(at _: SourcePosition) -> JSONValue { .null }
}
