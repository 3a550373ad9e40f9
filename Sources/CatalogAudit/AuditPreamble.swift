import StringCatalogs
import TextMeasurement

/// What an audit knows before it measures a text: the catalogs, those it could not read, what it left out, and how
/// many texts it will measure — what a report can write first, while the texts are still being measured.
public struct AuditPreamble: Sendable {
    /// The catalog files found (read, or in ``unreadable``).
    public var catalogs: [String]
    /// The catalogs that could not be read — opened, or parsed — and the paths that named none, each with where and
    /// what was wrong; the rest are audited all the same.
    public var unreadable: [InputFileError]
    /// What the audit left out or noticed without stopping: texts iOS never shows (a key given again, a stale key),
    /// other devices' variations, format typos.
    public var warnings: [CatalogWarning]
    /// The spec's rules that matched no key of the catalogs read (a misspelt pattern, or keys that are gone).
    public var unmatchedRules: [AuditSpec.Rule]
    /// What the system font was set in (the measurer's `SystemFontStandIn`, as it names itself:
    /// `Inter with SF Pro's tracking and line metrics`); `nil` when not said.
    public var systemFont: String?
    /// The fonts the texts' fallbacks came from (the measurer's `fontSet`); `nil` when not said.
    public var fontSet: FontSetFingerprint?
    /// How many texts are measured.
    public var strings: Int

    /// How many catalog files are in ``unreadable``: a file with three broken references is one catalog that could not
    /// be read.
    public var unreadableCatalogs: Int { Set(unreadable.map(\.file)).count }

    /// A preamble with these parts.
    public init(
        catalogs: [String], unreadable: [InputFileError] = [], warnings: [CatalogWarning] = [],
        unmatchedRules: [AuditSpec.Rule] = [], systemFont: String? = nil, fontSet: FontSetFingerprint? = nil,
        strings: Int
    ) {
        self.catalogs = catalogs
        self.unreadable = unreadable
        self.warnings = warnings
        self.unmatchedRules = unmatchedRules
        self.systemFont = systemFont
        self.fontSet = fontSet
        self.strings = strings
    }
}
