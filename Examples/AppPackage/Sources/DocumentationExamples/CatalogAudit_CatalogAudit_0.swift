// Generated from Sources/CatalogAudit/CatalogAudit.docc/CatalogAudit.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import CatalogAudit

func CatalogAudit_CatalogAudit_0() throws {
    let spec = try AuditSpec(contentsOfFile: "layout.json")
    let report = try CatalogAudit(spec: spec).run(["App/Resources/Localizable.xcstrings"])
    for error in report.unreadable { print(error) }                  // file:line:column: what was wrong
    for item in report.failing { print(item.failureLine ?? item.name) }
    print(report.summary)
}
