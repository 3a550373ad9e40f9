import DynamicType
import TextFitting
import TextMeasurement

/// What an audit keeps of a text's fit check: each category's figures, which the reports print, and, for a text that
/// does not fit, the check and its first failing report, whose layouts `--png-dir` draws.
///
/// Not the whole `FitResult`: its two layouts per category (with and without the line limit) are most of a result's
/// memory, kept for every text until the report is written, and faulting that memory in would keep the measuring
/// threads from scaling with cores.
public struct AuditOutcome: Sendable {
    /// One category's figures, as the JSON report lists them.
    public struct Category: Sendable {
        public let category: ContentSizeCategory
        public let pointSize: Double
        public let linesNeeded: Int
        public let maxLines: Int
        public let fits: Bool
        public let overflowLines: Int
        public let overflowHeight: Double
        /// Where the shown text ends (a UTF-16 offset) at a category where the text does not fit.
        public let truncatedAt: Int?
    }

    /// Every category checked, ascending.
    public let categories: [Category]
    /// The check, and its report at the first category where the text does not fit; `nil` when it fits at all.
    public let firstFailure: (check: FitCheck, report: FitReport)?

    init(_ result: FitResult) {
        categories = result.reports.map { report in
            Category(
                category: report.category, pointSize: report.pointSize, linesNeeded: report.linesNeeded,
                maxLines: report.numberOfLines, fits: report.fits, overflowLines: report.overflowLines,
                overflowHeight: report.overflowHeight, truncatedAt: report.fits ? nil : report.truncation?.utf16Offset)
        }
        firstFailure = result.reports.first { !$0.fits }.map { (result.check, $0) }
    }

    /// Whether the text fits at every category checked.
    public var fits: Bool { firstFailure == nil }

    /// The categories where the text does not fit, ascending.
    public var failingCategories: [ContentSizeCategory] { categories.filter { !$0.fits }.map(\.category) }
}
