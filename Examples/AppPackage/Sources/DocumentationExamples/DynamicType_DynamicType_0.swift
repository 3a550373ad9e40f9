// Generated from Sources/DynamicType/DynamicType.docc/DynamicType.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicType

func DynamicType_DynamicType_0() throws {
    let metrics = FontMetrics(forTextStyle: .body)
    let traits = TraitCollection(preferredContentSizeCategory: .accessibility5, displayScale: 3)
    metrics.scaledValue(for: 17, compatibleWith: traits)   // 48.0, as on a device
}
