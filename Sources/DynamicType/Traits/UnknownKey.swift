/// A coding key for any string or index, for reading objects whose keys are data (category names) or unknown.
struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A key that a strictly read object does not have: a typo that would otherwise be ignored without a word.
struct UnknownKey: Error {
    var key: String

    /// Throws `DecodingError.dataCorrupted` carrying an `UnknownKey` for the first key of the object being decoded
    /// that is not in `allowed`, in the order the keys are named.
    static func reject<Key: CodingKey>(in decoder: any Decoder, allowed: [Key]) throws {
        let container = try decoder.container(keyedBy: JSONKey.self)
        let names = Set(allowed.map(\.stringValue))
        if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !names.contains($0) }) {
            let expected = allowed.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "unknown key '\(unknown)'; expected \(expected)",
                    underlyingError: UnknownKey(key: unknown)))
        }
    }
}
