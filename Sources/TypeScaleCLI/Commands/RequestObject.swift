import PackageSupport

/// A batch line's JSON object: its members in the order given, each key once.
///
/// A request has a dozen fields at most, so they are kept in a list and found by comparing keys (short ASCII
/// strings), not hashed into a dictionary: building and searching one cost a batch request more than measuring it.
struct RequestObject {
    private(set) var members: [(key: String, value: JSONValue)]

    /// The members, refused when a key comes twice.
    ///
    /// - Throws: ``UsageError`` naming the key given twice.
    init(_ members: [(key: String, value: JSONValue)]) throws(UsageError) {
        // Pairwise for a request's few fields; through a set for a line of many (quadratic time otherwise).
        if members.count <= 32 {
            for index in members.indices.dropFirst() where members[..<index].contains(where: { $0.key == members[index].key }) {
                throw Self.repeated(members[index].key)
            }
        } else {
            var seen = Set<String>()
            for member in members where !seen.insert(member.key).inserted { throw Self.repeated(member.key) }
        }
        self.members = members
    }

    private static func repeated(_ key: String) -> UsageError {
        UsageError("a second '\(key)' in the same request; expected each field once")
    }

    /// The value of `key`, if given.
    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The keys, in the order given.
    var keys: some Collection<String> { members.lazy.map(\.key) }
}
