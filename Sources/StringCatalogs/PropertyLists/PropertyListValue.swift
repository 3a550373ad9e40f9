/// A value of a property list, as the catalog readers need it: strings, dictionaries and arrays as they are, the other
/// kinds only by what they are (for the messages that say a value has the wrong kind).
indirect enum PropertyListValue: Equatable {
    case string(String)
    case dictionary([String: PropertyListValue])
    case array([PropertyListValue])
    case number
    case boolean
    case date
    case data
    /// A binary property list's set (its members are not kept: no catalog has one).
    case set
    /// A keyed archive's object reference (a dictionary whose only key is `CF$UID`, holding an integer).
    case uid
    /// A binary property list's null object.
    case null

    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let members) = self { members } else { nil }
    }

    /// What the value is, for messages: `a string`, `a dictionary`, `a number` …
    var kind: String {
        switch self {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .number, .boolean: "a number"
        case .date: "a date"
        case .data: "data"
        case .set: "a set"
        case .uid: "an object reference (CF$UID)"
        case .null: "null"
        }
    }
}
