import XMLSupport

/// Reads an XML property list's values as CoreFoundation's parser reads them — `CFPropertyListCreateWithData`, which
/// Foundation's `PropertyListSerialization` calls on Linux (swift-corelibs-foundation, `CFPropertyList.c`) — from the
/// events of libxml2 (``XMLEventParser``), once ``PropertyListSourceMap`` has found the XML well formed.
///
/// What CoreFoundation accepts, and its message (with the line) for what it does not:
/// - the root is `<plist>` holding exactly one value (`Encountered empty plist tag`, `Encountered unexpected element
///   at line 4 (plist can only include one object)`), or a value itself; a `<plist>` inside is read the same way;
/// - `<dict>` holds a `<key>` before each value (`Found non-key inside <dict>`, `Value missing for key inside
///   <dict>`), the last of a key given twice winning; `<array>` holds values, a `<key>` among them a string; neither
///   holds text (`Encountered unexpected character x on line 3 while looking for open tag`);
/// - `<string>` and `<key>` hold text and CDATA, no element, comment or processing instruction; `<integer>` decimal
///   or `0x` hexadecimal digits after an optional sign, from -2⁶³ to 2⁶⁴ − 1, nothing else (`Unknown character ' '
///   (0x20) in <integer>`, `Hex digit in non-hex <integer>`, `Incomplete <integer>`, `Integer overflow in <integer>`,
///   `Integer underflow in <integer>`, `Encountered empty <integer>`); `<real>` a number as `strtod` reads it, white
///   space before it, none after, no hexadecimal (`Encountered misformatted real`); `<date>` `YYYY-MM-DDTHH:MM:SSZ`
///   (`Could not interpret <date>`); `<data>` base64, characters outside its alphabet skipped; `<true/>` and `<false/>`
///   nothing (`Encountered non-empty <true>`); any other tag is unknown (`Encountered unknown tag foo`);
/// - a dictionary whose only key is `CF$UID`, holding an integer, is a keyed archive's object reference.
///
/// Lines are libxml2's where the event is reported; a value's error is on the line its text starts on, counting the
/// line breaks in it before the character at fault. Entities are libxml2's to replace (CoreFoundation knows only the
/// five XML defines and character references, and refuses others).
final class XMLPropertyListReader: XMLEventHandler {
    /// Why the property list is not valid: CoreFoundation's message, and the line it names (if any).
    struct Failure: Error {
        var message: String
        var line: Int?
    }

    private enum Tag: String {
        case plist, dict, array, key, string, data, date, integer, real, `true`, `false`

        var isContainer: Bool { self == .plist || self == .dict || self == .array }
    }

    /// A child of a container, as the container needs it.
    private struct Item {
        var value: PropertyListValue
        var isKey: Bool
        /// An `<integer>` or a `<real>`: a number, as a `CF$UID` must be.
        var isNumber: Bool
    }

    /// An element being read: its tag, the line its start tag ends on, its text (a value) or its children (a
    /// container), and the line the last child ended on.
    private struct Frame {
        var tag: Tag
        var line: Int
        var text = ""
        var items: [Item] = []
        var lastEnd = 0
    }

    private var stack: [Frame] = []
    private var root: PropertyListValue?
    private var failure: Failure?

    /// The values of the XML property list in `bytes`.
    ///
    /// - Throws: ``Failure`` for a property list CoreFoundation does not accept.
    static func read(_ bytes: [UInt8]) throws(Failure) -> PropertyListValue {
        let reader = XMLPropertyListReader()
        let parser = XMLEventParser(bytes)
        _ = parser.parse(with: reader)
        if let failure = reader.failure { throw failure }
        guard let root = reader.root else { throw Failure(message: "Encountered unexpected EOF", line: nil) }
        return root
    }

    private func fail(_ parser: XMLEventParser, _ message: String, line: Int?) {
        guard failure == nil else { return }
        failure = Failure(message: message, line: line)
        parser.abort()
    }

    func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
        if let top = stack.last {
            guard top.tag.isContainer else {
                return failInValue(parser, top, character: name.unicodeScalars.first.map(String.init) ?? "")
            }
            if top.tag == .plist, top.items.count == 1 {
                return fail(
                    parser, "Encountered unexpected element at line \(top.lastEnd) (plist can only include one object)",
                    line: top.lastEnd)
            }
        }
        guard let tag = Tag(rawValue: name) else {
            return fail(parser, "Encountered unknown tag \(name) on line \(parser.lineNumber)", line: parser.lineNumber)
        }
        stack.append(Frame(tag: tag, line: parser.lineNumber))
    }

    /// Markup inside a value: `<true>` and `<false>` are then not empty; the others' close tag is not where it must
    /// be (`character` is what follows the `<`).
    private func failInValue(_ parser: XMLEventParser, _ frame: Frame, character: String) {
        if frame.tag == .true || frame.tag == .false {
            fail(parser, "Encountered non-empty <\(frame.tag.rawValue)> on line \(frame.line)", line: frame.line)
        } else {
            let line = parser.lineNumber
            fail(
                parser, "Encountered unexpected character \(character) on line \(line) while looking for close tag",
                line: line)
        }
    }

    func parser(_ parser: XMLEventParser, foundCharacters text: String) {
        guard let top = stack.last else { return }
        guard top.tag.isContainer else {
            stack[stack.count - 1].text += text
            return
        }
        let scalars = Array(text.unicodeScalars)
        guard let index = scalars.firstIndex(where: { !Self.isSpace($0) }) else { return }
        let line = parser.lineNumber - scalars[(index + 1)...].filter { $0 == "\n" }.count
        fail(
            parser, "Encountered unexpected character \(scalars[index]) on line \(line) while looking for open tag",
            line: line)
    }

    func parser(_ parser: XMLEventParser, foundCDATA bytes: [UInt8]) {
        guard let top = stack.last else { return }
        if top.tag == .string || top.tag == .key {
            stack[stack.count - 1].text += String(decoding: bytes, as: UTF8.self)
        } else if top.tag.isContainer {
            fail(parser, "Encountered improper CDATA opening at line \(parser.lineNumber)", line: parser.lineNumber)
        } else {
            failInValue(parser, top, character: "!")
        }
    }

    func parser(_ parser: XMLEventParser, foundComment text: String) {
        guard let top = stack.last, !top.tag.isContainer else { return }
        if top.tag == .string || top.tag == .key {
            fail(parser, "Encountered improper CDATA opening at line \(parser.lineNumber)", line: parser.lineNumber)
        } else {
            failInValue(parser, top, character: "!")
        }
    }

    func parser(_ parser: XMLEventParser, foundProcessingInstruction target: String, data: String?) {
        guard let top = stack.last, !top.tag.isContainer else { return }
        failInValue(parser, top, character: "?")
    }

    func parser(_ parser: XMLEventParser, didEndElement name: String) {
        guard failure == nil, let frame = stack.popLast() else { return }
        let line = parser.lineNumber
        var isNumber = false
        let value: PropertyListValue
        switch frame.tag {
        case .string, .key:
            value = .string(frame.text)
        case .data:
            value = .data
        case .true, .false:
            guard frame.text.isEmpty else {
                let message = "Encountered non-empty <\(frame.tag.rawValue)> on line \(frame.line)"
                return fail(parser, message, line: frame.line)
            }
            value = .boolean
        case .integer:
            if let problem = Self.integerProblem(frame.text) {
                let breaks = frame.text.unicodeScalars.prefix(problem.offset).filter { $0 == "\n" }.count
                let problemLine = frame.line + breaks
                return fail(parser, "\(problem.message) on line \(problemLine)", line: problemLine)
            }
            value = .number
            isNumber = true
        case .real:
            guard Self.isReal(frame.text) else {
                return fail(parser, "Encountered misformatted real on line \(frame.line)", line: frame.line)
            }
            value = .number
            isNumber = true
        case .date:
            guard Self.isDate(frame.text) else {
                return fail(parser, "Could not interpret <date> at line \(frame.line)", line: frame.line)
            }
            value = .date
        case .array:
            value = .array(frame.items.map(\.value))
        case .dict:
            if frame.items.count % 2 == 1 {
                return fail(parser, "Value missing for key inside <dict> at line \(line)", line: line)
            }
            if frame.items.count == 2, frame.items[0].value == .string("CF$UID"), frame.items[1].isNumber {
                value = .uid
            } else {
                var members: [String: PropertyListValue] = [:]
                for pair in stride(from: 0, to: frame.items.count, by: 2) {
                    if case .string(let key) = frame.items[pair].value { members[key] = frame.items[pair + 1].value }
                }
                value = .dictionary(members)
            }
        case .plist:
            guard let only = frame.items.first else { return fail(parser, "Encountered empty plist tag", line: nil) }
            value = only.value
            isNumber = only.isNumber
        }
        add(Item(value: value, isKey: frame.tag == .key, isNumber: isNumber), parser: parser, line: line)
    }

    /// Adds a value that ended on `line` to the element that holds it, or makes it the root.
    private func add(_ item: Item, parser: XMLEventParser, line: Int) {
        guard !stack.isEmpty else {
            root = item.value
            return
        }
        let container = stack[stack.count - 1]
        if container.tag == .dict, container.items.count % 2 == 0, !item.isKey {
            return fail(parser, "Found non-key inside <dict> at line \(line)", line: line)
        }
        stack[stack.count - 1].items.append(item)
        stack[stack.count - 1].lastEnd = line
    }
}
