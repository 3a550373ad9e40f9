/// An audit's counts, kept as the texts are decided: how many do not fit, how many could not be measured, where the
/// failures are — all a report's summary needs, without keeping the texts.
public struct AuditTally: Sendable {
    /// What was known before measuring.
    public let preamble: AuditPreamble
    /// The texts decided so far.
    public private(set) var strings = 0
    /// Those that do not fit or could not be measured.
    public private(set) var failing = 0
    /// Those that could not be measured.
    public private(set) var unmeasured = 0
    /// Where the failures are: by locale and by first failing category.
    public private(set) var breakdown = AuditBreakdown()

    /// A tally of nothing yet.
    public init(_ preamble: AuditPreamble) {
        self.preamble = preamble
    }

    /// Counts one text.
    public mutating func add(_ item: AuditItem) {
        strings += 1
        if !item.fits {
            failing += 1
            if case .success? = item.outcome {} else { unmeasured += 1 }
        }
        breakdown.add(item)
    }

    /// The texts that were measured and do not fit.
    public var notFitting: Int { failing - unmeasured }

    /// One line: all fit, or how many do not and how many could not be measured, and how many catalogs could not be
    /// read. Never "all fit" for a text that was not measured, nor for catalogs that gave no text at all.
    public var summary: String {
        let catalogs = preamble.catalogs.count
        let catalogCount = "\(catalogs) catalog\(catalogs == 1 ? "" : "s")"
        let unreadable = preamble.unreadableCatalogs
        let unreadableClause =
            unreadable == 0 ? "" : " \(unreadable) \(unreadable == 1 ? "catalog" : "catalogs") could not be read."
        guard strings > 0 else {
            return unreadable == 0
                ? "No strings found in \(catalogCount): nothing was checked."
                : "No strings read: nothing was checked." + unreadableClause
        }
        guard failing > 0 else {
            return (strings == 1 ? "The 1 string fits" : "All \(strings) strings fit")
                + " at every category checked (\(catalogCount))." + unreadableClause
        }
        return "\(notFitting) of \(strings) \(strings == 1 ? "string" : "strings") \(notFitting == 1 ? "does" : "do") not fit"
            + (unmeasured == 0 ? "." : "; \(unmeasured) could not be measured.") + unreadableClause
    }
}
