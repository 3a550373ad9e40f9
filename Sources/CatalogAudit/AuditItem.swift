import PackageSupport
import StringCatalogs
import TextFitting
import TextMeasurement

/// One catalog text to audit, the label it is checked in, and what the check found.
public struct AuditItem: Sendable {
    /// The text as the catalog has it, with its key, locale, variant and place.
    public var entry: CatalogEntry
    /// The label it is checked in.
    public var label: AuditLabel
    /// The text measured: the catalog's text with its placeholders filled in.
    public var measuredText: String
    /// What the check found, or why the text could not be measured.
    public private(set) var outcome: Result<AuditOutcome, MeasurementError>?
    /// The result's `FitResult.failureMessage`, made with the outcome (by the worker that measured it, so that the
    /// report does not make thousands of messages on one thread); `nil` when the text fits or was not measured.
    public private(set) var failureMessage: String?

    /// Whether the text fits at every category checked (`false` when it could not be measured, or not yet).
    public private(set) var fits = false
    /// For a text that does not fit, its line in the text report: `file:line: key [locale, variant]: message`. Made
    /// with the outcome too, so that the report, written on one thread, only joins lines.
    public private(set) var failureLine: String?

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

    /// `key [locale, variant]`, on one line: a line break or tab in the key or variant escaped as a text's are
    /// (`\n`, `\t`), so that every report keeps one line per text.
    public var name: String {
        let qualifiers = [entry.locale, entry.variant].compactMap { $0 }
        return QuotedText.oneLine(entry.key)
            + (qualifiers.isEmpty ? "" : " [" + QuotedText.oneLine(qualifiers.joined(separator: ", ")) + "]")
    }

    /// `file:line`.
    public var location: String {
        entry.file + (entry.line.map { ":\($0)" } ?? "")
    }
}
