import TextMeasurement

/// One catalog text to audit, the layout it is checked in, and what the check found.
struct AuditItem: Sendable {
    var entry: CatalogEntry
    var layout: AuditLayout
    /// The text measured: the catalog's text with its placeholders filled in.
    var measuredText: String
    /// The check's result, or why the text could not be measured.
    var outcome: Result<FitResult, MeasurementError>?

    /// Whether the text fits at every category checked (`false` when it could not be measured).
    var fits: Bool {
        if case .success(let result) = outcome { return result.fits }
        return false
    }

    /// `key [locale, variant]`.
    var name: String {
        let qualifiers = [entry.locale, entry.variant].compactMap { $0 }
        return entry.key + (qualifiers.isEmpty ? "" : " [" + qualifiers.joined(separator: ", ") + "]")
    }

    /// `file:line`.
    var location: String {
        entry.file + (entry.line.map { ":\($0)" } ?? "")
    }
}
