/// One text of a string catalog: what a label shows for a key, in one locale, in one variant.
///
/// A catalog entry is the unit the audit measures. A key with plural forms, device variations or array items gives one
/// entry per form, each with the full text that form shows. Printf placeholders (`%@`, `%d`, `%1$@`, `%lld`) stay
/// in ``text`` as the catalog has them.
public struct CatalogEntry: Sendable, Hashable, CustomStringConvertible {
    /// The key the app looks the text up by (`"checkout.title"`, or the source text itself in a String Catalog).
    public var key: String
    /// The locale of the text as a BCP 47 tag (`de`, `zh-Hant`, `zh-TW`), or `nil` when the file does not say.
    public var locale: String?
    /// Which form of the key this is, or `nil` for a key's only text.
    ///
    /// Segments are joined with dots, combinations of several variables with commas:
    /// `plural.one`, `device.iphone`, `device.iphone.plural.other`, `width.20`, `array[2]`,
    /// `files.plural.one,folders.plural.other` (a `.stringsdict` format with two variables),
    /// `substitutions.count.plural.few` (a String Catalog substitution).
    public var variant: String?
    /// The text, with escapes resolved and placeholders kept.
    public var text: String
    /// The catalog file, as the path it was read from.
    public var file: String
    /// The 1-based line of the text in ``file``; `nil` only for a binary property list, which has no lines.
    public var line: Int?
    /// Whether the String Catalog marks the key stale (`"extractionState": "stale"`): Xcode no longer finds it in the
    /// app's source, so the app does not show it.
    public var isStale: Bool

    /// An entry with these parts.
    public init(
        key: String, locale: String?, variant: String? = nil, text: String, file: String, line: Int?,
        isStale: Bool = false
    ) {
        self.key = key
        self.locale = locale
        self.variant = variant
        self.text = text
        self.file = file
        self.line = line
        self.isStale = isStale
    }

    /// `file:line: key [locale, variant]: "text"`, for diagnostics.
    public var description: String {
        let qualifiers = [locale, variant].compactMap { $0 }
        return "\(file)" + (line.map { ":\($0)" } ?? "") + ": \(key)"
            + (qualifiers.isEmpty ? "" : " [" + qualifiers.joined(separator: ", ") + "]") + ": \(text.debugDescription)"
    }
}
