import XMLSupport

/// Reads an XML document into ``DocumentElement``s with libxml2 as Foundation's `XMLParser` drives it
/// (``XMLEventParser``), after the package's ``XMLPreflight`` has refused what crashes libxml2 on Linux.
final class DocumentElementReader: XMLEventHandler {
    private var stack: [DocumentElement] = []
    private var root: DocumentElement?
    private var failure: (line: Int, column: Int, error: XMLSyntaxError)?
    /// Text of the innermost open element, kept only for `<string>` elements.
    private var text: String?
    /// The deepest nesting read: a document nested deeper than any real one is refused rather than read recursively.
    static let maximumDepth = 256

    /// The document's root element.
    ///
    /// - Throws: ``InputFileError`` where the bytes are not XML at all (``NonXMLContent``: a compiled nib, binary
    ///   data), not well-formed XML, or XML that libxml2 cannot safely read.
    static func read(_ bytes: [UInt8], file: String) throws(InputFileError) -> DocumentElement {
        if let problem = NonXMLContent.problem(in: bytes) {
            throw InputFileError(file: file, line: nil, problem: problem, expected: NonXMLContent.expected)
        }
        do {
            try XMLPreflight.check(bytes)
        } catch {
            throw InputFileError(
                file: file, line: error.line, column: error.column, problem: error.problem, expected: error.expected)
        }
        let reader = DocumentElementReader()
        let parser = XMLEventParser(bytes)
        let parsed = parser.parse(with: reader)
        if let (line, column, error) = reader.failure {
            throw InputFileError(
                file: file, line: line, column: column, problem: error.problem, expected: error.expected)
        }
        guard parsed, let root = reader.root else {
            let open = reader.stack.last.map { (name: $0.name, line: $0.line) }
            let error = XMLSyntaxError(code: parser.errorCode ?? 4, openElement: open)
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            throw InputFileError(
                file: file, line: line, column: line != nil && parser.columnNumber > 0 ? parser.columnNumber : nil,
                problem: error.problem, expected: error.expected)
        }
        return root
    }

    private func fail(_ parser: XMLEventParser, _ error: XMLSyntaxError) {
        guard failure == nil else { return }
        failure = (parser.lineNumber, parser.columnNumber, error)
        parser.abort()
    }

    func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
        guard stack.count < Self.maximumDepth else {
            return fail(
                parser,
                XMLSyntaxError(
                    problem: "elements nested more than \(Self.maximumDepth) deep",
                    expected: "an Interface Builder document (Xcode's are a few dozen deep)"))
        }
        stack.append(DocumentElement(name: name, attributes: attributes, children: [], line: parser.lineNumber))
        text = name == "string" ? "" : nil
    }

    func parser(_ parser: XMLEventParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLEventParser, didEndElement name: String) {
        guard var element = stack.popLast() else { return }
        if let text, element.name == "string", element.attributes["text"] == nil { element.attributes["text"] = text }
        text = nil
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLEventParser, errorOccurred code: Int) {
        guard !XMLSyntaxError.isRecoverable(code) else { return }
        fail(parser, XMLSyntaxError(code: code, openElement: stack.last.map { ($0.name, $0.line) }))
    }
}
