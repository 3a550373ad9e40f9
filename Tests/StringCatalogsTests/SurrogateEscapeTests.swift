import Foundation
import TestSupport
import Testing
import StringCatalogs

/// Characters beyond U+FFFF written as two UTF-16 escapes (`\uD83E\uDDD8`, `\UD83E\UDDD8`), as real apps' catalogs
/// have them: read as the one character; a surrogate on its own is an error at its escape.
@Suite("Surrogate-pair escapes")
struct SurrogateEscapeTests {
    static func fixture(_ relative: String) -> String { Fixtures.path("Catalogs/" + relative) }

    static func rows(_ entries: [CatalogEntry]) -> [String] {
        entries.map { "\($0.line.map(String.init) ?? "-") \($0.key)\($0.variant.map { " [\($0)]" } ?? ""): \($0.text)" }
    }

    @Test("strings.xml: a pair of \\u escapes is one character, upper or lower case, next to other escapes")
    func androidPairs() throws {
        let entries = try CatalogReader.read(path: Self.fixture("RealApps/Android/res/values/emoji.xml"))
        #expect(Self.rows(entries) == [
            "4 meditate: Take a breath \u{1F9D8}",
            "5 party: \u{1F389} Done!",
            "6 lowercase: Nice \u{1F600}",
            "7 mixed: caf\u{E9} \u{1F600}\u{2764}",
            "9 moods [array[0]]: \u{1F600}",
            "10 moods [array[1]]: \u{1F622} sad",
        ])
        #expect(entries.first?.text.unicodeScalars.count == 15)  // "Take a breath " and one scalar
    }

    @Test(".strings: a pair of \\U escapes is one character, as Foundation reads it")
    func stringsPairs() throws {
        let path = Self.fixture("RealApps/Apple/en.lproj/Emoji.strings")
        let entries = try CatalogReader.read(path: path)
        #expect(Self.rows(entries) == [
            "2 meditate: Take a breath \u{1F9D8}",
            "3 party: \u{1F389} Done!",
            "4 lowercase: Nice \u{1F600}",
        ])
        let data = try #require(FileManager.default.contents(atPath: path))
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(Dictionary(entries.map { ($0.key, $0.text) }, uniquingKeysWith: { $1 }) == foundation)
    }

    struct LoneCase: Sendable, CustomTestStringConvertible {
        var source: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { source }
    }

    static let highAlone = "expected a low surrogate \\uDC00…\\uDFFF right after it"

    @Test("strings.xml: a lone surrogate is an error at its escape", arguments: [
        LoneCase(
            source: #"<string name="a">\uD83E</string>"#, line: 1, column: 18,
            message: "a high surrogate \\uD83E without a low surrogate after it; " + highAlone),
        LoneCase(
            source: #"<string name="a">x \uD83E\u0041</string>"#, line: 1, column: 20,
            message: "a high surrogate \\uD83E without a low surrogate after it"),
        LoneCase(
            source: #"<string name="a">\uD83E \uDDD8</string>"#, line: 1, column: 18,
            message: "a high surrogate \\uD83E without a low surrogate after it"),
        LoneCase(
            source: #"<string name="a">\uD83E\uD83E\uDDD8</string>"#, line: 1, column: 18,
            message: "a high surrogate \\uD83E without a low surrogate after it"),
        LoneCase(
            source: "<string name=\"a\">ok</string>\n<string name=\"b\">\\\\u0041 <b>x</b>\\uDDD8</string>",
            line: 2, column: 34,
            message: "a low surrogate \\uDDD8 without a high surrogate before it; expected a high surrogate "
                + "\\uD800…\\uDBFF right before it, or a character that is not a surrogate"),
        LoneCase(
            source: "<string name=\"a\"><![CDATA[x]]>\n  \\uDE00</string>", line: 2, column: 3,
            message: "a low surrogate \\uDE00 without a high surrogate before it"),
    ])
    func androidLone(_ lone: LoneCase) throws {
        let xml = "<resources>" + lone.source + "</resources>"
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        }
        #expect(error.line == lone.line)
        #expect(error.column == lone.column + (lone.line == 1 ? "<resources>".count : 0))
        #expect(error.message.hasPrefix(lone.message), "\(error.message)")
    }

    @Test("strings.xml: an escaped backslash before u is no escape")
    func androidEscapedBackslash() throws {
        let xml = #"<resources><string name="a">\\uD83E</string></resources>"#
        let entries = try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        #expect(entries.map(\.text) == [#"\uD83E"#])
    }

    @Test("strings.xml: a bad \\u escape is reported at its column too")
    func androidBadEscapeColumn() throws {
        let xml = "<resources>\n  <string name=\"a\">caf\\u00e9 \\u00g9</string>\n</resources>"
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(xml.utf8), format: .androidXML, file: "strings.xml", locale: nil)
        }
        #expect(error.line == 2 && error.column == 30)
        #expect(error.message == "invalid escape \\u00g9; expected four hex digits naming a character after \\u")
    }

    @Test(".strings: a lone surrogate is an error at its escape", arguments: [
        LoneCase(
            source: #""a" = "\UD83D";"#, line: 1, column: 8,
            message: "a high surrogate \\UD83D without a low surrogate after it; expected a low surrogate "
                + "\\UDC00…\\UDFFF right after it"),
        LoneCase(
            source: #""a" = "\UD83D\U0041";"#, line: 1, column: 8,
            message: "a high surrogate \\UD83D without a low surrogate after it"),
        LoneCase(
            source: "\"a\" = \"b\";\n\"c\" = \"\\UD83D\\n\";", line: 2, column: 8,
            message: "a high surrogate \\UD83D without a low surrogate after it"),
        LoneCase(
            source: #""a" = "x\UDE00";"#, line: 1, column: 9,
            message: "a low surrogate \\UDE00 without a high surrogate before it; expected a high surrogate "
                + "\\UD800…\\UDBFF right before it"),
    ])
    func stringsLone(_ lone: LoneCase) throws {
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(lone.source.utf8), format: .strings, file: "inline.strings", locale: nil)
        }
        #expect(error.line == lone.line)
        #expect(error.column == lone.column)
        #expect(error.message.hasPrefix(lone.message), "\(error.message)")
    }
}
