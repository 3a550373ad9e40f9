import PackageSupport
import Testing

/// The two ``JSONBuilder``s: a value described member by member comes out of the line writer as one line of JSON that
/// reads back (``JSONParser``) as the same value, and out of the tree builder as the same value.
@Suite struct JSONBuilderTests {
    /// Random values of every kind, nested up to four levels: empty and filled objects and arrays, strings that need
    /// escapes, whole numbers (negative, zero, −0, large) and fractions, and values JSON has no literal for.
    static func values(count: Int, seed: UInt64) -> [JSONValue] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let strings = ["", "a", "Hello World", "quote \" and \\ backslash", "tab\tnew\nline\r", "\u{1}\u{1F}", "é 日本 🙂"]
        let numbers: [Double] = [0, -0.0, 1, -1, 17, 20.287109375, -0.442, 1e15, 999_999_999_999_999, -1e300, 1e-7, .nan, .infinity]
        func value(_ depth: Int) -> JSONValue {
            switch next(depth >= 4 ? 4 : 6) {
            case 0: return .string(strings[next(strings.count)])
            case 1: return .number(numbers[next(numbers.count)])
            case 2: return next(3) == 0 ? .null : .bool(next(2) == 0)
            case 3: return .number(Double(next(2_000_001) - 1_000_000) / Double([1, 3, 8][next(3)]))
            case 4: return .array((0..<next(4)).map { _ in value(depth + 1) })
            default: return .object((0..<next(4)).map { _ in (strings[next(strings.count)], value(depth + 1)) })
            }
        }
        return (0..<count).map { _ in value(0) }
    }

    /// The value JSON text can hold: numbers that are not finite are written `null`.
    static func written(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members): .object(members.map { ($0.0, written($0.1)) })
        case .array(let elements): .array(elements.map(written))
        case .number(let number) where !number.isFinite: .null
        default: value
        }
    }

    @Test func theLineWriterWritesOneLineThatReadsBackAsTheValue() throws {
        for value in Self.values(count: 2_000, seed: 7) {
            var writer = JSONLineWriter()
            writer.value(value)
            #expect(!writer.bytes.contains(UInt8(ascii: "\n")))
            let read = JSONValue(try JSONParser.parse(writer.bytes))
            #expect(read == Self.written(value), "\(String(decoding: writer.bytes, as: UTF8.self))")
        }
    }

    @Test func theTreeBuilderMakesTheSameValue() {
        for value in Self.values(count: 2_000, seed: 11) {
            var tree = JSONTreeBuilder()
            tree.value(value)
            #expect(tree.result == value)
        }
    }

    /// A copy of a writer goes on by itself: what is written to one is not in the other.
    @Test func aCopyOfAWriterIsItsOwn() {
        var first = JSONLineWriter(capacity: 4)
        first.beginArray()
        first.number(1)
        var second = first
        first.number(2)
        second.string("two")
        first.endArray()
        second.endArray()
        #expect(String(decoding: first.bytes, as: UTF8.self) == "[1, 2]")
        #expect(String(decoding: second.bytes, as: UTF8.self) == #"[1, "two"]"#)
    }

    /// Arrays nested 100 deep (past the 64 levels a word keeps), each with two elements: every comma in its place.
    @Test func deepNesting() {
        var writer = JSONLineWriter(spaced: false)
        for _ in 0..<100 {
            writer.beginArray()
            writer.number(0)
        }
        for level in 0..<100 {
            writer.endArray()
            if level < 99 { writer.number(1) }
        }
        let expected = "[0" + String(repeating: ",[0", count: 99) + "]" + String(repeating: ",1]", count: 99)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    }

    @Test func membersByMethodMatchMembersByValue() {
        var writer = JSONLineWriter()
        writer.beginObject()
        writer.member("count", 3)
        writer.member("width", 88.5)
        writer.member("truncated", false)
        writer.key("lines")
        writer.beginArray()
        writer.beginObject()
        writer.member("text", "a \"b\"")
        writer.endObject()
        writer.beginArray()
        writer.endArray()
        writer.endArray()
        writer.endObject()
        #expect(String(decoding: writer.bytes, as: UTF8.self)
            == #"{"count": 3, "width": 88.5, "truncated": false, "lines": [{"text": "a \"b\""}, []]}"#)
    }

    /// Quoting tests bytes eight at a time: every escaped byte (each control character, `"` and `\`) at every place of
    /// strings of up to 40 characters (160 bytes) — in the whole words and in the bytes after them — among ASCII and
    /// multi-byte UTF-8, escaped as RFC 8259 §7 says (worked out here a character at a time).
    @Test func everyEscapedByteIsFoundWhereverItIs() {
        func expected(_ text: String) -> String {
            var quoted = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": quoted += "\\\""
                case "\\": quoted += "\\\\"
                case "\n": quoted += "\\n"
                case "\r": quoted += "\\r"
                case "\t": quoted += "\\t"
                case "\u{0}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    quoted += "\\u00" + (hex.count == 1 ? "0" + hex : hex)
                default: quoted.unicodeScalars.append(scalar)
                }
            }
            return quoted + "\""
        }
        let fillers: [String] = ["a", "é", "日", "🙂", " ", "\u{7F}", "~"]
        let escaped = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\"", "\\"]
        for length in 0...40 {
            let base = (0..<length).map { fillers[($0 * 7 + length) % fillers.count] }
            #expect(JSONValue.quote(base.joined()) == expected(base.joined()))
            for place in 0..<max(length, 1) {
                for special in escaped {
                    var characters = base
                    if length == 0 { characters = [special] } else { characters[place] = special }
                    let text = characters.joined()
                    #expect(JSONValue.quote(text) == expected(text), "\(Array(text.utf8))")
                }
            }
        }
    }
}
