import CatalogAudit

extension AuditReport {
    /// One line per catalog that could not be read (`file:line:column: problem; expected …`), then one per text that
    /// does not fit or could not be measured, in catalog order: `file:line: key [locale, variant]: message`.
    public var failureLines: [String] {
        unreadable.map(\.description) + failingIndices.compactMap { AuditTextFormat.line(items[$0]) }
    }

    /// The text report (``AuditTextFormat``); `colour` adds ANSI red to the failures (a terminal).
    public func text(colour: Bool) -> String {
        var format = AuditTextFormat(colour: colour)
        return format.report(preamble, items: items)
    }

    /// The JSON report (``AuditJSONFormat``).
    public var json: String {
        var format = AuditJSONFormat()
        return format.report(preamble, items: items)
    }

    /// The longest Markdown report by default (``AuditMarkdownFormat/characterLimit``).
    public static let markdownCharacterLimit = AuditMarkdownFormat.characterLimit

    /// A summary a pull request can show: ``markdown(maxRows:maxCharacters:)`` with its defaults.
    public var markdown: String { markdown() }

    /// A summary a pull request can show (``AuditMarkdownFormat``): at most `maxRows` rows of texts that do not fit
    /// (all by default), the whole under `maxCharacters`.
    public func markdown(maxRows: Int? = nil, maxCharacters: Int = markdownCharacterLimit) -> String {
        var format = AuditMarkdownFormat(maxRows: maxRows, maxCharacters: maxCharacters)
        return format.report(preamble, items: items)
    }

    /// JUnit XML as CI dashboards read it (``AuditJUnitFormat``): one suite per file, its texts in catalog order,
    /// the files in the order they first appear. `timestamp` is in seconds after 1970-01-01 00:00:00 UTC.
    public func junit(timestamp: Double, hostname: String) -> String {
        var format = AuditJUnitFormat(timestamp: timestamp, hostname: hostname)
        var order: [String: Int] = [:]
        for item in items where order[item.entry.file] == nil { order[item.entry.file] = order.count }
        let grouped = items.enumerated().sorted { a, b in
            let (first, second) = (order[a.element.entry.file] ?? 0, order[b.element.entry.file] ?? 0)
            return first != second ? first < second : a.offset < b.offset
        }.map(\.element)
        return format.report(preamble, items: grouped)
    }
}
