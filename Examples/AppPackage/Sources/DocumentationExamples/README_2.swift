// Generated from README.md, Swift example 3: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

struct README_2 {
    @Test func catalogFits() throws {
        let spec = try AuditSpec(contentsOfFile: "Tests/Fixtures/layout.json")
        expectCatalogFits(["App/Resources/Localizable.xcstrings"], spec: spec)
    }
}
