import Foundation
import Testing
import TestSupport
@testable import XMLSupport

/// Many tasks parse XML at once, each its own documents, the first parse of the process among them (which installs the
/// entity loader and the thread key): every task gets the events one parse alone gets. Run under ThreadSanitizer by
/// `Scripts/test` (the filter `Concurrency`).
@Suite("XMLEventParser Concurrency")
struct XMLEventParserConcurrencyTests {
    /// The start tags and text of a document, and how its parse ended.
    final class Outline: XMLEventHandler {
        var events: [String] = []
        func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
            events.append("<\(name) \(attributes.count)> \(parser.lineNumber)")
        }
        func parser(_ parser: XMLEventParser, foundCharacters text: String) { events.append(text) }
        func parser(_ parser: XMLEventParser, errorOccurred code: Int) { events.append("error \(code)") }

        static func of(_ bytes: [UInt8]) -> [String] {
            let outline = Outline()
            let parser = XMLEventParser(bytes)
            let parsed = parser.parse(with: outline)
            return outline.events + ["\(parsed) \(parser.errorCode ?? 0)"]
        }
    }

    static let documents: [[UInt8]] = [
        try! Fixtures.data("Layouts/SignIn.storyboard"), try! Fixtures.data("Layouts/ContactCell.xib"),
        try! Fixtures.data("Catalogs/Shop/de.lproj/Localizable.stringsdict"),
        Data(#"<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/hostname"><!ENTITY i "in">]><a>[&e;][&i;]</a>"#.utf8),
        Data("<a><b>unclosed</a>".utf8),
    ].map { [UInt8]($0) }

    @Test func parsesFromManyTasksAsOneAfterAnother() async {
        let parallel = await withTaskGroup(of: (Int, [String]).self) { group in
            for round in 0..<8 {
                for (index, document) in Self.documents.enumerated() {
                    group.addTask { (round * Self.documents.count + index, Outline.of(document)) }
                }
            }
            var results: [Int: [String]] = [:]
            for await (key, events) in group { results[key] = events }
            return results
        }
        let serial = Self.documents.map(Outline.of)
        #expect(parallel.count == 8 * Self.documents.count)
        for (key, events) in parallel { #expect(events == serial[key % Self.documents.count]) }
    }
}
