import PackageSupport

/// A batch line's JSON object: each field the request format knows in its slot, the others kept by name (to be
/// refused by name), each key once.
///
/// A request is read field by field, a dozen times over; finding a key by comparing strings cost a batch request more
/// than measuring it. So a key's slot is found from its length and first byte (the request format's fields differ
/// in those), confirmed by one comparison.
package struct RequestObject {
    /// The fields a request may have (``MeasureRequest/batchKeys``), and where each one's value is kept.
    private static let fields = FieldIndex(MeasureRequest.batchKeys)
    private var values: [JSONValue?]
    /// The keys given that are not fields of a request.
    package private(set) var unknownKeys: Set<String> = []

    /// The members, in the order given, refused when a key comes twice.
    ///
    /// - Throws: ``RequestError`` naming the first key given a second time.
    package init(_ members: [(String, JSONValue)]) throws(RequestError) {
        values = Array(filledWith: nil, count: Self.fields.count)
        for (key, value) in members {
            if let slot = Self.fields.slot(of: key) {
                if case .some = values[slot] { throw Self.repeated(key) }
                values[slot] = value
            } else if !unknownKeys.insert(key).inserted {
                throw Self.repeated(key)
            }
        }
    }

    private static func repeated(_ key: String) -> RequestError {
        RequestError("a second '\(key)' in the same request; expected each field once")
    }

    /// The value of `key`, if given (a field of a request; any other key has none).
    package subscript(key: String) -> JSONValue? {
        Self.fields.slot(of: key).flatMap { values[$0] }
    }

    /// Names, each found by its length and first byte.
    private struct FieldIndex {
        let names: [String]
        /// By `(length - 1) × 128 + first byte`: the slot plus one; 0 for none, −1 where names share the pair.
        private var table = [Int16](repeating: 0, count: Self.longest * 128)
        private static let longest = 32

        var count: Int { names.count }

        init(_ names: [String]) {
            self.names = names
            for (slot, name) in names.enumerated() {
                guard let cell = Self.cell(of: name) else { continue }
                table[cell] = table[cell] == 0 ? Int16(slot + 1) : -1
            }
        }

        func slot(of key: String) -> Int? {
            guard let cell = Self.cell(of: key) else { return names.firstIndex(of: key) }
            switch table[cell] {
            case 0: return nil
            case -1: return names.firstIndex(of: key)
            case let entry: return names[Int(entry) - 1] == key ? Int(entry) - 1 : nil
            }
        }

        private static func cell(of name: String) -> Int? {
            let length = name.utf8.count
            guard (1...longest).contains(length), let first = name.utf8.first, first < 0x80 else { return nil }
            return (length - 1) * 128 + Int(first)
        }
    }
}
