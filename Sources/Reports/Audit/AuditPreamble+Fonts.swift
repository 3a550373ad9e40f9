import CatalogAudit

extension AuditPreamble {
    /// The fonts, as every report format writes them.
    var fonts: ReportFonts { ReportFonts(systemFont: systemFont, fontSet: fontSet) }
}
