import Foundation
import TestSupport
import Testing
import StringCatalogs

/// `.strings` files that are XML or binary property lists (as Xcode can write them into an app): read like the
/// old-style ones, sorted by key as the property-list formats are, with lines where the format has them.
@Suite(".strings property lists")
struct PropertyListStringsTests {
    static func fixture(_ relative: String) -> String { Fixtures.path("Catalogs/" + relative) }

    static func rows(_ entries: [CatalogEntry]) -> [String] {
        entries.map { "\($0.line.map(String.init) ?? "-") \($0.key): \($0.text)" }
    }

    static func read(_ bytes: [UInt8], locale: String? = nil) throws -> [CatalogEntry] {
        try CatalogReader.read(Data(bytes), format: .strings, file: "inline.strings", locale: locale)
    }

    @Test("an XML property list: entities decoded, sorted by key, each with its <key>'s line, agreeing with Foundation")
    func xml() throws {
        let path = Self.fixture("RealApps/Apple/en.lproj/Plist.strings")
        let entries = try CatalogReader.read(path: path)
        #expect(Self.rows(entries) == [
            "7 checkout.pay: Pay %@ now",
            "11 checkout.terms: By tapping \"Pay\", you agree to the\nTerms of Sale.",
            "5 checkout.title: Checkout",
            "16 empty: ",
            "9 greeting.cafe: Welcome to the Caf\u{E9} & Shop",
            "14 thanks: Thanks \u{1F389}",
        ])
        #expect(entries.allSatisfy { $0.locale == "en" && $0.file == path && $0.variant == nil })
        let data = try #require(FileManager.default.contents(atPath: path))
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        #expect(Dictionary(entries.map { ($0.key, $0.text) }, uniquingKeysWith: { $1 }) == foundation)
    }

    @Test("a binary property list (written by Python's plistlib): sorted by key, no lines")
    func binary() throws {
        let path = Self.fixture("RealApps/Apple/de.lproj/Plist.strings")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let entries = try CatalogReader.read(path: path)
        #expect(Self.rows(entries) == [
            "- checkout.pay: Jetzt %@ bezahlen",
            "- checkout.title: Kasse",
            "- greeting.cafe: Willkommen im Caf\u{E9}",
            "- thanks: Danke \u{1F389}",
        ])
        #expect(entries.allSatisfy { $0.locale == "de" && $0.line == nil })
    }

    @Test("told by content: a byte-order mark and white space before <plist>, or UTF-16")
    func detection() throws {
        let body = "<plist version=\"1.0\">\n<dict>\n  <key>b</key><string>B</string>\n  <key>a</key>\n"
            + "  <string>A</string>\n</dict>\n</plist>\n"
        #expect(Self.rows(try Self.read([0xEF, 0xBB, 0xBF] + Array((" \n\t" + body).utf8))) == ["5 a: A", "4 b: B"])
        let utf16: [UInt8] = [0xFF, 0xFE] + ("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + body).utf16.flatMap {
            [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }
        #expect(Self.rows(try Self.read(utf16)) == ["5 a: A", "4 b: B"])
        let doctype = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n" + body
        #expect(Self.rows(try Self.read(Array(doctype.utf8))) == ["5 a: A", "4 b: B"])
        // An old-style file is still read by the tokenizer, in file order.
        #expect(Self.rows(try Self.read(Array("\"b\" = \"B\";\n\"a\" = \"A\";".utf8))) == ["1 b: B", "2 a: A"])
    }

    @Test("a binary property list of the wrong shape is an error with no line, naming what it found")
    func binaryWrongShape() throws {
        let number = try PropertyListSerialization.data(fromPropertyList: ["a": "A", "b": 2], format: .binary, options: 0)
        let numberError = try #require(throws: InputFileError.self) { try Self.read(Array(number)) }
        #expect(numberError.line == nil && numberError.column == nil)
        #expect(
            numberError.message
                == "the value of \"b\" is a number; expected a string (a .strings property list maps each key to its text)")

        let array = try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .binary, options: 0)
        let arrayError = try #require(throws: InputFileError.self) { try Self.read(Array(array)) }
        #expect(arrayError.line == nil)
        #expect(
            arrayError.message
                == "the top level is an array; expected a dictionary of key → string (a .strings file as a property list)")
    }

    @Test("XML that is not well formed is an error at its place")
    func notWellFormed() throws {
        let xml = "<?xml version=\"1.0\"?>\n<plist><dict>\n<key>a</key><string>A</strin>\n</dict></plist>"
        let error = try #require(throws: InputFileError.self) { try Self.read(Array(xml.utf8)) }
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("a closing tag that does not match the open element"), "\(error.message)")
    }

    @Test("a corrupt binary property list is Foundation's error, not a crash")
    func corruptBinary() throws {
        let error = try #require(throws: InputFileError.self) { try Self.read(Array("bplist00 not really".utf8)) }
        #expect(error.message.hasPrefix("not a valid property list"), "\(error.message)")
        #expect(error.reason == .malformed)
    }
}
