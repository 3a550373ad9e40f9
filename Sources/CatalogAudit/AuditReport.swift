import StringCatalogs
import TextMeasurement

/// The outcome of an audit, every text kept: what the `Reports` library writes as text, JSON, JUnit or Markdown (the
/// same formats `typescale audit` writes as it measures, without keeping the texts).
public struct AuditReport: Sendable {
    /// Every text audited, in catalog order.
    public let items: [AuditItem]
    /// What was known before measuring: the catalogs, those that could not be read, the warnings.
    public let preamble: AuditPreamble
    /// The counts: how many do not fit or could not be measured, and where.
    public let tally: AuditTally
    /// Where the items that do not fit or could not be measured are, in catalog order (found once: every format and
    /// the exit status ask; indices, so that the report, made on one thread, copies no item).
    public let failingIndices: [Int]

    /// A report of `items`, read from `catalogs` (those in `unreadable` could not be), the system font set in
    /// `systemFont`, fallbacks from `fontSet`.
    public init(
        items: [AuditItem], catalogs: [String], unreadable: [InputFileError] = [], warnings: [CatalogWarning] = [],
        unmatchedRules: [AuditSpec.Rule] = [], systemFont: String? = nil, fontSet: FontSetFingerprint? = nil
    ) {
        self.init(
            items: items,
            preamble: AuditPreamble(
                catalogs: catalogs, unreadable: unreadable, warnings: warnings, unmatchedRules: unmatchedRules,
                systemFont: systemFont, fontSet: fontSet, strings: items.count))
    }

    /// A report of `items`, audited after `preamble`.
    public init(items: [AuditItem], preamble: AuditPreamble) {
        self.items = items
        self.preamble = preamble
        var tally = AuditTally(preamble)
        for item in items { tally.add(item) }
        self.tally = tally
        failingIndices = items.indices.filter { !items[$0].fits }
    }

    /// The catalog files found (read, or in ``unreadable``).
    public var catalogs: [String] { preamble.catalogs }
    /// The catalogs that could not be read — opened, or parsed — and the paths that named none, each with where and
    /// what was wrong; the rest were audited all the same.
    public var unreadable: [InputFileError] { preamble.unreadable }
    /// What the audit left out or noticed without stopping: texts iOS never shows (a key given again, a stale key),
    /// other devices' variations, format typos.
    public var warnings: [CatalogWarning] { preamble.warnings }
    /// The spec's rules that matched no key of the catalogs read (a misspelt pattern, or keys that are gone).
    public var unmatchedRules: [AuditSpec.Rule] { preamble.unmatchedRules }
    /// What the system font was set in (the measurer's `SystemFontStandIn`, as it names itself:
    /// `Inter with SF Pro's tracking and line metrics`); `nil` when not said.
    public var systemFont: String? { preamble.systemFont }
    /// The fonts the texts' fallbacks came from; `nil` when not said.
    public var fontSet: FontSetFingerprint? { preamble.fontSet }
    /// Where the failures are: by locale and by first failing category.
    public var breakdown: AuditBreakdown { tally.breakdown }

    /// The items that do not fit or could not be measured, in catalog order.
    public var failing: [AuditItem] { failingIndices.map { items[$0] } }

    /// `"Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 160 pt, body`, or why it could not be measured.
    public static func message(_ item: AuditItem) -> String {
        switch item.outcome {
        case .success?: item.failureMessage ?? "fits at every category checked"
        case .failure(let error)?: "cannot be measured: \(error)"
        case nil: "not measured"
        }
    }

    /// One line: all fit, or how many do not and how many could not be measured, and how many catalogs could not be
    /// read (``AuditTally/summary``).
    public var summary: String { tally.summary }
}
