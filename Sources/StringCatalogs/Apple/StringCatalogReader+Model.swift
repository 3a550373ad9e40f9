extension StringCatalogReader {
    /// An `.xcstrings` file: the parts the audit reads. Other members (`version`, `comment`, `state`) are not read, so
    /// catalogs from newer Xcode versions still decode.
    struct Document: Decodable {
        var sourceLanguage: String
        var strings: [String: StringEntry]
    }

    /// One key of `strings`.
    struct StringEntry: Decodable {
        var localizations: [String: Localization]?
        /// How Xcode found the key: `stale` when the source no longer has it (others: `manual`,
        /// `extracted_with_value`, `migrated`).
        var extractionState: String?
    }

    /// One locale's text of a key: a string unit, variations, or both; and the substitutions its texts name.
    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: [String: [String: Variation]]?
        var substitutions: [String: Substitution]?
    }

    /// A text and its translation state (`new`, `needs_review`, `translated`, `stale`: all are checked).
    struct StringUnit: Decodable {
        var value: String
    }

    /// One case of a variation (`plural.one`, `device.iphone`), which may vary again.
    struct Variation: Decodable {
        var stringUnit: StringUnit?
        var variations: [String: [String: Variation]]?
    }

    /// A `%#@name@` substitution: its argument and format, and its variations.
    struct Substitution: Decodable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: [String: [String: Variation]]?
    }
}
