#if canImport(XCTest)
import CatalogAudit
import DynamicType
import Reports
import TextMeasurement
import XCTest

/// Asserts that every text of the string catalogs at `paths` fits its label at every category checked, as
/// `typescale audit` checks them; fails once per text that does not fit (with its audit line) and once for a catalog
/// that cannot be read.
///
/// - Parameters:
///   - paths: Catalog files, or folders searched for catalogs.
///   - spec: The layout spec; none by default.
///   - base: The fields under the spec's default (a width is needed here or in the spec).
///   - locale: The language of catalogs whose files do not say.
///   - measurer: The measurer; ``TextMeasurer/shared`` by default.
///   - file: The file the failures are reported in; the caller's by default.
///   - line: The line the failures are reported at; the caller's by default.
/// - Returns: The audit's report, or `nil` when the audit could not run (which fails the test).
@discardableResult
public func XCTAssertCatalogFits(
    _ paths: [String], spec: AuditSpec = AuditSpec(), base: AuditLabelFields = AuditLabelFields(),
    locale: String? = nil, measurer: TextMeasurer = .shared, file: StaticString = #filePath, line: UInt = #line
) -> AuditReport? {
    let report: AuditReport
    switch CatalogAudit(spec: spec, base: base, measurer: measurer).runCollectingError(paths, locale: locale) {
    case .success(let audited): report = audited
    case .failure(let error):
        XCTFail("cannot audit: \(error)", file: file, line: line)
        return nil
    }
    for failure in report.failureLines {
        XCTFail(failure, file: file, line: line)
    }
    return report
}

/// Asserts that every text of the catalogs at `paths` fits a label in a text style of `width` points and
/// `numberOfLines` lines at every category checked.
@discardableResult
public func XCTAssertCatalogFits(
    _ paths: [String], style: TextStyle = .body, width: Double, numberOfLines: Int,
    categories: CategorySelection = .all, measurer: TextMeasurer = .shared,
    file: StaticString = #filePath, line: UInt = #line
) -> AuditReport? {
    XCTAssertCatalogFits(
        paths,
        base: AuditLabelFields(
            style: style, width: width, numberOfLines: numberOfLines, categories: categories.categories),
        measurer: measurer, file: file, line: line)
}
#endif
