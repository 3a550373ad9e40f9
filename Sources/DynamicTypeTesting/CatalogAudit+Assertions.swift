import CatalogAudit

extension CatalogAudit {
    /// ``CatalogAudit/CatalogAudit/run(_:locale:progress:)`` as a result, for the assertions to report either way.
    func runCollectingError(_ paths: [String], locale: String?) -> Result<AuditReport, AuditError> {
        Result { () throws(AuditError) in try run(paths, locale: locale) }
    }
}
