import PackageSupport
import XMLSupport

/// Where each value of an XML property list is, found with libxml2 as Foundation's `XMLParser` drives it
/// (``XMLEventParser``).
///
/// The values are read as `PropertyListSerialization` reads them (``XMLPropertyListReader``): without their lines, and
/// a malformed XML property list reported with a line at best. This map walks the same XML once more to give every
/// value its line and column, and reports XML that is not well formed where libxml2 finds it, with what was expected.
/// Paths are dictionary keys, and `[i]` for array elements. A binary or old-style property list has no map.
final class PropertyListSourceMap: XMLEventHandler {
    private var positions: [[String]: SourcePosition] = [:]
    private var keyPositions: [[String]: SourcePosition] = [:]
    private var keyStart: SourcePosition?
    private var frames: [(path: [String], key: String?, count: Int, isDictionary: Bool)] = []
    private var keyText: String?
    private var elements: [(name: String, line: Int)] = []
    private var failure: (position: SourcePosition, error: XMLSyntaxError)?

    /// The map of an XML property list, or `nil` when `bytes` is not XML (UTF-8 text whose first character is not
    /// `<`, and not a UTF-16 XML property list either; see ``PropertyListKind``).
    ///
    /// - Throws: ``InputFileError`` where the XML is not well formed.
    static func make(_ bytes: [UInt8], file: String) throws(InputFileError) -> PropertyListSourceMap? {
        let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
        guard first == UInt8(ascii: "<") || PropertyListKind(bytes) == .xml else { return nil }
        try XMLPreflight.check(bytes, file: file)
        let map = PropertyListSourceMap()
        let parser = XMLEventParser(bytes)
        let parsed = parser.parse(with: map)
        if let (position, error) = map.failure {
            throw InputFileError(
                file: file, line: position.line, column: position.column, problem: error.problem,
                expected: error.expected)
        }
        if !parsed {
            let error = XMLSyntaxError(code: parser.errorCode ?? 0, openElement: map.elements.last)
            // libxml2 gives line 0 for a document it rejects before reading a line (an unknown encoding).
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            throw InputFileError(
                file: file, line: line, column: line != nil && parser.columnNumber > 0 ? parser.columnNumber : nil,
                problem: error.problem, expected: error.expected)
        }
        return map
    }

    /// The position of the value at `path` (the start of its element), if the property list has it.
    func position(of path: [String]) -> SourcePosition? {
        positions[path]
    }

    /// The position of the `<key>` naming the value at `path`, or else of the value.
    func keyPosition(of path: [String]) -> SourcePosition? {
        keyPositions[path] ?? positions[path]
    }

    func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
        elements.append((name, parser.lineNumber))
        switch name {
        case "plist": return
        case "key":
            keyText = ""
            keyStart = Self.start(of: name, in: parser)
            return
        default: break
        }
        var path: [String] = []
        if var frame = frames.popLast() {
            path = frame.path + [frame.isDictionary ? frame.key ?? "" : "[\(frame.count)]"]
            frame.count += 1
            frame.key = nil
            frames.append(frame)
        }
        positions[path] = Self.start(of: name, in: parser)
        if name == "dict" || name == "array" {
            frames.append((path, nil, 0, name == "dict"))
        }
    }

    /// The start of the tag just read (its `<`): the parser reports the column of the tag's `>` (libxml2's column of
    /// the character after it, counted from 0), and these tags carry no attributes, so `<name>` starts the name's
    /// length and one more before it.
    private static func start(of name: String, in parser: XMLEventParser) -> SourcePosition {
        SourcePosition(line: parser.lineNumber, column: max(1, parser.columnNumber - name.unicodeScalars.count - 1))
    }

    func parser(_ parser: XMLEventParser, foundCharacters string: String) {
        keyText? += string
    }

    func parser(_ parser: XMLEventParser, didEndElement name: String) {
        elements.removeLast()
        switch name {
        case "key":
            if let keyText, let frame = frames.last {
                frames[frames.count - 1].key = keyText
                keyPositions[frame.path + [keyText]] = keyStart
            }
            keyText = nil
        case "dict", "array":
            frames.removeLast()
        default:
            break
        }
    }

    func parser(_ parser: XMLEventParser, errorOccurred code: Int) {
        guard failure == nil, !XMLSyntaxError.isRecoverable(code) else { return }
        failure = (
            SourcePosition(line: parser.lineNumber, column: parser.columnNumber),
            XMLSyntaxError(code: code, openElement: elements.last)
        )
        parser.abort()
    }
}
