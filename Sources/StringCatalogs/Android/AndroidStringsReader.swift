import PackageSupport
import XMLSupport

/// Reads an Android `strings.xml` with libxml2 as Foundation's `XMLParser` drives it (``XMLEventParser``): `<string>`,
/// `<plurals>` and `<string-array>`.
///
/// Texts are what Android shows, resolved as `aapt2` compiles them: entities and character references decoded by
/// the XML parser; `\n`, `\t`, `\uXXXX` (two in a row naming a UTF-16 surrogate pair give the one character, see
/// ``EscapedSurrogates``), `\'`, `\"`, `\\`, `\@`, `\?` escapes resolved; runs of white space outside
/// double quotes collapsed to one space and trimmed at both ends, and the double quotes themselves removed; markup
/// inside a string (`<b>`, `<xliff:g>`) kept as its text, as is CDATA. A text that then holds HTML markup as
/// characters (written in CDATA, or with `&lt;` for its brackets) is what `Html.fromHtml` shows when the app displays
/// it: tags removed, `<br>` a line break, `<p>` paragraphs, entities decoded (see ``AndroidHTMLText``). A text that
/// is only an `@string/name` reference keeps that text; ``AndroidStringReferences`` resolves it over the files read.
/// `<plurals>` items give variants `plural.<quantity>`, `<string-array>` items `array[<index>]`. Other resources
/// (dimensions, colours, integer arrays) are not text and are skipped.
///
/// Entries come out in file order, each with the line of its start tag (the line the tag's `>` is on).
final class AndroidStringsReader: XMLEventHandler {
    private let file: String
    private let locale: String?
    /// The file, to find an escape in when its text is wrong.
    private let bytes: [UInt8]
    private var entries: [CatalogEntry] = []
    private var failure: InputFileError?
    /// Open elements, with the line each opened on.
    private var elements: [(name: String, line: Int)] = []

    /// The resource being read: a `<string>`, `<plurals>` or `<string-array>`, by name.
    private var resource: (kind: String, name: String)?
    private var itemCount = 0
    /// The text being collected: its variant, its line, where it starts (just after the start tag), and the raw
    /// characters so far.
    private var text: (variant: String?, line: Int, start: SourcePosition, raw: String)?
    /// Depth of the element whose content is being skipped (a resource that is not text), if any.
    private var skipping: Int?

    /// The entries of an Android `strings.xml`, in file order.
    ///
    /// - Throws: ``InputFileError`` where the XML is not well formed, or a resource lacks its `name` or an item its
    ///   `quantity`.
    static func read(_ bytes: [UInt8], file: String, locale: String?) throws(InputFileError) -> [CatalogEntry] {
        try XMLPreflight.check(bytes, file: file)
        let reader = AndroidStringsReader(file: file, locale: locale, bytes: bytes)
        let parser = XMLEventParser(bytes)
        let parsed = parser.parse(with: reader)
        if let failure = reader.failure { throw failure }
        if !parsed {
            let error = XMLSyntaxError(code: parser.errorCode ?? 0, openElement: reader.elements.last)
            // libxml2 gives line 0 for a document it rejects before reading a line (an unknown encoding).
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            throw InputFileError(
                file: file, line: line, column: line != nil && parser.columnNumber > 0 ? parser.columnNumber : nil,
                problem: error.problem, expected: error.expected)
        }
        return reader.entries
    }

    private init(file: String, locale: String?, bytes: [UInt8]) {
        self.file = file
        self.locale = locale
        self.bytes = bytes
    }

    private func fail(_ parser: XMLEventParser, _ problem: String, expected: String?) {
        guard failure == nil else { return }
        failure = InputFileError(
            file: file, line: parser.lineNumber, column: parser.columnNumber, problem: problem, expected: expected)
        parser.abort()
    }

    // MARK: XMLEventHandler

    func parser(_ parser: XMLEventParser, didStartElement name: String, attributes: [String: String]) {
        elements.append((name, parser.lineNumber))
        let depth = elements.count
        if skipping != nil { return }
        if text != nil { return }  // markup inside a text: its characters are collected
        switch (depth, name, resource?.kind) {
        case (1, "resources", _):
            break
        case (1, _, _):
            fail(parser, "the root element is <\(name)>", expected: "<resources>, the root of an Android strings.xml")
        case (2, "string", _), (2, "plurals", _), (2, "string-array", _):
            guard let resourceName = attributes["name"], !resourceName.isEmpty else {
                return fail(parser, "a <\(name)> without a name", expected: "a name=\"…\" attribute")
            }
            resource = (name, resourceName)
            itemCount = 0
            if name == "string" { startText(parser, variant: nil) }
        case (2, _, _):
            skipping = depth
        case (3, "item", "plurals"?):
            guard let quantity = attributes["quantity"], VariantOrder.pluralRules.contains(quantity) else {
                return fail(
                    parser,
                    attributes["quantity"].map { "quantity=\"\($0)\" is not a plural quantity" }
                        ?? "a plurals <item> without a quantity",
                    expected: "quantity=\"zero\", \"one\", \"two\", \"few\", \"many\" or \"other\"")
            }
            startText(parser, variant: "plural.\(quantity)")
        case (3, "item", "string-array"?):
            startText(parser, variant: "array[\(itemCount)]")
            itemCount += 1
        case (3, _, let kind?):
            fail(parser, "a <\(name)> inside <\(kind)>", expected: "<item> elements")
        default:
            skipping = depth
        }
    }

    private func startText(_ parser: XMLEventParser, variant: String?) {
        // The parser's column here is the start tag's `>`.
        let start = SourcePosition(line: parser.lineNumber, column: parser.columnNumber + 1)
        text = (variant, parser.lineNumber, start, "")
    }

    func parser(_ parser: XMLEventParser, foundCharacters string: String) {
        text?.raw += string
    }

    func parser(_ parser: XMLEventParser, foundCDATA bytes: [UInt8]) {
        text?.raw += String(decoding: bytes, as: UTF8.self)
    }

    func parser(_ parser: XMLEventParser, didEndElement name: String) {
        let depth = elements.count
        elements.removeLast()
        if let skip = skipping {
            if depth == skip { skipping = nil }
            return
        }
        if let open = text, depth == (open.variant == nil ? 2 : 3), let resource {
            do throws(EscapeProblem) {
                let resolved = try Self.resolve(open.raw)
                let value = AndroidHTMLText.containsMarkup(resolved) ? AndroidHTMLText.displayed(resolved) : resolved
                entries.append(
                    CatalogEntry(
                        key: resource.name, locale: locale, variant: open.variant, text: value, file: file,
                        line: open.line))
            } catch {
                let position = Self.position(ofEscape: error.escapeIndex, in: bytes, from: open.start)
                failure = failure ?? InputFileError(
                    file: file, line: position.line, column: position.column, problem: error.problem,
                    expected: error.expected)
                parser.abort()
            }
            text = nil
        }
        if depth == 2 { resource = nil }
    }

    func parser(_ parser: XMLEventParser, errorOccurred code: Int) {
        guard failure == nil, !XMLSyntaxError.isRecoverable(code) else { return }
        let error = XMLSyntaxError(code: code, openElement: elements.last)
        fail(parser, error.problem, expected: error.expected)
    }
}
