import CatalogAudit

/// The text report: a line per catalog that could not be read (`file:line:column: problem; expected …`), a line per
/// text that does not fit or could not be measured (`file:line: key [locale, variant]: message`), then, when more
/// than one text fails, where (`AuditBreakdown.lines`), then the summary and the fonts' line (`Fonts: pinned set, …`) —
/// only those two when all was read and fits.
public struct AuditTextFormat: AuditFormat {
    /// Whether failures are red (ANSI), for a terminal.
    public var colour: Bool

    /// The text format, red on a terminal when `colour`.
    public init(colour: Bool = false) {
        self.colour = colour
    }

    /// A text's line in the report, or `nil` when it fits.
    public static func line(_ item: AuditItem) -> String? {
        guard !item.fits else { return nil }
        return item.failureLine ?? "\(item.location): \(item.name): \(AuditReport.message(item))"
    }

    public func head(_ preamble: AuditPreamble) -> String {
        preamble.unreadable.map { painted($0.description) }.joined()
    }

    public func item(_ item: AuditItem) -> String {
        Self.line(item).map(painted) ?? ""
    }

    public func tail(_ tally: AuditTally) -> String {
        // Where the failures are, when there are several to sort.
        let breakdown = tally.failing > 1 ? tally.breakdown.lines : []
        return breakdown.map { $0 + "\n" }.joined() + tally.summary + "\n" + tally.preamble.fonts.textLine
    }

    private func painted(_ line: String) -> String {
        colour ? "\u{1B}[31m" + line + "\u{1B}[0m\n" : line + "\n"
    }
}
