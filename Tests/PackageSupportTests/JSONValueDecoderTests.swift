import Foundation
import PackageSupport
import Testing

/// `JSONValueDecoder` against Foundation's `JSONDecoder`, which the scale and String Catalog readers used: for the same
/// documents both must give the same values, or the same kind of error at the same coding path.
@Suite struct JSONValueDecoderTests {
    enum Kind: String, Decodable, Equatable { case plain, bold }

    struct Inner: Decodable, Equatable {
        var size: Double
        var count: Int?
        var flags: [Bool]
    }

    struct Outer: Decodable, Equatable {
        var name: String
        var kind: Kind
        var inner: Inner
        var list: [Inner]
        var table: [String: Int]
        var note: String?
    }

    static let document = #"""
        {"name": "n", "kind": "bold", "inner": {"size": 1.5, "count": 3, "flags": [true, false]},
         "list": [{"size": 2, "flags": []}, {"size": -0.25, "count": null, "flags": [false]}],
         "table": {"a": 1, "b": 2}, "note": null}
        """#

    /// Values that replace one value of the document in turn.
    static let replacements = [
        #""x""#, "1", "2.5", "-7", "1e2", "true", "null", "[]", "{}", "[1, \"y\"]", #"{"size": 1}"#, "9007199254740991",
    ]

    enum Outcome: Equatable {
        case value(Outer)
        case error(String)

        var isValue: Bool { if case .value = self { true } else { false } }
    }

    /// The value, or the error's kind and coding path.
    static func outcome(_ body: () throws -> Outer) -> Outcome {
        do {
            return .value(try body())
        } catch let error as DecodingError {
            let (kind, context): (String, DecodingError.Context) =
                switch error {
                case .typeMismatch(let type, let context): ("typeMismatch \(type)", context)
                case .valueNotFound(let type, let context): ("valueNotFound \(type)", context)
                case .keyNotFound(let key, let context): ("keyNotFound \(key.stringValue)", context)
                case .dataCorrupted(let context): ("dataCorrupted", context)
                @unknown default: ("unknown", .init(codingPath: [], debugDescription: ""))
                }
            let path = context.codingPath.map { "\($0.stringValue)/\($0.intValue.map(String.init) ?? "-")" }
            return .error("\(kind) at \(path)")
        } catch {
            return .error("other \(error)")
        }
    }

    @Test func decodesAsJSONDecoder() throws {
        let text = Self.document
        #expect(Self.outcome { try JSONValueDecoder.decode(Outer.self, from: text.utf8) }.isValue)
        var compared = 0
        // Every value of the document (found by its text) in turn replaced by each of the replacements.
        let values = try Regex(#"("[a-z]*"|-?[0-9.]+|true|false|null|\[\]|\{"size[^}]*\})(?=\s*[,}\]])"#)
        for match in text.matches(of: values) {
            for replacement in Self.replacements {
                var changed = text
                changed.replaceSubrange(match.range, with: replacement)
                let expected = Self.outcome { try JSONDecoder().decode(Outer.self, from: Data(changed.utf8)) }
                let actual = Self.outcome { try JSONValueDecoder.decode(Outer.self, from: changed.utf8) }
                compared += 1
                // A fraction where an integer belongs: JSONDecoder calls the whole document not JSON; the package's
                // decoder names the value.
                if expected == .error("dataCorrupted at []"), replacement == "2.5",
                    case .error(let said) = actual, said.hasPrefix("dataCorrupted at [\"")
                {
                    continue
                }
                #expect(actual == expected, "\(changed)")
            }
        }
        #expect(compared > 80)
    }

    @Test func missingKeysAndNotJSON() {
        for text in [#"{"name": "n"}"#, "[]", "17", #"{"name": 1,"#, "\u{FEFF}{}", #"{"table": {"a": 1, "a": 2}}"#] {
            let expected = Self.outcome { try JSONDecoder().decode(Outer.self, from: Data(text.utf8)) }
            let actual = Self.outcome { try JSONValueDecoder.decode(Outer.self, from: text.utf8) }
            #expect(actual == expected, "\(text)")
        }
    }

    @Test func aKeyGivenTwiceKeepsItsFirstValue() throws {
        let table = try JSONValueDecoder.decode([String: Int].self, from: #"{"a": 1, "a": 2}"#.utf8)
        #expect(table == ["a": 1])
        #expect(try JSONDecoder().decode([String: Int].self, from: Data(#"{"a": 1, "a": 2}"#.utf8)) == table)
    }
}
