/// Columns of text padded to line up in a terminal.
package struct TextTable {
    package var rows: [[String]]
    /// Columns whose cells are aligned to the right (numbers).
    package var rightAligned: PartialRangeFrom<Int>

    package init(_ rows: [[String]], rightAligned: PartialRangeFrom<Int>) {
        self.rows = rows
        self.rightAligned = rightAligned
    }

    /// The table, with an optional title line above it; every line ends with a newline, no trailing spaces.
    package func render(title: String? = nil) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        var text = title.map { $0 + "\n" } ?? ""
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var line = cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
