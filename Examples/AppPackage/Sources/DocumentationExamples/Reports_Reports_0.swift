// Generated from Sources/Reports/Reports.docc/Reports.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import CatalogAudit
import Reports

func Reports_Reports_0() throws {
    let spec = try AuditSpec(contentsOfFile: "layout.json")
    let report = try CatalogAudit(spec: spec).run(["App/Resources/Localizable.xcstrings"])
    print(report.markdown(maxRows: 20))
    let junit = report.junit(timestamp: 0, hostname: "ci")
}
