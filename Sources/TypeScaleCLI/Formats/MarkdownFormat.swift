/// `typescale table --format markdown`: a GitHub-flavoured Markdown table for docs.
enum MarkdownFormat {
    static func render(_ table: ScaleTable) -> String {
        let rows = table.textRows
        var text = "**\(table.title)**\n\n"
        for (index, row) in rows.enumerated() {
            text += "| " + row.joined(separator: " | ") + " |\n"
            if index == 0 {
                text += "|" + row.indices.map { $0 >= 2 ? " ---: |" : " --- |" }.joined() + "\n"
            }
        }
        return text
    }
}
