// Generated from Sources/DynamicType/DynamicType.docc/GettingStarted.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicType

func DynamicType_GettingStarted_0() throws {
    let entry = TypeScale.iOS.entry(for: .headline, at: .accessibility2)!
    entry.pointSize   // 33
    entry.leading     // 40
    entry.weight      // .semibold
}
