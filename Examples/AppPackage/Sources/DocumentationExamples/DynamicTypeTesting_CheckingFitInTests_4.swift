// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 5: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting
import Testing

func DynamicTypeTesting_CheckingFitInTests_4() throws {
    expectFits("Total", size: 17, width: 80, numberOfLines: 1)                                     // fixed
    expectFits("Total", size: .scaled(17, relativeTo: .body, maximumPointSize: 44), width: 80, numberOfLines: 1)
}
