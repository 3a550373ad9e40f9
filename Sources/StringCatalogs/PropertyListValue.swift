import FoundationEssentials

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
    /// A keyed archive's object reference (a dictionary whose only key is `CF$UID`, holding an integer).
    case uid

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
        case .uid: "an object reference (CF$UID)"
        }
    }
}

/// Binary (and old-style text) property lists are read by FoundationEssentials' `PropertyListDecoder` into this.
extension PropertyListValue: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        /// The value as `type`, or `nil` when it is of another kind (an invalid value of that kind throws).
        func attempt<T: Decodable>(_ type: T.Type) throws -> T? {
            do {
                return try container.decode(type)
            } catch DecodingError.typeMismatch {
                return nil
            }
        }
        if let text = try attempt(String.self) {
            self = .string(text)
        } else if try attempt(Bool.self) != nil {
            self = .boolean
        } else if try attempt(Int64.self) != nil || attempt(UInt64.self) != nil || attempt(Double.self) != nil {
            self = .number
        } else if try attempt(Date.self) != nil {
            self = .date
        } else if try attempt(Data.self) != nil {
            self = .data
        } else if let items = try attempt([PropertyListValue].self) {
            self = .array(items)
        } else {
            self = .dictionary(try container.decode([String: PropertyListValue].self))
        }
    }
}
