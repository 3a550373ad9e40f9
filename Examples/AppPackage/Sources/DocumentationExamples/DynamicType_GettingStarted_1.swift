// Generated from Sources/DynamicType/DynamicType.docc/GettingStarted.md, Swift example 2: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicType

func DynamicType_GettingStarted_1() throws {
    let metrics = FontMetrics(forTextStyle: .body)
    let traits = TraitCollection(preferredContentSizeCategory: .extraLarge)
    let font = metrics.scaledFont(for: Font(family: "Inter", pointSize: 17), compatibleWith: traits)
    font.pointSize    // 19: 17 × 24/22 = 18.5, rounded to whole points
}
