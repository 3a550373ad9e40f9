#if canImport(Testing)
import CatalogAudit
import DynamicType
import Reports
import Testing
import TextMeasurement

/// Expects every text of the string catalogs at `paths` — every locale, plural form and variation — to fit its label
/// at every category checked, as `typescale audit` checks them; records one issue per text that does not fit (its
/// audit line, `file:line: key [locale]: "text" needs 3 lines at AX3…AX5 (max 2) at 160 pt, body`) and one for a
/// catalog that cannot be read.
///
/// ```swift
/// @Test func catalogFits() throws {
///     expectCatalogFits(["App/Resources/Localizable.xcstrings"], spec: try AuditSpec(contentsOfFile: "layout.json"))
/// }
/// ```
///
/// - Parameters:
///   - paths: Catalog files, or folders searched for catalogs.
///   - spec: The layout spec (per key or pattern: style, width, numberOfLines, categories); none by default.
///   - base: The fields under the spec's default, as `typescale audit`'s flags give them (a width is needed here or
///     in the spec).
///   - locale: The language of catalogs whose files do not say.
///   - measurer: The measurer; ``TextMeasurer/shared`` by default.
///   - sourceLocation: Where the issues are recorded; the caller by default.
/// - Returns: The audit's report, or `nil` when the audit could not run (the error is recorded as an issue).
@discardableResult
public func expectCatalogFits(
    _ paths: [String], spec: AuditSpec = AuditSpec(), base: AuditLabelFields = AuditLabelFields(),
    locale: String? = nil, measurer: TextMeasurer = .shared, sourceLocation: SourceLocation = #_sourceLocation
) -> AuditReport? {
    let report: AuditReport
    switch CatalogAudit(spec: spec, base: base, measurer: measurer).runCollectingError(paths, locale: locale) {
    case .success(let audited): report = audited
    case .failure(let error):
        Issue.record(Comment(rawValue: "cannot audit: \(error)"), sourceLocation: sourceLocation)
        return nil
    }
    for line in report.failureLines {
        Issue.record(Comment(rawValue: line), sourceLocation: sourceLocation)
    }
    return report
}

/// Expects every text of the catalogs at `paths` to fit a label in a text style of `width` points and `numberOfLines`
/// lines at every category checked: ``expectCatalogFits(_:spec:base:locale:measurer:sourceLocation:)`` with that base.
@discardableResult
public func expectCatalogFits(
    _ paths: [String], style: TextStyle = .body, width: Double, numberOfLines: Int,
    categories: CategorySelection = .all, measurer: TextMeasurer = .shared,
    sourceLocation: SourceLocation = #_sourceLocation
) -> AuditReport? {
    expectCatalogFits(
        paths,
        base: AuditLabelFields(
            style: style, width: width, numberOfLines: numberOfLines, categories: categories.categories),
        measurer: measurer, sourceLocation: sourceLocation)
}
#endif
