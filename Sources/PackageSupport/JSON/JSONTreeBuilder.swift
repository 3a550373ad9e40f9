/// A ``JSONBuilder`` that makes a ``JSONValue``: ``result`` once the outermost value is complete.
package struct JSONTreeBuilder: JSONBuilder {
    /// The containers being filled, innermost last: an object's members (and the key of the member being made) or an
    /// array's elements.
    private var open: [(members: [(String, JSONValue)], key: String?, elements: [JSONValue]?)] = []
    /// The outermost value, once complete.
    package private(set) var result: JSONValue?

    package init() {}

    package mutating func beginObject() { open.append(([], nil, nil)) }

    package mutating func key(_ key: String) {
        precondition(open.last.map { $0.elements == nil } == true, "JSONTreeBuilder: a key outside an object")
        open[open.count - 1].key = key
    }

    package mutating func endObject() {
        precondition(open.last.map { $0.elements == nil } == true, "JSONTreeBuilder: endObject() with no object open")
        add(.object(open.removeLast().members))
    }

    package mutating func beginArray() { open.append(([], nil, [])) }

    package mutating func endArray() {
        precondition(open.last?.elements != nil, "JSONTreeBuilder: endArray() with no array open")
        add(.array(open.removeLast().elements ?? []))
    }

    package mutating func string(_ value: String) { add(.string(value)) }

    package mutating func number(_ value: Double) { add(.number(value)) }

    package mutating func bool(_ value: Bool) { add(.bool(value)) }

    package mutating func null() { add(.null) }

    package mutating func value(_ value: JSONValue) { add(value) }

    private mutating func add(_ value: JSONValue) {
        guard !open.isEmpty else {
            result = value
            return
        }
        let last = open.count - 1
        if open[last].elements != nil {
            open[last].elements?.append(value)
        } else {
            guard let key = open[last].key else { preconditionFailure("JSONTreeBuilder: an object's value without a key") }
            open[last].members.append((key, value))
            open[last].key = nil
        }
    }
}
