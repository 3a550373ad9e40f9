extension JSONValue {
    /// The value ``JSONParser`` read, without its places; an object's members in the order written (a repeated key
    /// is the reader's to refuse before this).
    package init(_ node: JSONNode) {
        switch node.value {
        case .object(let members): self = .object(members.map { ($0.key, JSONValue($0.node)) })
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .string(let string): self = .string(string)
        case .number(let number): self = .number(number)
        case .bool(let bool): self = .bool(bool)
        case .null: self = .null
        }
    }
}
