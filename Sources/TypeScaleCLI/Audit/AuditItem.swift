import TextMeasurement

/// One catalog text to audit, the layout it is checked in, and what the check found.
struct AuditItem: Sendable {
    var entry: CatalogEntry
    var layout: AuditLayout
    /// The text measured: the catalog's text with its placeholders filled in.
    var measuredText: String
    /// The check's result, or why the text could not be measured.
    private(set) var outcome: Result<FitResult, MeasurementError>?
    /// The result's ``FitResult/failureMessage``, made with the outcome (by the worker that measured it, so that the
    /// report does not make thousands of messages on one thread); `nil` when the text fits or was not measured.
    private(set) var failureMessage: String?

    /// Records the check's outcome, and the failure message.
    mutating func record(_ outcome: Result<FitResult, MeasurementError>) {
        self.outcome = outcome
        if case .success(let result) = outcome { failureMessage = result.failureMessage } else { failureMessage = nil }
    }

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
