import Foundation
import Testing
import StringCatalogs

/// Catalogs that crashed Foundation's XML parser on Linux (found by `Scripts/fuzz FuzzAndroidXML` and
/// `FuzzStringsDict`): each is now a ``InputFileError`` at its place, before libxml2 reads the bytes.
@Suite("Hostile catalogs")
struct HostileCatalogTests {
    struct HostileCase: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var line: Int?
        var problem: String
        var testDescription: String { name }
    }

    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func utf16LE(_ text: String, byteOrderMark: Bool = true) -> [UInt8] {
        (byteOrderMark ? [0xFF, 0xFE] : []) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    static let body = "<resources><string name=\"title\">مرحبا é 日本</string></resources>\n"

    static let cases: [HostileCase] = [
        // libxml2 converts these through iconv, and crashed on the first byte invalid in them.
        HostileCase(
            name: "encoding UTF-7", bytes: utf8("<?xml version=\"1.0\" encoding=\"utf-7\"?>\n" + body), line: 1,
            problem: "the document's text encoding is 'utf-7'"),
        HostileCase(
            name: "encoding Shift_JIS, single quotes",
            bytes: utf8("<?xml version='1.0' encoding = 'Shift_JIS'?>" + body),
            line: 1, problem: "the document's text encoding is 'Shift_JIS'"),
        HostileCase(
            name: "UTF-16 declaring UTF-7", bytes: utf16LE("<?xml version=\"1.0\" encoding=\"UTF-7\"?>" + body),
            line: 1, problem: "the document's text encoding is 'UTF-7'"),
        HostileCase(
            name: "a declaration not closed",
            bytes: utf8("<?xml version=\"1.0\" encoding=\"UTF-32\"eit<!ENTITY em\n qua"),
            line: 1, problem: "the document's text encoding is 'UTF-32'"),
        HostileCase(
            name: "a second encoding",
            bytes: utf8("<?xml version=\"encoding\" encoding='UTF-8' encoding=\"EUC-JP\"?>" + body),
            line: 1, problem: "the document's text encoding is 'EUC-JP'"),
        HostileCase(
            name: "UCS-4 by its first bytes", bytes: [0, 0, 0, 0x3C, 0, 0, 0, 0x3F, 0xFF, 0xFE, 0x80], line: nil,
            problem: "the document's text encoding is UCS-4"),
        HostileCase(
            name: "EBCDIC by its first bytes", bytes: [0x4C, 0x6F, 0xA7, 0x94, 0x93, 0x40, 0xFF, 0xFE], line: nil,
            problem: "the document's text encoding is EBCDIC"),
        // libxml2's UTF-16 decoder crashed on a lone surrogate.
        HostileCase(
            name: "UTF-16 with a lone surrogate",
            bytes: [0x00, 0x3C, 0x00, 0x3F, 0xC4, 0xFF, 0xD9, 0x04, 0x00, 0x00, 0x00, 0x3F], line: 1,
            problem: "the document is not valid UTF-16"),
        // FoundationXML called strlen on the null data of a processing instruction without any.
        HostileCase(
            name: "processing instruction without data", bytes: utf8("<?xml version=\"1.0\"?>\n<?xm?>\n" + body),
            line: 2,
            problem: "a processing instruction without data"),
        HostileCase(
            name: "processing instruction without data, later",
            bytes: utf8("<resources>\n  <string name=\"a\">x<?pi?></string>\n</resources>"),
            line: 2, problem: "a processing instruction without data"),
    ]

    @Test("an Android strings.xml that crashed the XML parser is a InputFileError", arguments: cases)
    func androidStrings(_ hostile: HostileCase) {
        check(hostile, format: .androidXML)
    }

    /// (A .stringsdict that does not start with `<` is not given to libxml2 but to Foundation's own property-list
    /// reader, which rejects it in its own words.)
    @Test(
        ".stringsdict files that crashed the XML parser are CatalogErrors",
        arguments: cases.filter { $0.bytes.first == 0x3C })
    func stringsDictionary(_ hostile: HostileCase) {
        check(hostile, format: .stringsDictionary)
    }

    func check(_ hostile: HostileCase, format: CatalogFormat, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = "hostile." + format.fileExtension
        let error = #expect(throws: InputFileError.self, sourceLocation: sourceLocation) {
            try CatalogReader.read(Data(hostile.bytes), format: format, file: file, locale: "en")
        }
        guard let error else { return }
        #expect(error.reason == .malformed, sourceLocation: sourceLocation)
        #expect(error.line == hostile.line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.message.hasPrefix(hostile.problem), "\(error)", sourceLocation: sourceLocation)
        #expect(
            error.description.hasPrefix(file + (hostile.line.map { ":\($0)" } ?? "")), sourceLocation: sourceLocation)
    }

    /// What the checks must not reject: UTF-8 and UTF-16 documents, declared or not; a processing instruction with
    /// data; `<?x?>` inside a comment or CDATA.
    @Test func wellFormedDocumentsStillRead() throws {
        let documents: [(String, [UInt8])] = [
            ("UTF-8 declared", Self.utf8("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.body)),
            ("UTF-8 with a byte-order mark", [0xEF, 0xBB, 0xBF] + Self.utf8(Self.body)),
            ("no declaration", Self.utf8(Self.body)),
            ("UTF-16 with a byte-order mark", Self.utf16LE("<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + Self.body)),
            ("a processing instruction with data", Self.utf8("<?xml version=\"1.0\"?><?tool keep?>" + Self.body)),
            ("<?x?> in a comment", Self.utf8("<!-- <?x?> -->" + Self.body)),
            (
                "<?x?> in CDATA",
                Self.utf8("<resources><string name=\"title\"><![CDATA[a <?x?> b]]></string></resources>")
            ),
        ]
        for (name, bytes) in documents {
            let entries = try CatalogReader.read(Data(bytes), format: .androidXML, file: "ok.xml", locale: "ar")
            #expect(entries.count == 1, "\(name)")
            #expect(entries.first?.key == "title", "\(name)")
        }
    }

    /// libxml2 gives line 0 for a document it rejects before reading a line; an error says no line then, not 0.
    @Test func noLineZero() {
        for bytes in [
            Self.utf8("<?xml version=\"1.0\" encoding=\"no-such-encoding\"?><resources/>"), [0x3C, 0x00, 0x00],
        ] {
            do {
                _ = try CatalogReader.read(Data(bytes), format: .androidXML, file: "zero.xml", locale: nil)
            } catch {
                #expect(error.line != 0, "\(error)")
                #expect(error.column == nil || error.line != nil, "\(error)")
            }
        }
    }
}
