import CatalogAudit
import DynamicType
import PackageSupport
import StringCatalogs

/// The JSON report, compact and written as the audit goes: one object whose `results` hold one line per text, then a
/// `summary` (last, as it is known last).
///
/// A text's members: `file`, `line`, `key`, `locale` and `variant` (left out when the catalog has none),
/// `text`, `measuredText` (only when its placeholders made it differ), `fits`; then, measured, `categories` (those
/// checked, as runs of short names), `maxLines`, `linesNeeded` (per category checked, in order) and, for a text that
/// does not fit, `overflowHeight` (the height of the lines beyond the limit, in points) and `truncatedAt` (the UTF-16
/// offset where the shown text ends), one per failing category — those where `linesNeeded` exceeds `maxLines` — and
/// `message`; or, not measured, `error`. Written with nothing between tokens. Docs/audit-json.md has it all.
public struct AuditJSONFormat: AuditFormat {
    private var first = true

    /// The JSON format.
    public init() {}

    public func head(_ preamble: AuditPreamble) -> String {
        let head: [(String, JSONValue)] = [
            ("catalogs", .array(preamble.catalogs.map(JSONValue.string))),
            ("unreadable", .array(preamble.unreadable.map(Self.json))),
            ("warnings", .array(preamble.warnings.map(Self.json))),
        ] + preamble.fonts.jsonMembers
        // The object's opening, its first members, and the results array opened: `{…,"results":[`.
        var line = String(decoding: JSONValue.object(head).compactLine, as: UTF8.self)
        line.removeLast()
        return line + ",\"results\":["
    }

    public mutating func item(_ item: AuditItem) -> String {
        defer { first = false }
        return (first ? "\n" : ",\n") + String(decoding: Self.json(item).compactLine, as: UTF8.self)
    }

    public func tail(_ tally: AuditTally) -> String {
        let breakdown = tally.breakdown
        let summary = JSONValue.object([
            ("strings", .number(Double(tally.strings))), ("failing", .number(Double(tally.failing))),
            ("unmeasured", .number(Double(tally.unmeasured))),
            ("catalogs", .number(Double(tally.preamble.catalogs.count))),
            ("unreadable", .number(Double(tally.preamble.unreadableCatalogs))),
            ("warnings", .number(Double(tally.preamble.warnings.count))),
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
            ("message", .string(tally.summary)),
        ])
        return "\n],\"summary\":" + String(decoding: summary.compactLine, as: UTF8.self) + "}\n"
    }

    /// One text's object.
    static func json(_ item: AuditItem) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("file", .string(item.entry.file)), ("line", item.entry.line.map { .number(Double($0)) } ?? .null),
            ("key", .string(item.entry.key)),
        ]
        if let locale = item.entry.locale { fields.append(("locale", .string(locale))) }
        if let variant = item.entry.variant { fields.append(("variant", .string(variant))) }
        fields.append(("text", .string(item.entry.text)))
        if item.measuredText != item.entry.text { fields.append(("measuredText", .string(item.measuredText))) }
        fields.append(("fits", .bool(item.fits)))
        switch item.outcome {
        case .success(let outcome)?:
            fields.append(("categories", .string(ContentSizeCategory.ranges(outcome.categories.map(\.category)))))
            fields.append(("maxLines", .number(Double(outcome.categories.first?.maxLines ?? item.label.numberOfLines))))
            fields.append(("linesNeeded", .array(outcome.categories.map { .number(Double($0.linesNeeded)) })))
            let failing = outcome.categories.filter { !$0.fits }
            if !failing.isEmpty {
                // One number per failing category (those where linesNeeded exceeds maxLines), in order; heights to
                // a hundredth of a point.
                fields.append(("overflowHeight", .array(failing.map { .number(($0.overflowHeight * 100).rounded() / 100) })))
                fields.append(("truncatedAt", .array(failing.map { $0.truncatedAt.map { .number(Double($0)) } ?? .null })))
            }
            if let message = item.failureMessage { fields.append(("message", .string(message))) }
        case .failure(let error)?:
            fields.append(("error", .string(error.description)))
        case nil:
            break
        }
        return .object(fields)
    }

    /// A catalog that could not be read: where, what was wrong, and why (`unreadable`: it could not be opened;
    /// `malformed` — a broken Android `@string/` reference too; `unsupportedFormat`; `noCatalogs`: a folder with
    /// none).
    static func json(_ error: InputFileError) -> JSONValue {
        let reason =
            switch error.reason {
            case .unreadable: "unreadable"
            case .unsupportedFormat: "unsupportedFormat"
            case .malformed: "malformed"
            case .noFiles: "noCatalogs"
            case .unresolvable: "unresolvable"
            }
        return .object([
            ("file", .string(error.file)), ("line", error.line.map { .number(Double($0)) } ?? .null),
            ("column", error.column.map { .number(Double($0)) } ?? .null), ("reason", .string(reason)),
            ("message", .string(error.message)),
        ])
    }

    /// A warning: where, which key, what.
    static func json(_ warning: CatalogWarning) -> JSONValue {
        .object([
            ("file", .string(warning.file)), ("line", warning.line.map { .number(Double($0)) } ?? .null),
            ("key", .string(warning.key)), ("message", .string(warning.message)),
        ])
    }
}
