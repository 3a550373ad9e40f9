/// A ``JSONBuilder`` that makes a ``JSONValue``: ``result`` once the outermost value is complete.
package struct JSONTreeBuilder: JSONBuilder {
    /// The containers being filled, innermost last: an object's members (and the key of the member being made) or an
    /// array's elements.
    private var open: [(members: [(String, JSONValue)], key: String?, elements: [JSONValue]?)] = []
    /// The outermost value, once complete.
    package private(set) var result: JSONValue?

    package init() {}

    package mutating func beginObject() { open.append(([], nil, nil)) }

    package mutating func key(_ key: String) { open[open.count - 1].key = key }

    package mutating func endObject() { add(.object(open.removeLast().members)) }

    package mutating func beginArray() { open.append(([], nil, [])) }

    package mutating func endArray() { add(.array(open.removeLast().elements ?? [])) }

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
            open[last].elements!.append(value)
        } else {
            open[last].members.append((open[last].key ?? "", value))
            open[last].key = nil
        }
    }
}
