import PackageSupport

/// A batch line's JSON object: each field the request format knows in its slot, the others kept by name (to be
/// refused by name), each key once. A field may be given by its former key (``MeasureRequest/Field/formerKeys``),
/// which finds the same slot; the object remembers which name it was given by, for messages.
///
/// A request is read field by field, a dozen times over; finding a key by comparing strings cost a batch request more
/// than measuring it. So a key's slot is found from its length and first byte (the request format's keys, former ones
/// included, differ in those), confirmed by one comparison.
package struct RequestObject {
    /// The fields a request may have (``MeasureRequest/batchKeys``), and where each one's value is kept.
    private static let fields = FieldIndex(MeasureRequest.batchKeys, formerNames: MeasureRequest.Field.formerKeys)
    private var values: [JSONValue?]
    /// The slots given by their field's former key, a bit each.
    private var givenByFormerName: UInt64 = 0
    /// The keys given that are not fields of a request.
    package private(set) var unknownKeys: Set<String> = []

    /// The members, in the order given, refused when a key comes twice or a field by both its names.
    ///
    /// - Throws: ``RequestError`` naming the first key given a second time, or a field's two names.
    package init(_ members: [(String, JSONValue)]) throws(RequestError) {
        values = Array(filledWith: nil, count: Self.fields.count)
        for (key, value) in members {
            if let (slot, isFormerName) = Self.fields.slot(of: key) {
                if case .some = values[slot] {
                    guard isFormerName == self.isGivenByFormerName(slot) else {
                        throw RequestError(
                            "give '\(Self.fields.names[slot])' or its former name "
                                + "'\(Self.fields.formerNames[slot] ?? "")', not both", key: key)
                    }
                    throw Self.repeated(key)
                }
                values[slot] = value
                if isFormerName { givenByFormerName |= 1 << UInt64(slot) }
            } else if !unknownKeys.insert(key).inserted {
                throw Self.repeated(key)
            }
        }
    }

    private static func repeated(_ key: String) -> RequestError {
        RequestError("a second '\(key)' in the same request; expected each field once", key: key, occurrence: 2)
    }

    private func isGivenByFormerName(_ slot: Int) -> Bool {
        givenByFormerName & (1 << UInt64(slot)) != 0
    }

    /// The value of `key`, if given (a field of a request, by either of its names; any other key has none).
    package subscript(key: String) -> JSONValue? {
        Self.fields.slot(of: key).flatMap { values[$0.slot] }
    }

    /// The name the field `key` was given by: `key`, or its former name.
    package func givenName(_ key: String) -> String {
        guard let (slot, _) = Self.fields.slot(of: key), isGivenByFormerName(slot) else { return key }
        return Self.fields.formerNames[slot] ?? key
    }

    /// Names, each found by its length and first byte.
    private struct FieldIndex {
        /// The fields' names, a slot each.
        let names: [String]
        /// Each slot's former name, if it has one.
        let formerNames: [String?]
        /// By `(length - 1) × 128 + first byte`: the slot plus one (plus ``count`` for a former name); 0 for none, −1
        /// where names share the pair.
        private var table = [Int16](repeating: 0, count: Self.longest * 128)
        private static let longest = 32

        var count: Int { names.count }

        init(_ names: [String], formerNames: [(former: String, key: String)]) {
            self.names = names
            var formers = [String?](repeating: nil, count: names.count)
            for (former, key) in formerNames {
                if let slot = names.firstIndex(of: key) { formers[slot] = former }
            }
            self.formerNames = formers
            precondition(names.count <= UInt64.bitWidth, "a request's fields are a bit each of givenByFormerName")
            for (entry, name) in (names + formers.map { $0 ?? "" }).enumerated() where !name.isEmpty {
                guard let cell = Self.cell(of: name) else { continue }
                table[cell] = table[cell] == 0 ? Int16(entry + 1) : -1
            }
        }

        /// The slot of `key`, and whether it is the field's former name.
        func slot(of key: String) -> (slot: Int, isFormerName: Bool)? {
            guard let cell = Self.cell(of: key) else { return search(key) }
            switch table[cell] {
            case 0: return nil
            case -1: return search(key)
            case let entry:
                let slot = Int(entry) - 1
                if slot < names.count { return names[slot] == key ? (slot, false) : nil }
                return formerNames[slot - names.count] == key ? (slot - names.count, true) : nil
            }
        }

        /// `key`'s slot found by comparing it with every name.
        private func search(_ key: String) -> (slot: Int, isFormerName: Bool)? {
            if let slot = names.firstIndex(of: key) { return (slot, false) }
            return formerNames.firstIndex(of: key).map { ($0, true) }
        }

        private static func cell(of name: String) -> Int? {
            let length = name.utf8.count
            guard (1...longest).contains(length), let first = name.utf8.first, first < 0x80 else { return nil }
            return (length - 1) * 128 + Int(first)
        }
    }
}
