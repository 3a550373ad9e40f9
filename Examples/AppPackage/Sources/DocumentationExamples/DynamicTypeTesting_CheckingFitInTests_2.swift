// Generated from Sources/DynamicTypeTesting/DynamicTypeTesting.docc/CheckingFitInTests.md, Swift example 3: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import DynamicTypeTesting

func DynamicTypeTesting_CheckingFitInTests_2() throws {
    let result = try FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2).run()
    for report in result.failures {
        report.category          // .accessibility5
        report.linesNeeded       // 3: with no line limit
        report.overflowLines     // 1
        report.overflowHeight    // 63.248: the height of the lines beyond the limit (at AX5 the system font's own
                                 // line, 53 × 2444 / 2048, is taller than the style's 62 pt leading)
        report.truncation?.keptText    // "Add to C": where the label cuts the text (a UTF-16 offset too)
    }
}
