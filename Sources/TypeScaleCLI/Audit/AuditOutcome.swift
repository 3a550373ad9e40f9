import DynamicType
import TextFitting
import TextMeasurement

/// What an audit keeps of a text's fit check: each category's figures, which the reports print, and, for a text that
/// does not fit, the check and its first failing report, whose layouts `--png-dir` draws.
///
/// Not the whole ``FitResult``: its two layouts per category (with and without the line limit) held about 8 KB a text
/// until the report was written: 88 of the 158 MB a 10,000-string audit of all 12 categories took (70 MB at one), and
/// faulting that memory in kept the measuring threads from scaling with cores.
struct AuditOutcome: Sendable {
    /// One category's figures, as the JSON report lists them.
    struct Category: Sendable {
        let category: ContentSizeCategory
        let pointSize: Double
        let linesNeeded: Int
        let maxLines: Int
        let fits: Bool
        let overflowLines: Int
        let overflowHeight: Double
        /// Where the shown text ends (a UTF-16 offset) at a category where the text does not fit.
        let truncatedAt: Int?
    }

    /// Every category checked, ascending.
    let categories: [Category]
    /// The check, and its report at the first category where the text does not fit; `nil` when it fits at all.
    let firstFailure: (check: FitCheck, report: FitReport)?

    init(_ result: FitResult) {
        categories = result.reports.map { report in
            Category(
                category: report.category, pointSize: report.pointSize, linesNeeded: report.linesNeeded,
                maxLines: report.maxLines, fits: report.fits, overflowLines: report.overflowLines,
                overflowHeight: report.overflowHeight, truncatedAt: report.fits ? nil : report.truncation?.utf16Offset)
        }
        firstFailure = result.reports.first { !$0.fits }.map { (result.check, $0) }
    }

    /// Whether the text fits at every category checked.
    var fits: Bool { firstFailure == nil }

    /// The categories where the text does not fit, ascending.
    var failingCategories: [ContentSizeCategory] { categories.filter { !$0.fits }.map(\.category) }
}
