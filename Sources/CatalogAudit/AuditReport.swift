import DynamicType
import Foundation
import PackageSupport
import StringCatalogs
import TextMeasurement

/// The outcome of an audit, rendered in one of the output formats.
public struct AuditReport: Sendable {
    /// Every text audited, in catalog order.
    public let items: [AuditItem]
    /// The catalog files read.
    public let catalogs: [String]
    /// Where the items that do not fit or could not be measured are, in catalog order (found once: every format and
    /// the exit status ask; indices, so that the report, made on one thread, copies no item).
    public let failingIndices: [Int]

    /// The spec's rules that matched no key of the catalogs read (a misspelt pattern, or keys that are gone).
    public let unmatchedRules: [AuditSpec.Rule]
    /// What the system font was set in (the measurer's `SystemFontStandIn`, as it names itself:
    /// `Inter with SF Pro's tracking and line metrics`); `nil` when not said.
    public let systemFont: String?

    /// A report of `items`, read from `catalogs`, the system font set in `systemFont`.
    public init(
        items: [AuditItem], catalogs: [String], unmatchedRules: [AuditSpec.Rule] = [], systemFont: String? = nil
    ) {
        self.items = items
        self.catalogs = catalogs
        self.unmatchedRules = unmatchedRules
        self.systemFont = systemFont
        failingIndices = items.indices.filter { !items[$0].fits }
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

    /// One line: all fit, or how many do not and how many could not be measured. Never "all fit" for a text that was
    /// not measured, nor for catalogs that gave no text at all.
    public var summary: String {
        let count = items.count
        let strings = count == 1 ? "string" : "strings"
        let catalogCount = "\(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")"
        guard count > 0 else { return "No strings found in \(catalogCount): nothing was checked." }
        guard !failingIndices.isEmpty else {
            return (count == 1 ? "The 1 string fits" : "All \(count) strings fit")
                + " at every category checked (\(catalogCount))."
        }
        let unmeasured = items.count { if case .success? = $0.outcome { false } else { true } }
        let failing = failingIndices.count - unmeasured
        return "\(failing) of \(count) \(strings) \(failing == 1 ? "does" : "do") not fit"
            + (unmeasured == 0 ? "." : "; \(unmeasured) could not be measured.")
    }

    // MARK: - Text

    /// One line per text that does not fit or could not be measured, in catalog order:
    /// `file:line: key [locale, variant]: message`.
    public var failureLines: [String] {
        failingIndices.map { index in
            items[index].failureLine
                ?? "\(items[index].location): \(items[index].name): \(Self.message(items[index]))"
        }
    }

    /// One line per text that does not fit, `file:line: key [locale, variant]: message`, then a summary; only the
    /// summary when everything fits. `colour` adds ANSI red to the failures (a terminal).
    public func text(colour: Bool) -> String {
        let lines = failureLines
        var text = ""
        text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + (colour ? 10 : 1) } + 200)
        for line in lines {
            if colour { text += "\u{1B}[31m" }
            text += line
            text += colour ? "\u{1B}[0m\n" : "\n"
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
                ("systemFont", systemFont.map(JSONValue.string) ?? .null),
            ])),
            ("results", .array(results)),
        ]).serialized() + "\n"
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

    /// A summary a pull request can show: a table of the texts that do not fit.
    public var markdown: String {
        var text = "### Dynamic Type audit\n\n"
        guard !failingIndices.isEmpty else {
            return text + (items.isEmpty ? "⚠️ " : "✅ ") + summary + "\n" + systemFontNote
        }
        text += "❌ " + summary + "\n\n| Key | Locale | Variant | Does not fit at | Details |\n| --- | --- | --- | --- | --- |\n"
        for item in failing {
            let categories: String
            if case .success(let outcome)? = item.outcome {
                categories = outcome.failingCategories.map(\.shortName).joined(separator: ", ")
            } else {
                categories = "—"
            }
            let cells = [
                item.entry.key, item.entry.locale ?? "", item.entry.variant ?? "", categories, Self.message(item),
            ].map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text + systemFontNote
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
        let failures = failing.filter { if case .success = $0.outcome { return true } else { return false } }.count
        let errors = items.count - items.filter { if case .success = $0.outcome { return true } else { return false } }.count
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"typescale audit\" tests=\"\(items.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
            + " time=\"0\">\n" + suites + "</testsuites>\n"
    }
}
