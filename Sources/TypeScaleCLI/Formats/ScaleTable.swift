import DynamicType
import PackageSupport

/// The part of a type scale a `typescale table` prints: chosen styles × chosen categories.
struct ScaleTable {
    var scale: TypeScale
    var styles: [TextStyle]
    var categories: [ContentSizeCategory]

    /// The scale's entries for the chosen styles and categories, row by row.
    var rows: [(style: TextStyle, entries: [(category: ContentSizeCategory, entry: TypeScale.Entry)])] {
        styles.map { style in
            (style, categories.compactMap { category in scale.entry(for: style, at: category).map { (category, $0) } })
        }
    }

    /// The heading line: what the numbers are.
    var title: String {
        scale.supportsDynamicType
            ? "\(scale.name) type scale: size/leading in points (* = default category)"
            : "\(scale.name) text styles: size/leading in points (fixed sizes: \(scale.name) has no Dynamic Type)"
    }

    /// A category's column heading; the default category is starred.
    func heading(_ category: ContentSizeCategory) -> String {
        guard scale.supportsDynamicType else { return "size/leading" }
        return category.shortName + (category == scale.defaultCategory ? "*" : "")
    }
}

/// The output formats of `typescale table`.
enum TableFormat: String, CaseIterable {
    case text, markdown, csv, json, css, tokens, swift

    func render(_ table: ScaleTable) throws -> String {
        switch self {
        case .text: TextTable(table.textRows, rightAligned: 2...).render(title: table.title)
        case .markdown: MarkdownFormat.render(table)
        case .csv: CSVFormat.render(table)
        case .json: try JSONScaleFormat.render(table)
        case .css: CSSFormat.render(table)
        case .tokens: DesignTokensFormat.render(table)
        case .swift: SwiftSourceFormat.render(table)
        }
    }
}

extension ScaleTable {
    /// Header and one row per style: style, weight, then size/leading per category.
    var textRows: [[String]] {
        [["style", "weight"] + categories.map(heading)]
            + rows.map { row in
                [row.style.name, row.entries.first?.entry.weight.rawValue ?? ""]
                    + row.entries.map { "\(decimal($0.entry.pointSize))/\(decimal($0.entry.leading))" }
            }
    }
}
