import Foundation

/// A table pasted into a test as the Markdown the reference publishes it in (`shared/reference/apple-dynamic-type.md`),
/// so the expected values are the published ones, read independently of the code under test.
struct MarkdownTable {
    /// The header cells.
    let header: [String]
    /// The body rows, each as its cells.
    let rows: [[String]]

    /// Parses `| a | b |` lines; the `|---|` separator and any other line are skipped.
    init(_ markdown: String) {
        let cells = markdown.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("|") && $0.hasSuffix("|") }
            .map { line in
                line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
            }
        header = cells.first ?? []
        rows = cells.dropFirst().filter { row in !row.allSatisfy { $0.allSatisfy { $0 == "-" } } }
    }
}
