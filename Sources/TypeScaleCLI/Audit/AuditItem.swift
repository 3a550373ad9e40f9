import StringCatalogs
import TextFitting
import TextMeasurement

/// One catalog text to audit, the layout it is checked in, and what the check found.
struct AuditItem: Sendable {
    var entry: CatalogEntry
    var layout: AuditLayout
    /// The text measured: the catalog's text with its placeholders filled in.
    var measuredText: String
    /// What the check found, or why the text could not be measured.
    private(set) var outcome: Result<AuditOutcome, MeasurementError>?
    /// The result's ``FitResult/failureMessage``, made with the outcome (by the worker that measured it, so that the
    /// report does not make thousands of messages on one thread); `nil` when the text fits or was not measured.
    private(set) var failureMessage: String?

    /// Whether the text fits at every category checked (`false` when it could not be measured, or not yet).
    private(set) var fits = false
    /// For a text that does not fit, its line in the text report: `file:line: key [locale, variant]: message`. Made
    /// with the outcome too, so that the report, written on one thread, only joins lines.
    private(set) var failureLine: String?

    /// Records what the check found (not its layouts: see ``AuditOutcome``), whether the text fits, and the failure
    /// message and line.
    mutating func record(_ outcome: Result<FitResult, MeasurementError>) {
        switch outcome {
        case .success(let result):
            self.outcome = .success(AuditOutcome(result))
            fits = result.fits
            failureMessage = result.failureMessage
        case .failure(let error):
            self.outcome = .failure(error)
            fits = false
            failureMessage = nil
        }
        failureLine = fits ? nil : "\(location): \(name): \(AuditReport.message(self))"
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
