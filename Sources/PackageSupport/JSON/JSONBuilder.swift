/// Something a JSON value is made into as it is described, member by member: a ``JSONValue`` tree
/// (``JSONTreeBuilder``) or a line of JSON Lines text (``JSONLineWriter``). A format that describes its values to a
/// builder says its fields once for both.
///
/// Calls nest as the value does: `beginObject()`, then for each member `key(_:)` and its value, then `endObject()`.
package protocol JSONBuilder {
    mutating func beginObject()
    /// The next member's key, inside an object; its value follows.
    mutating func key(_ key: String)
    /// The same for a key written in the source, which needs no escapes (a writer copies its bytes as they are).
    mutating func key(_ key: StaticString)
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    mutating func string(_ value: String)
    mutating func number(_ value: Double)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// A whole value given as a tree (an `id` a request sent, echoed back).
    mutating func value(_ value: JSONValue)
}

extension JSONBuilder {
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .object(let members):
            beginObject()
            for (key, member) in members {
                self.key(key)
                self.value(member)
            }
            endObject()
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .string(let string): self.string(string)
        case .number(let number): self.number(number)
        case .bool(let bool): self.bool(bool)
        case .null: null()
        }
    }

    package mutating func key(_ key: StaticString) {
        self.key(key.description)
    }

    /// A member whose value is a string, a number, a whole number or a Boolean.
    package mutating func member(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    package mutating func member(_ key: StaticString, _ value: Double) {
        self.key(key)
        number(value)
    }

    package mutating func member(_ key: StaticString, _ value: Int) {
        self.key(key)
        number(Double(value))
    }

    package mutating func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }
}
