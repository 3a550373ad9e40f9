import FoundationEssentials

/// JSON read with Foundation's `JSONDecoder`: an object's members sorted by key (a decoder gives no order), so that
/// what is read and written back is the same on every run.
extension JSONValue: Decodable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self).sorted { $0.key < $1.key })
        }
    }
}
