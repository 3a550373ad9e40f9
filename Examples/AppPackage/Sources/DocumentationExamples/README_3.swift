// Generated from README.md, Swift example 4: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct README_3 {
    @Test func catalogFits() throws {
        let spec = try AuditSpec(contentsOfFile: "Tests/Fixtures/layout.json")
        expectCatalogFits(["App/Resources/Localizable.xcstrings"], spec: spec)
    }
}
