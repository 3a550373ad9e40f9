import PackageSupport
import Testing

/// The JSON parser: values as RFC 8259 defines them, the line and column where each starts (columns in Unicode
/// scalars), and an error at the first place the grammar does not allow. Every expected place is counted by hand in
/// the literal above it.
@Suite struct JSONParserTests {
    static func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    static func error(_ text: String) -> JSONParser.SyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesAndWhereEachStarts() throws {
        //           1234567890123456789012345678901234567890
        let text = #"{"a": [1, -0.5, 2e3, true, null], "b": "x\u00e9\ud83d\ude00\n/\/"}"#
        let root = try Self.parse(text)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].node.position == SourcePosition(line: 1, column: 7))
        guard case .array(let elements) = members[0].node.value else { Issue.record("not an array"); return }
        #expect(elements.map(\.position.column) == [8, 11, 17, 22, 28])
        #expect(elements.map(\.kind) == [.number, .number, .number, .boolean, .null])
        guard case .number(let one) = elements[0].value, case .number(let half) = elements[1].value,
            case .number(let thousands) = elements[2].value, case .bool(true) = elements[3].value,
            case .null = elements[4].value
        else { Issue.record("\(elements)"); return }
        #expect(one == 1 && half == -0.5 && thousands == 2000)
        // é from \u00e9, 😀 from the UTF-16 pair D83D DE00, a line break, and "/" both plain and escaped.
        guard case .string(let string) = members[1].node.value else { Issue.record("not a string"); return }
        #expect(string == "xé😀\n//")
        #expect(members[1].node.position == SourcePosition(line: 1, column: 40))
    }

    @Test func columnsCountScalarsNotBytes() throws {
        // Line 2: space, "é" (cols 2–4), ':', space, "ü" (7–9), ',', space, "k" (12–14), ':', space, 1 at 17.
        let root = try Self.parse("{\n \"é\": \"ü\", \"k\": 1}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.node.position) == [SourcePosition(line: 2, column: 7), SourcePosition(line: 2, column: 17)])
    }

    @Test func columnsAfterAnEscapedKeyWithAccents() throws {
        // `{"a\u0041é": 1}`: '{' 1, '"' 2, a 3, the escape 4–9, é 10, '"' 11, ':' 12, space 13, 1 at 14 (the escape
        // takes the slow path, where the columns after it are counted scalar by scalar).
        let root = try Self.parse("{\"a\\u0041é\": 1}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["aAé"])
        #expect(members.map(\.node.position) == [SourcePosition(line: 1, column: 14)])
    }

    @Test func repeatedKeysAreKeptInOrder() throws {
        guard case .object(let members) = try Self.parse(#"{"k": 1, "k": 2}"#).value else { return }
        #expect(members.map(\.key) == ["k", "k"])
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("0.1", 0.1), ("20.5", 20.5), ("-17.25", -17.25), ("123456789012345", 123456789012345),
        ("0.30000000000000004", 0.30000000000000004), ("9007199254740993", 9007199254740992),
        ("1.7976931348623157e308", 1.7976931348623157e308), ("5e-324", 5e-324), ("1E2", 100), ("1e+2", 100),
        ("2.5e-3", 0.0025), ("0.0000000000000000000001", 1e-22),
    ])
    func numbers(text: String, value: Double) throws {
        guard case .number(let parsed) = try Self.parse(text).value else { Issue.record("not a number"); return }
        #expect(parsed == value && parsed.sign == value.sign, "\(text) → \(parsed)")
    }

    @Test func numbersRoundAsTheStandardLibraryDoes() throws {
        // Up to 15 digits with a fraction (the fast path) and beyond (the library's own conversion), against Swift's
        // correctly rounded Double(String).
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let digits = Int.random(in: 1...19, using: &generator)
            let number = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
            let trimmed = String(number.drop { $0 == "0" }.isEmpty ? "0" : number.drop { $0 == "0" })
            let point = Int.random(in: 0...trimmed.count - 1, using: &generator)
            var text = trimmed
            if point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: trimmed.count - point)) }
            if text.hasPrefix(".") { text = "0" + text }
            guard case .number(let parsed) = try Self.parse(text).value else { Issue.record("\(text)"); return }
            #expect(parsed == Double(text), "\(text)")
        }
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, 1, 9, "unexpected '}'", "another key after ','"),
        (#"{"a" 1}"#, 1, 6, "unexpected '1'", "':' after the key \"a\""),
        (#"[1 2]"#, 1, 4, "unexpected '2'", "',' or ']' in an array"),
        ("1 2", 1, 3, "unexpected '2' after the end of the document", "the end of the file"),
        ("01", 1, 1, "a number with a leading zero", "without leading zeros"),
        ("1.", 1, 3, "unexpected end of file", "a digit after '.'"),
        ("-", 1, 2, "unexpected end of file", "a digit after '-'"),
        ("1e", 1, 3, "unexpected end of file", "a digit in the exponent"),
        (".5", 1, 1, "unexpected '.'", "a value"),
        ("1e400", 1, 1, "1e400 is too large", "a number a double holds"),
        ("tru", 1, 1, "unexpected 'tru'", "a value"),
        ("\"abc", 1, 1, "unterminated string", "'\"' to close it"),
        ("\"a\nb\"", 1, 3, "a line break inside a string", "escape such as \\n"),
        (#""\q""#, 1, 2, "invalid escape \\q", "one of"),
        (#""\u12g4""#, 1, 2, "invalid \\u escape", "four hex digits"),
        (#""\ud83d""#, 1, 2, "\\uD83D is half of a UTF-16 pair", "followed by a low one"),
        (#""\ude00\ud83d""#, 1, 2, "\\uDE00 is half of a UTF-16 pair", "followed by a low one"),
        (#""\ud83d\u0041""#, 1, 2, "\\uD83D is half of a UTF-16 pair", "followed by a low one"),
        ("", 1, 1, "unexpected end of file", "a value"),
        ("{\n  \"é\": [1,\n  ]}", 3, 3, "unexpected ']'", "a value"),
    ])
    func errors(text: String, line: Int, column: Int, problem: String, expected: String) {
        guard let error = Self.error(text) else {
            Issue.record("\(text.debugDescription) was accepted")
            return
        }
        #expect(error.position == SourcePosition(line: line, column: column), "\(error)")
        #expect(error.problem.contains(problem), "\(error.problem)")
        #expect(error.expected.contains(expected), "\(error.expected)")
        // Read for its values only, the same error.
        do {
            _ = try JSONParser.parseValue(Array(text.utf8))
            Issue.record("\(text.debugDescription) was accepted without places")
        } catch {
            #expect(error.position == SourcePosition(line: line, column: column) && error.problem.contains(problem))
        }
    }

    /// Random documents (every kind of value, nested, escapes, numbers of every size): read for their values only,
    /// the same values as read with places.
    @Test func valuesWithoutPlacesAreTheValuesWithPlaces() throws {
        for value in JSONBuilderTests.values(count: 2_000, seed: 23) {
            let text = value.serialized()
            let bytes = Array(text.utf8)
            #expect(try JSONParser.parseValue(bytes) == JSONValue(try JSONParser.parse(bytes)), "\(text)")
        }
    }

    @Test func bytesThatAreNotUTF8AreAnErrorAtTheirString() {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse([0x5B, 0x20, 0x22, 0x61, 0xFF, 0x22, 0x5D]) }
        do {
            _ = try JSONParser.parse([0x5B, 0x20, 0x22, 0x61, 0xFF, 0x22, 0x5D])  // [ "a\xFF" ]
        } catch {
            #expect(error.position == SourcePosition(line: 1, column: 3) && error.problem == "a string that is not UTF-8")
        }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
        #expect(Self.error(deep)?.problem == "values nested more than 512 deep")
        let allowed = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(Self.error(allowed) == nil)
    }
}
