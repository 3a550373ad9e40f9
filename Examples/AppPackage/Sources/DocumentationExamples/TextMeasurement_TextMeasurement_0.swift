// Generated from Sources/TextMeasurement/TextMeasurement.docc/TextMeasurement.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicType
import TextMeasurement

func TextMeasurement_TextMeasurement_0() throws {
    let measurer = TextMeasurer.shared
    let label = LabelConfiguration(width: 160, numberOfLines: 2)
    let layout = try measurer.measure("Add to Cart", font: .style(.body), at: .accessibility3, label: label)
    layout.lineCount          // the lines the label shows, at most 2
    layout.isTruncated        // whether the text needed more
    layout.roundedSize.height // the label's height, rounded up to the 3× pixel grid
    layout.font.pointSize     // body's size at AX3 on iOS
}
