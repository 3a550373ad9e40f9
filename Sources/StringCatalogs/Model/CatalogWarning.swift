import PackageSupport

/// Something about a catalog the audit should say but that does not stop it: a text iOS never shows (shadowed by
/// another, stale), a variant left out, a format that is probably a typo.
///
/// The description reads `file:line: key: message`, the form editors and CI annotators recognise.
public struct CatalogWarning: Sendable, Hashable, CustomStringConvertible {
    /// The catalog file, as the path it was read from.
    public var file: String
    /// The 1-based line, or `nil` when the file has none (a binary property list) or the warning is the whole file's.
    public var line: Int?
    /// The key it is about.
    public var key: String
    /// What is wrong: `given again at line 9; iOS shows the last`.
    public var message: String

    /// A warning about `key` at a place in a catalog.
    public init(file: String, line: Int?, key: String, message: String) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
    }

    /// `file:line: key: message` (the line left out when unknown; a line break in the key escaped).
    public var description: String {
        file + (line.map { ":\($0)" } ?? "") + ": " + QuotedText.oneLine(key) + ": " + message
    }
}
