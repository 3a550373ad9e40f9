import Foundation
import Testing
import TestSupport
@testable import XMLSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `XMLEventParser` is checked against Foundation's `XMLParser`, the parser it replaces: on every XML fixture of the
/// package, on documents written to reach each of its rules (entities, CDATA, namespaces, encodings, errors), and on
/// thousands of damaged copies of the fixtures, both must report the same events at the same lines and columns, the
/// same errors, and the same result.
@Suite struct XMLEventParserTests {
    /// Every XML document under `Fixtures/` (Interface Builder documents, property lists, Android resources).
    static let fixtures: [(name: String, bytes: [UInt8])] = {
        let root = Fixtures.url("")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [(String, [UInt8])] = []
        while let url = enumerator?.nextObject() as? URL {
            guard ["xib", "storyboard", "stringsdict", "xml", "plist", "strings"].contains(url.pathExtension),
                let data = try? Data(contentsOf: url), data.first == UInt8(ascii: "<") || data.starts(with: [0xEF])
            else { continue }
            found.append((url.path.replacingOccurrences(of: root.path, with: ""), [UInt8](data)))
        }
        return found.sorted { $0.0 < $1.0 }
    }()

    /// Documents that reach the parser's rules one by one.
    static let written: [String] = [
        "", "<a", "<a/>", "<a>x</a>", "  <a>x</a>",
        #"<?xml version="1.0" encoding="UTF-8"?><a b="1" c='2'>text &amp; &lt;more&gt; &#x263A; &#65;</a>"#,
        "<a><b>one</b><b>two</b>\n<c/></a>",
        "<a><![CDATA[<b>bold</b> & co]]>after</a>",
        #"<a xmlns="urn:x" xmlns:y="urn:y"><y:b y:c="d">t</y:b></a>"#,
        #"<resources><string name="s">a <xliff:g id="n">%d</xliff:g> b</string></resources>"#,
        #"<!DOCTYPE a [<!ENTITY e "entity text">]><a>before &e; after &e;</a>"#,
        #"<!DOCTYPE a [<!ENTITY e "x<b>y</b>z">]><a>&e;</a>"#,
        #"<!DOCTYPE a [<!ENTITY e "v">]><a b="&e;">t</a>"#,
        #"<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/hostname">]><a>&e;</a>"#,
        #"<!DOCTYPE a SYSTEM "file:///etc/hostname"><a>t</a>"#,
        "<a>&undeclared;</a>", "<a>&#xD800;</a>", "<a>& b</a>", "<a>a < b</a>",
        "<a><b></a>", "<a></b>", "<a>", "<a b=1/>", "<a b/>", #"<a b="1" b="2"/>"#, "<a><!-- unterminated</a>",
        "<a/><b/>", "<a>\u{1}</a>", "text", "<a><![CDATA[x</a>", "<a\n b=\"1\"\n>\n\n</a>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf\u{E9}</a>",
        "<a>\u{FEFF}x</a>", "\u{FEFF}<a>bom</a>",
        "<a><!-- a comment --><?tool some data?>t<!----></a>", "<?tool before?><a/><!-- after -->",
    ]

    static let utf16: [[UInt8]] = [
        [0xFF, 0xFE] + Array("<a>utf16 é</a>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        [0xFE, 0xFF] + Array("<a b='c'>x</a>".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
    ]

    @Test func fixturesGiveFoundationsEvents() throws {
        try #require(Self.fixtures.count >= 20, "the fixtures' XML documents are found")
        for (name, bytes) in Self.fixtures {
            #expect(EventLog(ours: bytes) == EventLog(foundation: bytes), "\(name)")
        }
    }

    @Test(arguments: written.map { Array($0.utf8) } + utf16)
    func writtenDocumentsGiveFoundationsEvents(_ bytes: [UInt8]) throws {
        try XMLPreflight.check(bytes)
        #expect(EventLog(ours: bytes) == EventLog(foundation: bytes))
    }

    /// Cut short at every kind of place, and with markup characters put where they break the document.
    @Test func damagedFixturesGiveFoundationsEvents() throws {
        var generator = SeededRandom(state: 0x584D_4C20_6576_656E)
        let breakers = Array("<>&/\"'=!?;]\n x".utf8)
        var compared = 0
        for (name, bytes) in Self.fixtures where bytes.count > 8 {
            for round in 0..<60 {
                var damaged = bytes
                if round % 3 == 0 {
                    damaged.removeLast(Int(generator.next() % UInt64(damaged.count - 4)))
                } else {
                    for _ in 0...(round % 4) {
                        let place = Int(generator.next() % UInt64(damaged.count))
                        damaged[place] = breakers[Int(generator.next() % UInt64(breakers.count))]
                    }
                }
                guard (try? XMLPreflight.check(damaged)) != nil else { continue }
                compared += 1
                #expect(EventLog(ours: damaged) == EventLog(foundation: damaged), "\(name), round \(round)")
            }
        }
        #expect(compared > 1000)
    }

    @Test func externalEntitiesAreNotRead() throws {
        let bytes = Array(#"<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/hostname">]><a>[&e;]</a>"#.utf8)
        let log = EventLog(ours: bytes)
        let hostname = try String(contentsOfFile: "/etc/hostname", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(!hostname.isEmpty)
        #expect(!log.events.contains { $0.contains(hostname) }, "\(log.events)")
        #expect(log.events.contains { $0.hasPrefix("start a ") }, "\(log.events)")
    }

    /// Past libxml2's lookup limit (10,000,000 bytes), which its push parser halts at when the document comes in one
    /// chunk: every element and every text comes whole, at its line, and an error at the end is reported as in a small
    /// document.
    @Test func documentsPastTheLookupLimitAreRead() {
        final class Collector: XMLEventHandler {
            var items = 0, wrongTexts = 0, lastLine = 0
            var text = ""
            func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
                if name == "item" { items += 1 }
                text = ""
            }
            func parser(_ parser: XMLEventParser, foundCharacters string: String) { text += string }
            func parser(_ parser: XMLEventParser, didEndElement name: String) {
                let expected = "an item of a list long enough to pass the limit, \u{E9}"
                if name == "item" && text != expected { wrongTexts += 1 }
                lastLine = parser.lineNumber
            }
        }
        let items = String(
            repeating: "<item kind=\"row\">an item of a list long enough to pass the limit, \u{E9}</item>\n",
            count: 150_000)
        let bytes = Array(("<list>\n" + items + "</list>\n").utf8)
        #expect(bytes.count > 11_000_000)
        let collector = Collector()
        let parser = XMLEventParser(bytes)
        #expect(parser.parse(with: collector))
        #expect(parser.errorCode == nil)
        #expect(collector.items == 150_000)
        #expect(collector.wrongTexts == 0)
        #expect(collector.lastLine == 150_002)

        // A closing tag that does not match, at the end.
        let mismatched = XMLEventParser(Array(("<list>\n" + items + "</lits>\n").utf8))
        let small = XMLEventParser(Array("<list>\n<item>x</item>\n</lits>\n".utf8))
        let (big, little) = (Collector(), Collector())
        #expect(mismatched.parse(with: big) == small.parse(with: little))
        #expect(mismatched.errorCode != nil)
        #expect(mismatched.errorCode == small.errorCode)
        #expect(big.lastLine == 150_002)
    }

    @Test func theHandlerStopsTheParse() {
        final class Stopper: XMLEventHandler {
            var starts: [String] = []
            func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
                starts.append(name)
                if name == "b" { parser.abort() }
            }
        }
        let stopper = Stopper()
        let parser = XMLEventParser(Array("<a><b/><c/><d/></a>".utf8))
        #expect(parser.parse(with: stopper) == false)
        #expect(stopper.starts == ["a", "b"])
        #expect(parser.errorCode == 111)  // XML_ERR_USER_STOP
        // A parser reads its document once.
        #expect(parser.parse(with: stopper) == false)
        #expect(stopper.starts == ["a", "b"])
    }
}

/// What a parser reported, as text: each event with the line and column the parser was at, then the result.
private struct EventLog: Equatable, CustomStringConvertible {
    var events: [String] = []

    init() {}

    var description: String { events.joined(separator: "\n") }

    static func place(_ line: Int, _ column: Int) -> String { "\(line):\(column)" }

    static func attributes(_ attributes: [String: String]) -> String {
        let sorted = attributes.sorted { $0.key < $1.key }
        return attributes.isEmpty ? "[:]" : "[" + sorted.map { "\($0)=\($1)" }.joined(separator: ", ") + "]"
    }

    init(ours bytes: [UInt8]) {
        final class Recorder: XMLEventHandler {
            var log = EventLog()
            func record(_ parser: XMLEventParser, _ event: String) {
                log.events.append(event + " " + EventLog.place(parser.lineNumber, parser.columnNumber))
            }
            func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
                record(parser, "start \(name) \(EventLog.attributes(attributes))")
            }
            func parser(_ parser: XMLEventParser, didEndElement name: String) { record(parser, "end \(name)") }
            func parser(_ parser: XMLEventParser, foundCharacters text: String) {
                record(parser, "text \(text.debugDescription)")
            }
            func parser(_ parser: XMLEventParser, foundCDATA bytes: [UInt8]) { record(parser, "cdata \(bytes)") }
            func parser(_ parser: XMLEventParser, foundComment text: String) { record(parser, "comment \(text)") }
            func parser(_ parser: XMLEventParser, foundProcessingInstruction target: String, data: String?) {
                record(parser, "instruction \(target) \(data ?? "-")")
            }
            func parser(_ parser: XMLEventParser, errorOccurred code: Int) { record(parser, "error \(code)") }
        }
        let recorder = Recorder()
        let parser = XMLEventParser(bytes)
        let parsed = parser.parse(with: recorder)
        self = recorder.log
        let code = parser.errorCode.map(String.init) ?? "-"
        events.append("result \(parsed) \(code) \(Self.place(parser.lineNumber, parser.columnNumber))")
    }

    init(foundation bytes: [UInt8]) {
        final class Recorder: NSObject, XMLParserDelegate {
            var log = EventLog()
            func record(_ parser: XMLParser, _ event: String) {
                log.events.append(event + " " + EventLog.place(parser.lineNumber, parser.columnNumber))
            }
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                record(parser, "start \(name) \(EventLog.attributes(attributes))")
            }
            func parser(
                _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
            ) {
                record(parser, "end \(name)")
            }
            func parser(_ parser: XMLParser, foundCharacters text: String) {
                record(parser, "text \(text.debugDescription)")
            }
            func parser(_ parser: XMLParser, foundCDATA data: Data) { record(parser, "cdata \([UInt8](data))") }
            func parser(_ parser: XMLParser, foundComment text: String) { record(parser, "comment \(text)") }
            func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
                record(parser, "instruction \(target) \(data ?? "-")")
            }
            func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
                record(parser, "error \((error as NSError).code)")
            }
        }
        let recorder = Recorder()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = recorder
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        self = recorder.log
        let code = (parser.parserError as NSError?).map { String($0.code) } ?? "-"
        events.append("result \(parsed) \(code) \(Self.place(parser.lineNumber, parser.columnNumber))")
    }
}
