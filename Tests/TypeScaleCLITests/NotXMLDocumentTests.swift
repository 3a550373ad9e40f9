import Foundation
import TestSupport
import Testing

/// A file named `.xib` or `.storyboard` that is not XML at all — a compiled nib, any binary file, plain text — is
/// reported as what it is, exit 65 (an input read and found wrong), not as libxml2's "the document is empty".
@Suite("typescale layout for a .xib that is not XML")
struct NotXMLDocumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        var problem: String
        var testDescription: String { name }
    }

    static let expected = "expected an Interface Builder document as Xcode saves it: XML that starts with '<?xml' or "
        + "'<document'"

    @Test("each is named for what it is", arguments: [
        Case(
            name: "compiled.xib", bytes: Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x03, 0x00, 0x00],
            problem: "a binary property list (a compiled nib or storyboard?), not an XML document"),
        Case(
            name: "archive.xib", bytes: Array("NIBArchive".utf8) + [0x01, 0x00, 0x00, 0x00],
            problem: "a compiled nib (NIBArchive), not an XML document"),
        Case(
            name: "picture.storyboard", bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00],
            problem: "binary data, not an XML document: byte 1 is not text (it starts 89 50 4E 47 0D 0A 1A 0A …)"),
        Case(
            name: "zeros.xib", bytes: Array("GIF89a".utf8) + [0x01, 0x00, 0x01, 0x00],
            problem: "binary data, not an XML document: byte 7 is not text (it starts 47 49 46 38 39 61 01 00 …)"),
        Case(
            name: "notes.xib", bytes: Array("just some notes\n".utf8),
            problem: "text that is not an XML document: it does not start with '<'"),
    ])
    func notXML(_ given: Case) throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(given.name).path
        try Data(given.bytes).write(to: URL(fileURLWithPath: path))
        let result = typescale("layout", path)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "typescale layout: \(path): \(given.problem); \(Self.expected)\n")
    }

    @Test("an empty file is still empty; markup after a byte-order mark or white space is left to the XML reader")
    func emptyAndXML() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.xib").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(typescale("layout", empty).stderr == "typescale layout: \(empty): the document is empty; expected an XML document\n")
        let xib = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Layouts/ContactCell.xib"))))
        let marked = directory.appendingPathComponent("marked.xib").path
        try Data([0xEF, 0xBB, 0xBF] + xib).write(to: URL(fileURLWithPath: marked))
        let result = typescale("layout", marked)
        #expect(result.stdout.contains("table view cell ContactCell"), "\(result.stderr)")
        // White space before the XML declaration is XML's own error, placed by the reader.
        let spaced = directory.appendingPathComponent("spaced.xib").path
        try Data([0x0A, 0x20] + xib).write(to: URL(fileURLWithPath: spaced))
        #expect(typescale("layout", spaced).stderr.hasPrefix("typescale layout: \(spaced):2:7: XML that is not well formed"))
        // A property list in XML is XML: it is read, and refused for its root element.
        let plist = directory.appendingPathComponent("list.xib").path
        try Data(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#.utf8).write(to: URL(fileURLWithPath: plist))
        #expect(typescale("layout", plist).stderr.contains("the root element is <plist>"))
    }
}
