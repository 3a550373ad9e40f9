import PackageSupport

/// Reads a JSON strings file: an object of key → text, read as every JSON input is (``JSONInput``: values and their
/// lines in one pass).
///
/// Nested objects give dotted keys (`{"checkout": {"title": "Checkout"}}` → `checkout.title`), as i18next-style
/// files have them; any other value (a number, an array, `null`) is an error, since the audit would otherwise skip
/// it without a word. A key given twice in one object counts once, with its last value (as `JSON.parse` and
/// Foundation read it). Entries come out sorted by key, each with the line of its value.
enum JSONStringsReader {
    /// The entries of a JSON strings file, sorted by key.
    ///
    /// - Throws: ``InputFileError`` for malformed JSON (at the first token the grammar does not allow) or a value that
    ///   is not a string or an object of strings.
    static func read(_ bytes: [UInt8], file: String, locale: String?) throws(InputFileError) -> [CatalogEntry] {
        let root = try JSONInput.parse(Array(try CatalogText.decode(bytes, file: file).utf8), file: file)
        guard case .object = root.node.value else {
            throw shapeError(root, path: [], expected: "an object of key → text at the top level")
        }
        var entries: [CatalogEntry] = []
        try collect(root, path: [], into: &entries, locale: locale)
        return entries.sorted { $0.key < $1.key }
    }

    private static func collect(
        _ object: JSONInput, path: [String], into entries: inout [CatalogEntry], locale: String?
    ) throws(InputFileError) {
        let members = try object.entries("an object of key → text", repeats: .lastKept)
        for (name, node) in members.sorted(by: { $0.key < $1.key }) {
            let valuePath = path + [name]
            switch node.node.value {
            case .string(let text):
                entries.append(
                    CatalogEntry(
                        key: path.isEmpty ? name : valuePath.joined(separator: "."), locale: locale, text: text,
                        file: node.file, line: node.node.position.line))
            case .object:
                try collect(node, path: valuePath, into: &entries, locale: locale)
            case .array, .number, .bool, .null:
                throw shapeError(node, path: valuePath, expected: "a string, or an object of strings")
            }
        }
    }

    private static func shapeError(_ node: JSONInput, path: [String], expected: String) -> InputFileError {
        let name = path.isEmpty ? "the document" : "the value of \"\(path.joined(separator: "."))\""
        return node.errorAtValue("\(name) is \(node.node.kind.rawValue)", expected: expected)
    }
}
