import DynamicType
import Foundation
import PackageSupport
import StringCatalogs
import TextMeasurement

/// The outcome of an audit, rendered in one of the output formats.
public struct AuditReport: Sendable {
    /// Every text audited, in catalog order.
    public let items: [AuditItem]
    /// The catalog files found (read, or in ``unreadable``).
    public let catalogs: [String]
    /// The catalogs that could not be read — opened, or parsed — and the paths that named none, each with where and
    /// what was wrong; the rest were audited all the same.
    public let unreadable: [CatalogError]
    /// What the audit left out or noticed without stopping: texts iOS never shows (a key given again, a stale key),
    /// other devices' variations.
    public let warnings: [CatalogWarning]
    /// Where the items that do not fit or could not be measured are, in catalog order (found once: every format and
    /// the exit status ask; indices, so that the report, made on one thread, copies no item).
    public let failingIndices: [Int]

    /// The spec's rules that matched no key of the catalogs read (a misspelt pattern, or keys that are gone).
    public let unmatchedRules: [AuditSpec.Rule]
    /// Where the failures are: by locale and by first failing category.
    public let breakdown: AuditBreakdown
    /// What the system font was set in (the measurer's `SystemFontStandIn`, as it names itself:
    /// `Inter with SF Pro's tracking and line metrics`); `nil` when not said.
    public let systemFont: String?

    /// A report of `items`, read from `catalogs` (those in `unreadable` could not be), the system font set in
    /// `systemFont`.
    public init(
        items: [AuditItem], catalogs: [String], unreadable: [CatalogError] = [], warnings: [CatalogWarning] = [],
        unmatchedRules: [AuditSpec.Rule] = [], systemFont: String? = nil
    ) {
        self.items = items
        self.catalogs = catalogs
        self.unreadable = unreadable
        self.warnings = warnings
        self.unmatchedRules = unmatchedRules
        self.systemFont = systemFont
        failingIndices = items.indices.filter { !items[$0].fits }
        breakdown = AuditBreakdown(items)
    }

    /// The items that do not fit or could not be measured, in catalog order.
    public var failing: [AuditItem] { failingIndices.map { items[$0] } }

    /// `"Add to Cart" needs 3 lines at AX3…AX5 (max 2) at 160 pt, body`, or why it could not be measured.
    public static func message(_ item: AuditItem) -> String {
        switch item.outcome {
        case .success?: item.failureMessage ?? "fits at every category checked"
        case .failure(let error)?: "cannot be measured: \(error)"
        case nil: "not measured"
        }
    }

    /// One line: all fit, or how many do not and how many could not be measured, and how many catalogs could not be
    /// read. Never "all fit" for a text that was not measured, nor for catalogs that gave no text at all.
    public var summary: String {
        let count = items.count
        let strings = count == 1 ? "string" : "strings"
        let catalogCount = "\(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")"
        let unreadableClause =
            unreadable.isEmpty ? ""
            : " \(unreadable.count) \(unreadable.count == 1 ? "catalog" : "catalogs") could not be read."
        guard count > 0 else {
            return unreadable.isEmpty
                ? "No strings found in \(catalogCount): nothing was checked."
                : "No strings read: nothing was checked." + unreadableClause
        }
        guard !failingIndices.isEmpty else {
            return (count == 1 ? "The 1 string fits" : "All \(count) strings fit")
                + " at every category checked (\(catalogCount))." + unreadableClause
        }
        let unmeasured = items.count { if case .success? = $0.outcome { false } else { true } }
        let failing = failingIndices.count - unmeasured
        return "\(failing) of \(count) \(strings) \(failing == 1 ? "does" : "do") not fit"
            + (unmeasured == 0 ? "." : "; \(unmeasured) could not be measured.") + unreadableClause
    }

    // MARK: - Text

    /// One line per catalog that could not be read (`file:line:column: problem; expected …`), then one per text that
    /// does not fit or could not be measured, in catalog order: `file:line: key [locale, variant]: message`.
    public var failureLines: [String] {
        unreadable.map(\.description)
            + failingIndices.map { index in
                items[index].failureLine
                    ?? "\(items[index].location): \(items[index].name): \(Self.message(items[index]))"
            }
    }

    /// One line per catalog that could not be read and per text that does not fit (``failureLines``), then, when more
    /// than one text fails, where (``breakdown``: by locale, by first failing category), then a summary; only the
    /// summary when everything was read and fits. `colour` adds ANSI red to the failures (a terminal).
    public func text(colour: Bool) -> String {
        let lines = failureLines
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + (colour ? 10 : 1) } + 200)
        for line in lines {
            if colour { text += "\u{1B}[31m" }
            text += line
            text += colour ? "\u{1B}[0m\n" : "\n"
        }
        // Where the failures are, when there are several to sort.
        for line in failingIndices.count > 1 ? breakdown.lines : [] {
            text += line
            text += "\n"
        }
        text += summary
        text += "\n"
        return text
    }

    // MARK: - JSON

    /// Everything measured, as JSON: a summary, then one result per text with its per-category figures.
    public var json: String {
        let results = items.map { item -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("key", .string(item.entry.key)),
                ("locale", item.entry.locale.map(JSONValue.string) ?? .null),
                ("variant", item.entry.variant.map(JSONValue.string) ?? .null),
                ("file", .string(item.entry.file)),
                ("line", item.entry.line.map { .number(Double($0)) } ?? .null),
                ("text", .string(item.entry.text)),
                ("measuredText", .string(item.measuredText)),
                ("fits", .bool(item.fits)),
            ]
            switch item.outcome {
            case .success(let outcome)?:
                fields.append(("failingCategories", .array(outcome.failingCategories.map { .string($0.dynamicTypeSizeName) })))
                fields.append(("message", item.failureMessage.map(JSONValue.string) ?? .null))
                fields.append(("reports", .array(outcome.categories.map(Self.json))))
            case .failure(let error)?:
                fields.append(("error", .string(error.description)))
            case nil:
                break
            }
            return .object(fields)
        }
        return JSONValue.object([
            ("summary", .object([
                ("strings", .number(Double(items.count))), ("failing", .number(Double(failingIndices.count))),
                ("catalogs", .array(catalogs.map(JSONValue.string))),
                ("unreadable", .number(Double(unreadable.count))),
                ("warnings", .number(Double(warnings.count))),
                ("systemFont", systemFont.map(JSONValue.string) ?? .null),
                ("byLocale", .array(breakdown.failingLocales.map { locale in
                    .object([
                        ("locale", locale.locale.map(JSONValue.string) ?? .null),
                        ("strings", .number(Double(locale.strings))), ("failing", .number(Double(locale.failing))),
                        ("firstFailingCategory", locale.firstFailingCategory.map { .string($0.dynamicTypeSizeName) } ?? .null),
                    ])
                })),
                ("fittingLocales", .number(Double(breakdown.fittingLocaleCount))),
                ("byFirstFailingCategory", .array(breakdown.firstFailingCategories.map { first in
                    .object([("category", .string(first.category.dynamicTypeSizeName)), ("strings", .number(Double(first.strings)))])
                })),
            ])),
            ("unreadable", .array(unreadable.map(Self.json))),
            ("warnings", .array(warnings.map { warning in
                .object([
                    ("file", .string(warning.file)), ("line", warning.line.map { .number(Double($0)) } ?? .null),
                    ("key", .string(warning.key)), ("message", .string(warning.message)),
                ])
            })),
            ("results", .array(results)),
        ]).serialized() + "\n"
    }

    /// A catalog that could not be read: where, what was wrong, and why (`unreadable`: it could not be opened;
    /// `malformed`; `unsupportedFormat`; `noCatalogs`: a folder with none).
    private static func json(_ error: CatalogError) -> JSONValue {
        let reason =
            switch error.reason {
            case .unreadable: "unreadable"
            case .unsupportedFormat: "unsupportedFormat"
            case .malformed: "malformed"
            case .noCatalogs: "noCatalogs"
            }
        return .object([
            ("file", .string(error.file)), ("line", error.line.map { .number(Double($0)) } ?? .null),
            ("column", error.column.map { .number(Double($0)) } ?? .null), ("reason", .string(reason)),
            ("message", .string(error.message)),
        ])
    }

    private static func json(_ report: AuditOutcome.Category) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("category", .string(report.category.dynamicTypeSizeName)), ("pointSize", .number(report.pointSize)),
            ("linesNeeded", .number(Double(report.linesNeeded))), ("maxLines", .number(Double(report.maxLines))),
            ("fits", .bool(report.fits)), ("overflowLines", .number(Double(report.overflowLines))),
            ("overflowHeight", .number(report.overflowHeight)),
        ]
        if let truncatedAt = report.truncatedAt { fields.append(("truncatedAt", .number(Double(truncatedAt)))) }
        return .object(fields)
    }

    // MARK: - Markdown

    /// The longest Markdown report by default: under GitHub's 65,536-character limit for a pull-request comment, with
    /// room for what a bot adds around it.
    public static let markdownCharacterLimit = 65_000

    /// A summary a pull request can show: ``markdown(maxRows:maxCharacters:)`` with its defaults.
    public var markdown: String { markdown() }

    /// A summary a pull request can show: the summary, the catalogs that could not be read, where the failures are (by
    /// locale, by first failing category), then a table of the texts that do not fit — at most `maxRows` rows (all by
    /// default) and only as many as keep the whole under `maxCharacters` (UTF-16 units, as GitHub counts), then "…and
    /// N more". The summary and the breakdown are always whole.
    public func markdown(maxRows: Int? = nil, maxCharacters: Int = markdownCharacterLimit) -> String {
        var head = "### Dynamic Type audit\n\n"
        let clean = failingIndices.isEmpty && unreadable.isEmpty
        head += (clean ? (items.isEmpty ? "⚠️ " : "✅ ") : "❌ ") + summary + "\n"
        if !unreadable.isEmpty {
            head += "\n**Could not be read:**\n\n"
            for error in unreadable { head += "- `" + error.description.replacingOccurrences(of: "`", with: "'") + "`\n" }
        }
        if !warnings.isEmpty {
            // Collapsed, and at most 20: a catalog full of stale keys must not crowd out the failures.
            head += "\n<details><summary>\(warnings.count) warning\(warnings.count == 1 ? "" : "s")</summary>\n\n"
            for warning in warnings.prefix(20) {
                head += "- `" + warning.description.replacingOccurrences(of: "`", with: "'") + "`\n"
            }
            if warnings.count > 20 { head += "- …and \(warnings.count - 20) more (`--format text` lists them all)\n" }
            head += "\n</details>\n"
        }
        if failingIndices.count > 1 {
            head += "\n| Locale | Strings | Failing | First fails at |\n| --- | --- | --- | --- |\n"
            for locale in breakdown.failingLocales {
                head += "| \(Self.cell(locale.locale ?? "(none)")) | \(locale.strings) | \(locale.failing) | "
                    + (locale.firstFailingCategory?.shortName ?? "—") + " |\n"
            }
            if breakdown.fittingLocaleCount > 0 {
                head += "\n\(breakdown.fittingLocaleCount) other locale\(breakdown.fittingLocaleCount == 1 ? "" : "s"): every string fits.\n"
            }
        }
        let tail = systemFontNote
        guard !failingIndices.isEmpty else { return head + tail }
        var table = "\n| File | Key | Locale | Variant | Does not fit at | Details |\n| --- | --- | --- | --- | --- | --- |\n"
        var used = head.utf16.count + table.utf16.count + tail.utf16.count
        // Room for the "…and N more" line, kept whatever the rows.
        let moreRoom = "\n…and \(failingIndices.count) more: the full report is `--format text`, `json` or `junit`.\n".utf16.count
        var shown = 0
        for index in failingIndices {
            if let maxRows, shown >= maxRows { break }
            let row = Self.row(items[index])
            let isLast = shown == failingIndices.count - 1
            guard used + row.utf16.count + (isLast ? 0 : moreRoom) <= maxCharacters else { break }
            table += row
            used += row.utf16.count
            shown += 1
        }
        let rest = failingIndices.count - shown
        if shown == 0 { table = "" }
        if rest > 0 {
            table += "\n" + (shown > 0 ? "…and \(rest) more" : "The \(rest) texts that do not fit are left out here")
                + ": the full report is `--format text`, `json` or `junit`.\n"
        }
        return head + table + tail
    }

    /// One row of the Markdown table.
    private static func row(_ item: AuditItem) -> String {
        let categories: String
        if case .success(let outcome)? = item.outcome {
            categories = outcome.failingCategories.map(\.shortName).joined(separator: ", ")
        } else {
            categories = "—"
        }
        let cells = [
            item.location, QuotedText.oneLine(item.entry.key), item.entry.locale ?? "", item.entry.variant ?? "",
            categories, message(item),
        ].map(cell)
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// A table cell's text: `|` escaped, on one line.
    private static func cell(_ text: String) -> String {
        QuotedText.oneLine(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// The Markdown's last line: what the system font was set in, where the report says.
    private var systemFontNote: String {
        systemFont.map { "\n<sub>System font: \($0) (SF Pro is not available off Apple's systems).</sub>\n" } ?? ""
    }

    // MARK: - JUnit

    /// JUnit XML as CI dashboards read it (the Ant JUnit schema's required elements and attributes): one
    /// `<testsuite>` per catalog file, one `<testcase>` per key, locale and variant, a `<failure>` naming the
    /// categories that do not fit, an `<error>` for a text that could not be measured.
    public func junit(timestamp: Date, hostname: String) -> String {
        let stamp = ISO8601DateFormatter().string(from: timestamp).replacingOccurrences(of: "Z", with: "")
        var suites = ""
        var files: [String] = []
        for item in items where !files.contains(item.entry.file) { files.append(item.entry.file) }
        for (index, file) in files.enumerated() {
            let cases = items.filter { $0.entry.file == file }
            let failures = cases.filter { if case .success = $0.outcome { return !$0.fits } else { return false } }.count
            let errors = cases.filter { if case .failure = $0.outcome { return true } else { return false } }.count
            suites += "  <testsuite id=\"\(index)\" name=\"\(XMLText.escaped(file))\" package=\"typescale.audit\""
                + " timestamp=\"\(stamp)\" hostname=\"\(XMLText.escaped(hostname))\" tests=\"\(cases.count)\""
                + " failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"0\">\n"
                + "    <properties/>\n"
            for item in cases {
                suites += "    <testcase name=\"\(XMLText.escaped(item.name))\" classname=\"\(XMLText.escaped(file))\" time=\"0\""
                switch item.outcome {
                case .success(let outcome)? where !outcome.fits:
                    let categories = outcome.failingCategories.map(\.shortName).joined(separator: " ")
                    suites += ">\n      <failure message=\"\(XMLText.escaped(Self.message(item)))\" type=\"DoesNotFit\">"
                        + XMLText.escaped("\(item.location): does not fit at \(categories)") + "</failure>\n    </testcase>\n"
                case .failure(let error)?:
                    suites += ">\n      <error message=\"\(XMLText.escaped(error.description))\" type=\"MeasurementError\"/>\n"
                        + "    </testcase>\n"
                default:
                    suites += "/>\n"
                }
            }
            suites += "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        }
        // A catalog that could not be read: a suite of its own with one errored case, so CI shows it beside the rest.
        for (offset, error) in unreadable.enumerated() {
            let file = XMLText.escaped(error.file)
            suites += "  <testsuite id=\"\(files.count + offset)\" name=\"\(file)\" package=\"typescale.audit\""
                + " timestamp=\"\(stamp)\" hostname=\"\(XMLText.escaped(hostname))\" tests=\"1\" failures=\"0\""
                + " errors=\"1\" skipped=\"0\" time=\"0\">\n    <properties/>\n"
                + "    <testcase name=\"(catalog)\" classname=\"\(file)\" time=\"0\">\n"
                + "      <error message=\"\(XMLText.escaped(error.message))\" type=\"CatalogError\">"
                + XMLText.escaped(error.description) + "</error>\n    </testcase>\n"
                + "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        }
        let failures = failing.filter { if case .success = $0.outcome { return true } else { return false } }.count
        let errors = items.count - items.filter { if case .success = $0.outcome { return true } else { return false } }.count
            + unreadable.count
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"typescale audit\" tests=\"\(items.count + unreadable.count)\" failures=\"\(failures)\""
            + " errors=\"\(errors)\" time=\"0\">\n" + suites + "</testsuites>\n"
    }
}
