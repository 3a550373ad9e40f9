import CatalogAudit
import DynamicType
import PackageSupport

/// A summary a pull request can show: the summary, the catalogs that could not be read, the warnings (collapsed, at
/// most 20), where the failures are (by locale, by first failing category), then a table of the texts that do not fit
/// — at most ``maxRows`` rows and only as many as keep the whole under ``maxCharacters`` (UTF-16 units, as GitHub
/// counts), then "…and N more". The summary and the breakdown are always whole; the lists of unreadable catalogs and
/// warnings are at most 20 lines of at most 300 characters each. Rows are kept only while they could still fit, so
/// the report's memory is bounded by its size.
public struct AuditMarkdownFormat: AuditFormat {
    /// The longest report by default: under GitHub's 65,536-character limit for a pull-request comment, with room for
    /// what a bot adds around it.
    public static let characterLimit = 65_000

    /// At most this many rows; `nil` for as many as fit.
    public var maxRows: Int?
    /// The longest report, in UTF-16 units.
    public var maxCharacters: Int
    private var rows: [String] = []
    private var rowCharacters = 0

    /// The format, with at most `maxRows` rows (as many as fit by default) in at most `maxCharacters`.
    public init(maxRows: Int? = nil, maxCharacters: Int = characterLimit) {
        self.maxRows = maxRows
        self.maxCharacters = maxCharacters
    }

    /// Nothing: the summary comes first, and it is known at the end.
    public func head(_ preamble: AuditPreamble) -> String { "" }

    public mutating func item(_ item: AuditItem) -> String {
        guard !item.fits, rows.count < (maxRows ?? .max), rowCharacters < maxCharacters else { return "" }
        let row = Self.row(item)
        rows.append(row)
        rowCharacters += row.utf16.count
        return ""
    }

    public func tail(_ tally: AuditTally) -> String {
        let preamble = tally.preamble
        var head = "### Dynamic Type audit\n\n"
        let clean = tally.failing == 0 && preamble.unreadable.isEmpty
        head += (clean ? (tally.strings == 0 ? "⚠️ " : "✅ ") : "❌ ") + tally.summary + "\n"
        let unreadable = preamble.unreadable
        if !unreadable.isEmpty {
            // At most 20, each cut to a line's worth: the summary and breakdown must stay within the limit.
            head += "\n**Could not be read:**\n\n"
            for error in unreadable.prefix(20) { head += "- " + Self.code(error.description) + "\n" }
            if unreadable.count > 20 { head += "- …and \(unreadable.count - 20) more (`--format text` lists them all)\n" }
        }
        let warnings = preamble.warnings
        if !warnings.isEmpty {
            // Collapsed, and at most 20: a catalog full of stale keys must not crowd out the failures.
            head += "\n<details><summary>\(warnings.count) warning\(warnings.count == 1 ? "" : "s")</summary>\n\n"
            for warning in warnings.prefix(20) { head += "- " + Self.code(warning.description) + "\n" }
            if warnings.count > 20 { head += "- …and \(warnings.count - 20) more (`--format text` lists them all)\n" }
            head += "\n</details>\n"
        }
        let breakdown = tally.breakdown
        if tally.failing > 1 {
            head += "\n| Locale | Strings | Failing | First fails at |\n| --- | --- | --- | --- |\n"
            for locale in breakdown.failingLocales {
                head += "| \(Self.cell(locale.locale ?? "(none)")) | \(locale.strings) | \(locale.failing) | "
                    + (locale.firstFailingCategory?.shortName ?? "—") + " |\n"
            }
            let fitting = breakdown.fittingLocaleCount
            if fitting > 0 { head += "\n\(fitting) other locale\(fitting == 1 ? "" : "s"): every string fits.\n" }
        }
        let note = preamble.fonts.markdownNote
        guard tally.failing > 0 else { return head + note }

        var table = "\n| File | Key | Locale | Variant | Does not fit at | Details |\n| --- | --- | --- | --- | --- | --- |\n"
        var used = head.utf16.count + table.utf16.count + note.utf16.count
        // Room for the line after the rows, kept whatever the rows.
        let moreRoom = max(Self.more(tally.failing, shown: 1).utf16.count, Self.more(tally.failing, shown: 0).utf16.count)
        var shown = 0
        for row in rows {
            let isLast = shown == tally.failing - 1
            guard used + row.utf16.count + (isLast ? 0 : moreRoom) <= maxCharacters else { break }
            table += row
            used += row.utf16.count
            shown += 1
        }
        if shown == 0 { table = "" }
        if tally.failing > shown { table += Self.more(tally.failing - shown, shown: shown) }
        return head + table + note
    }

    /// The line after the rows shown: how many more there are, and where they all are.
    private static func more(_ rest: Int, shown: Int) -> String {
        "\n" + (shown > 0 ? "…and \(rest) more" : "The \(rest) texts that do not fit are left out here")
            + ": the full report is `--format text`, `json` or `junit`.\n"
    }

    /// One row of the table.
    private static func row(_ item: AuditItem) -> String {
        let categories: String
        if case .success(let outcome)? = item.outcome {
            categories = outcome.failingCategories.map(\.shortName).joined(separator: ", ")
        } else {
            categories = "—"
        }
        let cells = [
            item.location, QuotedText.oneLine(item.entry.key), item.entry.locale ?? "", item.entry.variant ?? "",
            categories, AuditReport.message(item),
        ].map(cell)
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// A table cell's text: `|` escaped, on one line.
    private static func cell(_ text: String) -> String {
        QuotedText.oneLine(text).replacingEvery("|", with: "\\|")
    }

    /// Text in a code span (its backquotes made plain quotes), cut after 300 characters with "…".
    private static func code(_ text: String) -> String {
        let shown = text.count > 300 ? text.prefix(299) + "…" : Substring(text)
        return "`" + QuotedText.oneLine(String(shown)).replacingEvery("`", with: "'") + "`"
    }
}
