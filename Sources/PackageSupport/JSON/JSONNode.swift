/// A JSON value as ``JSONParser`` read it: the value, and the place in the text where it starts.
///
/// Objects keep their members in the order written, duplicates included: what a repeated key means is the reader's
/// to say (a layout document refuses it; Foundation keeps the last).
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// An object's member: its key (escapes decoded) and its value.
    package struct Member: Sendable {
        package var key: String
        package var node: JSONNode
    }

    /// The kind of a JSON value, as a message names it.
    package enum Kind: String, Sendable {
        case object = "an object", array = "an array", string = "a string", number = "a number"
        case boolean = "true or false", null = "null"
    }

    package var value: Value
    /// Where the value starts: its first character (`{`, `[`, `"`, a digit or sign, a letter).
    package var position: SourcePosition

    package var kind: Kind {
        switch value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .boolean
        case .null: .null
        }
    }
}
