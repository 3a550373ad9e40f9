// Generated from Sources/TextFitting/TextFitting.docc/TextFitting.md, Swift example 1: edit the document, then run
// UPDATE_DOC_EXAMPLES=1 swift test --filter DocumentationExamples in DynamicTypeKit.
import TextFitting

func TextFitting_TextFitting_0() throws {
    let result = try FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2).run()
    result.fits                 // whether it fits at all twelve categories
    result.failingCategories    // e.g. [.accessibility5]
    result.failureMessage       // e.g. "Add to Cart" needs 3 lines at AX5 (max 2) at 160 pt, body

    if let report = result[.accessibility5] {
        report.linesNeeded      // the lines the text needs with no limit
        report.overflowHeight   // the height of the lines beyond the limit, in points
        report.truncation?.keptText   // what the label still shows
    }
}
