import PackageSupport

/// Reads a JSON strings file: an object of key → text, read by ``JSONParser`` (values and their lines in one pass).
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
        let utf8 = Array(try CatalogText.decode(bytes, file: file).utf8)
        let root: JSONNode
        do {
            root = try JSONParser.parse(utf8)
        } catch {
            throw InputFileError(
                file: file, line: error.position?.line, column: error.position?.column, problem: error.problem,
                expected: error.expected)
        }
        guard case .object(let members) = root.value else {
            throw shapeError(root, path: [], file: file, expected: "an object of key → text at the top level")
        }
        var entries: [CatalogEntry] = []
        try collect(members, path: [], into: &entries, file: file, locale: locale)
        return entries.sorted { $0.key < $1.key }
    }

    private static func collect(
        _ members: [JSONNode.Member], path: [String], into entries: inout [CatalogEntry], file: String, locale: String?
    ) throws(InputFileError) {
        var last: [String: Int] = [:]
        for (index, member) in members.enumerated() { last[member.key] = index }
        for (name, index) in last.sorted(by: { $0.key < $1.key }) {
            let node = members[index].node
            let valuePath = path + [name]
            switch node.value {
            case .string(let text):
                entries.append(
                    CatalogEntry(
                        key: path.isEmpty ? name : valuePath.joined(separator: "."), locale: locale, text: text,
                        file: file, line: node.position.line))
            case .object(let nested):
                try collect(nested, path: valuePath, into: &entries, file: file, locale: locale)
            case .array, .number, .bool, .null:
                throw shapeError(node, path: valuePath, file: file, expected: "a string, or an object of strings")
            }
        }
    }

    private static func shapeError(_ node: JSONNode, path: [String], file: String, expected: String) -> InputFileError {
        let name = path.isEmpty ? "the document" : "the value of \"\(path.joined(separator: "."))\""
        return InputFileError(
            file: file, line: node.position.line, column: node.position.column,
            problem: "\(name) is \(node.kind.rawValue)", expected: expected)
    }
}
