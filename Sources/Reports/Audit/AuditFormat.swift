import CatalogAudit

/// One of an audit's output formats, written as the audit goes: a head from what is known before measuring, a piece
/// per text as it is decided (in catalog order), and a tail from the counts — so a report of any size is written
/// without keeping its texts. `AuditReport`'s `text`, `json`, `junit` and `markdown` are these formats over the
/// texts it keeps; `typescale audit` writes them as it measures.
public protocol AuditFormat {
    /// What comes before the texts.
    mutating func head(_ preamble: AuditPreamble) -> String
    /// What one text adds, often nothing.
    mutating func item(_ item: AuditItem) -> String
    /// What comes after the texts.
    mutating func tail(_ tally: AuditTally) -> String
}

extension AuditFormat {
    /// The whole report of `items`: head, each item, tail.
    mutating func report(_ preamble: AuditPreamble, items: [AuditItem]) -> String {
        var tally = AuditTally(preamble)
        var text = head(preamble)
        for item in items {
            text += self.item(item)
            tally.add(item)
        }
        return text + tail(tally)
    }
}
