/// Decodes `Decodable` values from JSON text read by ``JSONParser``, as Foundation's `JSONDecoder` decodes them, for
/// the package's document formats (scale files, String Catalogs) without Foundation.
///
/// What a reader of the errors sees is what `JSONDecoder` (FoundationEssentials, Swift 6) throws: `keyNotFound`,
/// `typeMismatch` (`Expected to decode String but found a number instead.`), `valueNotFound` for `null`, and
/// `dataCorrupted` for text that is not JSON (at the top level, `The given data was not valid JSON.`, with the
/// parser's ``JSONParser/SyntaxError`` as the underlying error) and for a number that does not fit the type asked for;
/// each with the coding path to the value, array elements as `Index 0`, `Index 1` … keys. As `JSONDecoder` does, it
/// skips a UTF-8 byte-order mark, and a key given twice keeps its first value. Unlike it, it reads JSON strictly
/// (RFC 8259): a comma before `}` is a syntax error, as in every other JSON document of the package.
package enum JSONValueDecoder {
    /// A `T` decoded from the JSON text in `bytes` (UTF-8).
    package static func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        let value: JSONValue
        do {
            value = try JSONParser.parseValue(JSONParser.droppingByteOrderMark(Array(bytes)))
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
        return try T(from: ValueDecoder(value: value, codingPath: []))
    }
}

/// A coding key of an array element, named as `JSONDecoder` names it (`Index 3`).
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(intValue) }
}

/// What a value is, as `JSONDecoder`'s messages name it.
private func kind(_ value: JSONValue) -> String {
    switch value {
    case .object: "a dictionary"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "bool"
    case .null: "null"
    }
}

/// `value` where a `type` was asked for, as `JSONDecoder` says it: `valueNotFound` for `null` (it could not get
/// `what`: `value of type String`, `keyed decoding container`), else `typeMismatch`.
private func unexpectedValue(_ value: JSONValue, _ type: Any.Type, what: String, at codingPath: [any CodingKey])
    -> DecodingError
{
    guard value != .null else {
        return .valueNotFound(
            type, .init(codingPath: codingPath, debugDescription: "Cannot get \(what) -- found null value instead"))
    }
    return .typeMismatch(
        type,
        .init(codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(kind(value)) instead."))
}

private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw unexpectedValue(value, [String: Any].self, what: "keyed decoding container", at: codingPath)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw unexpectedValue(value, [Any].self, what: "unkeyed decoding container", at: codingPath)
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(value: value, codingPath: codingPath)
    }
}

/// Reads scalars out of a value at `codingPath`: the checks `JSONDecoder` makes.
private struct SingleValue: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    private func unexpected(_ type: Any.Type) -> DecodingError {
        unexpectedValue(value, type, what: "value of type \(type)", at: codingPath)
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        throw unexpected(type)
    }

    func decode(_ type: String.Type) throws -> String {
        if case .string(let text) = value { return text }
        throw unexpected(type)
    }

    func decode(_ type: Double.Type) throws -> Double { try number(type) }
    func decode(_ type: Float.Type) throws -> Float { Float(try number(type)) }
    func decode(_ type: Int.Type) throws -> Int { try exactly(type) { Int(exactly: $0) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try exactly(type) { Int8(exactly: $0) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try exactly(type) { Int16(exactly: $0) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try exactly(type) { Int32(exactly: $0) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try exactly(type) { Int64(exactly: $0) } }
    func decode(_ type: UInt.Type) throws -> UInt { try exactly(type) { UInt(exactly: $0) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try exactly(type) { UInt8(exactly: $0) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try exactly(type) { UInt16(exactly: $0) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try exactly(type) { UInt32(exactly: $0) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try exactly(type) { UInt64(exactly: $0) } }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ValueDecoder(value: value, codingPath: codingPath))
    }

    private func number(_ type: Any.Type) throws -> Double {
        if case .number(let number) = value { return number }
        throw unexpected(type)
    }

    /// The number as `T`, when `convert` gives one: a number that does not fit is `dataCorrupted`.
    private func exactly<T>(_ type: T.Type, _ convert: (Double) -> T?) throws -> T {
        let number = try number(type)
        guard let converted = convert(number) else {
            let said = "Parsed JSON number <\(DecimalText.of(number))> does not fit in \(type)."
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: said))
        }
        return converted
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    /// Each key's first value (as `JSONDecoder` keeps it), and the keys in the order the document gives them.
    let values: [String: JSONValue]
    let allKeys: [Key]

    init(members: [(String, JSONValue)], codingPath: [any CodingKey]) {
        self.codingPath = codingPath
        var values: [String: JSONValue] = [:]
        var keys: [Key] = []
        for (name, value) in members where values[name] == nil {
            values[name] = value
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        self.values = values
        allKeys = keys
    }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = values[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(
                    codingPath: codingPath,
                    debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try SingleValue(value: value(for: key), codingPath: codingPath + [key]).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ValueDecoder(value: value(for: key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: value(for: key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: values["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: values[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
        let key = IndexKey(currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [key])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try SingleValue(value: value, codingPath: path).decode(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (value, path) = try next([String: Any].self)
        return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return ValueDecoder(value: value, codingPath: path)
    }
}
