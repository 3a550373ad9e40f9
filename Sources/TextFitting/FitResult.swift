import DynamicType
import PackageSupport
import TextMeasurement

/// The answer to a ``FitCheck``: one ``FitReport`` per category, whether the text fits at all of them, and a message
/// that names the categories where it does not.
public struct FitResult: Equatable, Sendable {
    /// The check that was run.
    public let check: FitCheck
    /// One report per category checked, ascending.
    public let reports: [FitReport]

    /// A result from a check's reports.
    public init(check: FitCheck, reports: [FitReport]) {
        self.check = check
        self.reports = reports
    }

    /// Whether the text fits at every category checked.
    public var fits: Bool { reports.allSatisfy(\.fits) }

    /// The reports of the categories where the text does not fit, ascending.
    public var failures: [FitReport] { reports.filter { !$0.fits } }

    /// The categories where the text does not fit, ascending.
    public var failingCategories: [ContentSizeCategory] { failures.map(\.category) }

    /// The report for a category; `nil` when it was not checked.
    public subscript(category: ContentSizeCategory) -> FitReport? {
        reports.first { $0.category == category }
    }

    /// What a failing test says; `nil` when the text fits. The format:
    ///
    /// `"Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 160 pt, body`
    ///
    /// Categories go by their short names; consecutive categories that need the same number of lines are a range
    /// (`AX3…AX5`), separate runs are joined by ", ". When categories need different numbers of lines, each count is
    /// listed with its categories, fewest lines first: `needs 3 lines at AX3, 4 lines at AX4…AX5 (max 2)`. The text
    /// is quoted with `"`, `\` and line breaks escaped, and cut after 60 characters with "…". The font comes last: a
    /// style (`body`, `body (watchOS)` outside the iOS scale), a size (`17 pt`, `17 pt semibold`,
    /// `17 pt scaled like body, max 44 pt`), and the family if it is not the system font (`body in Inter`).
    public var failureMessage: String? {
        // Categories and line counts only (filtering whole reports, each holding two layouts, for every count would be
        // most of the message's cost).
        var failing: [(category: ContentSizeCategory, lines: Int)] = []
        for report in reports where !report.fits { failing.append((report.category, report.linesNeeded)) }
        guard !failing.isEmpty else { return nil }
        let counts = Set(failing.map(\.lines)).sorted()
        let needs = counts.map { count in
            "\(count) lines at " + ContentSizeCategory.ranges(failing.filter { $0.lines == count }.map(\.category))
        }
        return "\(QuotedText.of(check.label.text)) needs \(needs.joined(separator: ", ")) (max \(check.numberOfLines)) "
            + "at \(FitMessage.points(check.width)), \(check.label.fontDescription)"
    }

    /// ``failureMessage`` when the text does not fit; otherwise a summary:
    /// `"Add to Cart" fits at XS…AX5 (at most 2 lines, max 2) at 160 pt, body`.
    public var message: String {
        if let failureMessage { return failureMessage }
        let most = reports.map(\.linesNeeded).max() ?? 0
        let limit = check.numberOfLines == 0 ? "no limit" : "max \(check.numberOfLines)"
        return "\(QuotedText.of(check.label.text)) fits at \(ContentSizeCategory.ranges(reports.map(\.category))) "
            + "(at most \(most) line\(most == 1 ? "" : "s"), \(limit)) at \(FitMessage.points(check.width)), "
            + check.label.fontDescription
    }
}

extension FitResult: CustomStringConvertible {
    /// ``message``.
    public var description: String { message }
}
