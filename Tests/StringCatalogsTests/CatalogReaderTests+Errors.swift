import Foundation
import TestSupport
import Testing
import StringCatalogs

/// Catalogs that cannot be read: each malformed one an error at its position, files that are not there or not
/// catalogs, and the error's description.
extension CatalogReaderTests {
    // MARK: Malformed catalogs

    struct MalformedCase: Sendable, CustomTestStringConvertible {
        var fixture: String
        var line: Int?
        var column: Int?
        var message: String
        var testDescription: String { fixture }
    }

    @Test("a malformed catalog is an error at its position, naming what was expected; no entries", arguments: [
        MalformedCase(
            fixture: "unterminated-string.strings", line: 3, column: 18,
            message: "unterminated string; expected '\"' before the end of line 3 (the string runs on to line 4"),
        MalformedCase(
            fixture: "unterminated-at-end.strings", line: 2, column: 18,
            message: "unterminated string; expected '\"' before the end of the file"),
        MalformedCase(
            fixture: "missing-semicolon.strings", line: 1, column: 30,
            message: "missing ';' after the value of \"checkout.title\"; expected ';' before string \"checkout.pay\" on line 2"),
        MalformedCase(
            fixture: "missing-equals.strings", line: 2, column: 16,
            message: "unexpected string \"Pay\"; expected '=' after the key \"checkout.pay\""),
        MalformedCase(
            fixture: "unterminated-comment.strings", line: 2, column: 1,
            message: "unterminated comment; expected '*/' before the end of the file"),
        MalformedCase(
            fixture: "bad-encoding.strings", line: 2, column: 18,
            message: "bytes that are not valid UTF-8; expected UTF-8, or UTF-16 with a byte-order mark"),
        MalformedCase(
            fixture: "bad.json", line: 4, column: 3,
            message: "unexpected '\"'; expected ',' or '}' after the value of \"checkout.pay\""),
        MalformedCase(
            fixture: "wrong-type.json", line: 4, column: 14,
            message: "the value of \"checkout.items\" is a number; expected a string, or an object of strings"),
        MalformedCase(
            fixture: "bad-syntax.xcstrings", line: 9, column: 21,
            message: "unexpected '\"'; expected ':' after the key \"value\""),
        MalformedCase(
            fixture: "wrong-shape.xcstrings", line: 9, column: 23,
            message: "strings.\"Add to Cart\".localizations.de.stringUnit.value is a number; expected a string"),
        MalformedCase(
            fixture: "strings-array.xcstrings", line: 3, column: 15,
            message: "strings is an array; expected an object"),
        MalformedCase(
            fixture: "missing-value.xcstrings", line: 7, column: 26,
            message: "strings.\"Add to Cart\".localizations.de.stringUnit has no \"value\"; expected a \"value\" member"),
        MalformedCase(
            fixture: "no-source-language.xcstrings", line: 1, column: 1,
            message: "the document has no \"sourceLanguage\"; expected a \"sourceLanguage\" member"),
        MalformedCase(
            fixture: "mismatched-tag.xml", line: 4, column: 53,
            message: "a closing tag that does not match the open element; expected </string> to close the <string> opened on line 4"),
        MalformedCase(
            fixture: "unclosed.xml", line: 5, column: 44,
            message: "the document ends before its elements are closed; expected </plurals> to close the <plurals> opened on line 4"),
        MalformedCase(
            fixture: "missing-name.xml", line: 4, column: 12,
            message: "a <string> without a name; expected a name=\"…\" attribute"),
        MalformedCase(
            fixture: "bad-quantity.xml", line: 5, column: 33,
            message: "quantity=\"several\" is not a plural quantity; expected quantity=\"zero\", \"one\", \"two\", \"few\", \"many\" or \"other\""),
        MalformedCase(
            fixture: "wrong-root.xml", line: 2, column: 9,
            message: "the root element is <strings>; expected <resources>"),
        MalformedCase(
            fixture: "undefined-variable.stringsdict", line: 8, column: 3,
            message: "the format names %#@items@, which is not defined; expected one of the defined variables: item"),
        MalformedCase(
            fixture: "bad-rule.stringsdict", line: 13, column: 4,
            message: "\"oen\" is not a plural rule; expected zero, one, two, few, many or other"),
        MalformedCase(
            fixture: "unclosed-tag.stringsdict", line: 10, column: 1,
            message: "an unterminated tag; expected '>' to close the tag (inside the <dict> opened on line 6)"),
        MalformedCase(
            fixture: "lone-high-surrogate.xml", line: 4, column: 43,
            message: "a high surrogate \\uD83E without a low surrogate after it; expected a low surrogate \\uDC00…\\uDFFF right after it"),
        MalformedCase(
            fixture: "lone-low-surrogate.strings", line: 2, column: 17,
            message: "a low surrogate \\UDDD8 without a high surrogate before it; expected a high surrogate \\UD800…\\UDBFF right before it"),
        MalformedCase(
            fixture: "plist-not-dictionary.strings", line: 3, column: 1,
            message: "the top level is an array; expected a dictionary of key → string (a .strings file as a property list)"),
        MalformedCase(
            fixture: "plist-number.strings", line: 7, column: 2,
            message: "the value of \"cart.count\" is a number; expected a string (a .strings property list maps each key to its text)"),
        MalformedCase(
            fixture: "not-a-plist.stringsdict", line: 5, column: nil,
            message: "not a valid property list: Unknown character 'm' (0x6d) in <integer>; expected an XML property list"),
    ])
    func malformed(_ malformed: MalformedCase) throws {
        let path = Self.fixture("Malformed/" + malformed.fixture)
        let error = try #require(throws: InputFileError.self) { try CatalogReader.read(path: path) }
        #expect(error.reason == .malformed)
        #expect(error.file == path)
        #expect(error.line == malformed.line)
        #expect(error.column == malformed.column)
        #expect(error.message.hasPrefix(malformed.message), "\(error.message)")
        let location = [malformed.line, malformed.column].compactMap { $0 }.map { ":\($0)" }.joined()
        #expect(error.description.hasPrefix(path + location + ": " + malformed.message))
    }

    @Test("every malformed fixture is covered by a case above")
    func everyMalformedFixtureTested() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixture("Malformed"))
        #expect(files.count == 26)
    }

    @Test("inline .strings problems", arguments: [
        MalformedCase(fixture: #""a" = "b";;"#, line: 1, column: 11, message: "unexpected ';'; expected a key in double quotes"),
        MalformedCase(fixture: #""a" = ;"#, line: 1, column: 7, message: "unexpected ';'; expected a value in double quotes after '=' for the key \"a\""),
        MalformedCase(fixture: "\"a\" = \"b\"; ¡", line: 1, column: 12, message: "unexpected character '¡'; expected a key or value"),
        MalformedCase(fixture: #"{ "a" = "b"; "#, line: 1, column: 14, message: "unexpected end of file; expected a key in double quotes, or '}'"),
        MalformedCase(fixture: #""a" = "b"; }"#, line: 1, column: 12, message: "unexpected '}'; expected a key in double quotes"),
        MalformedCase(fixture: "\"a\" = \"b\"\n", line: 1, column: 10, message: "missing ';' after the value of \"a\"; expected ';' before the end of the file"),
    ])
    func stringsInlineErrors(_ malformed: MalformedCase) throws {
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(malformed.fixture.utf8), format: .strings, file: "inline.strings", locale: nil)
        }
        #expect(error.line == malformed.line)
        #expect(error.column == malformed.column)
        #expect(error.message.hasPrefix(malformed.message), "\(error.message)")
    }

    @Test("inline JSON problems", arguments: [
        MalformedCase(fixture: "{\"a\": tru}", line: 1, column: 7, message: "unexpected 'tru'; expected a value"),
        MalformedCase(fixture: "{\"a\": \"b\n\"}", line: 1, column: 9, message: "a line break inside a string"),
        MalformedCase(fixture: "{\"a\": \"\\q\"}", line: 1, column: 8, message: "invalid escape \\q"),
        MalformedCase(fixture: "{\"a\": \"b\"", line: 1, column: 10, message: "unexpected end of file; expected ',' or '}'"),
        MalformedCase(fixture: "{\"a\": \"b\"} x", line: 1, column: 12, message: "unexpected 'x' after the end of the document"),
        MalformedCase(fixture: "[\"a\"]", line: 1, column: 1, message: "the document is an array; expected an object"),
        MalformedCase(fixture: "{\"a\": [\"b\"]}", line: 1, column: 7, message: "the value of \"a\" is an array"),
        MalformedCase(fixture: "{\"a\": null}", line: 1, column: 7, message: "the value of \"a\" is null"),
        MalformedCase(fixture: "", line: 1, column: 1, message: "unexpected end of file; expected a value"),
    ])
    func jsonInlineErrors(_ malformed: MalformedCase) throws {
        let error = try #require(throws: InputFileError.self) {
            try CatalogReader.read(Data(malformed.fixture.utf8), format: .json, file: "inline.json", locale: nil)
        }
        #expect(error.line == malformed.line)
        #expect(error.column == malformed.column)
        #expect(error.message.hasPrefix(malformed.message), "\(error.message)")
    }

    @Test("files that cannot be read, and extensions that are not catalogs")
    func unreadable() throws {
        let missing = try #require(throws: InputFileError.self) {
            try CatalogReader.read(path: Self.fixture("Shop/fr.lproj/Localizable.strings"))
        }
        #expect(missing.reason == .unreadable)
        #expect(missing.description == Self.fixture("Shop/fr.lproj/Localizable.strings") + ": no such catalog")
        let directory = try temporaryFile("", name: "x.json").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("folder.strings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let isDirectory = try #require(throws: InputFileError.self) { try CatalogReader.read(path: folder.path) }
        #expect(isDirectory.reason == .unreadable)
        let unsupported = try #require(throws: InputFileError.self) {
            try CatalogReader.read(path: Self.fixture("README.md"))
        }
        #expect(unsupported.reason == .unsupportedFormat)
        #expect(unsupported.message == "not a string catalog; expected a file ending in .strings, .stringsdict, .xcstrings, .xml, .json")
    }

    @Test("InputFileError's description leaves out what it does not know")
    func errorDescription() {
        #expect(InputFileError(file: "a.strings", line: 3, column: 7, problem: "p", expected: "e").description == "a.strings:3:7: p; expected e")
        #expect(InputFileError(file: "a.stringsdict", line: 3, problem: "p").description == "a.stringsdict:3: p")
        #expect(InputFileError(file: "a.json", line: nil, problem: "p", reason: .unreadable).description == "a.json: p")
    }
}
