/// `typescale table --format csv`: one row per style and category (RFC 4180), for spreadsheets.
enum CSVFormat {
    static let header = "style,category,size,leading,weight,emphasizedWeight,tracking"

    static func render(_ table: ScaleTable) -> String {
        var text = header + "\r\n"
        for row in table.rows {
            for (category, entry) in row.entries {
                let fields = [
                    row.style.name, category.dynamicTypeSizeName, decimal(entry.pointSize), decimal(entry.leading),
                    entry.weight.rawValue, entry.emphasizedWeight?.rawValue ?? "",
                    entry.tracking.map { decimal($0, decimals: 4) } ?? "",
                ]
                text += fields.map(quoted).joined(separator: ",") + "\r\n"
            }
        }
        return text
    }

    /// A field, quoted when it holds a comma, quote or line break.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }
}
