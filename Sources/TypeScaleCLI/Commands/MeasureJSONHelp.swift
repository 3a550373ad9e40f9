/// `typescale help measure-json`: what a `measure --batch` request may hold, field by field, from the same declarations
/// the command line reads (so it cannot list a field the batch refuses), and what each answer is. The whole format,
/// with examples, is `Docs/measure-json.md`.
enum MeasureJSONHelp {
    static let topic = "measure-json"

    static var text: String {
        var rows: [(String, String)] = [("text", "the text to measure (required): any string; \\n starts a new paragraph")]
        for option in MeasureOptions.request {
            guard let key = option.jsonKey else { continue }
            let former = option.formerNames.map { "; also \($0) and --\($0), its former names" }.joined()
            rows.append((key, option.help + " (as --\(option.name)\(former))"))
        }
        rows.append(("id", "any JSON value, echoed in the answer"))
        let width = rows.map(\.0.count).max() ?? 0
        let fields = rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }
        return """
            typescale measure --batch FILE: JSON Lines in, JSON Lines out ('-' reads standard input and answers each
            line as it is read).

            A request is one JSON object per line; every field but text may be left out (the default is the option's);
            a field not listed, or given twice (or by both its names), is an error:

            \(fields.joined(separator: "\n"))

            The answer to each line is one line of JSON, in the order asked: the result as 'typescale measure
            --format json' gives it (lineCount, width, height, roundedWidth, roundedHeight, isTruncated, lines,
            font, size; the id first when given), or {"line": N, "column": C, "id": …, "error": "…"} for a line that
            failed (the column of the value the error is about, when it is about one).
            Exit 0 when every line was measured, 65 when any failed, 66 when FILE cannot be opened.
            Every field and the answers, with examples: Docs/measure-json.md.

            """
    }
}
