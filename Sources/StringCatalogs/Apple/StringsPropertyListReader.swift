/// Reads a `.strings` file that is an XML or binary property list: a dictionary of key → string.
///
/// Foundation loads such a file as it loads an old-style one (see ``PropertyListKind`` for how each is told apart),
/// so its texts are measured the same way. The values are read by ``PropertyListDocument``. Keys come out sorted, as
/// the other property-list format (`.stringsdict`) has them, since a dictionary has no order Foundation keeps; each
/// entry has the line of its `<key>` in an XML property list (as an old-style file's entries have their key's line),
/// and no line in a binary one. A root that is not a dictionary, or a value that is not a string, is an error naming
/// what it found, never a skipped text.
enum StringsPropertyListReader {
    /// What a `.strings` property list holds, for messages.
    private static let expected = "a dictionary of key → string (a .strings file as a property list)"

    /// The entries of a `.strings` file that is an XML or binary property list, sorted by key.
    ///
    /// - Throws: ``InputFileError`` where the XML is not well formed, Foundation does not accept the property list, or
    ///   it is not a dictionary of strings (at the value's line and column in XML, with no line in a binary one).
    static func read(_ bytes: [UInt8], file: String, locale: String?) throws(InputFileError) -> [CatalogEntry] {
        let document = try PropertyListDocument.read(
            bytes, file: file, expected: "an XML or binary property list of key → string")
        func error(at path: [String], _ problem: String, expected: String) -> InputFileError {
            let position = document.map?.position(of: path)
            return InputFileError(
                file: file, line: position?.line, column: position?.column, problem: problem, expected: expected)
        }
        guard let dictionary = document.root.dictionary else {
            throw error(at: [], "the top level is \(document.root.kind)", expected: Self.expected)
        }
        var entries: [CatalogEntry] = []
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            guard let text = value.string else {
                throw error(
                    at: [key], "the value of \"\(key)\" is \(value.kind)",
                    expected: "a string (a .strings property list maps each key to its text)")
            }
            entries.append(
                CatalogEntry(
                    key: key, locale: locale, text: text, file: file, line: document.map?.keyPosition(of: [key])?.line))
        }
        return entries
    }
}
