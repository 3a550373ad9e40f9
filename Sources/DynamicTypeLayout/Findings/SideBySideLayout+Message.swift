import DynamicType
import PackageSupport

extension SideBySideLayout {
    /// What a failing test says; `nil` when the labels fit side by side at every category. Each label that does not fit
    /// side by side, how and where, the first category to stack from, and whether the stacked form fits from there:
    ///
    /// `"Price" (body) and "Add to Cart" (headline), 8 pt apart in 343 pt: side by side, "Price" truncates at
    /// AX4…AX5; stack vertically from AX4 (stacked, they fit)`
    ///
    /// or, when stacking is not enough, which label does not fit stacked and where ("Total" and "$1,234.56" in body
    /// in 200 pt): `… stack vertically from AX1 (stacked, "$1,234.56" truncates at AX4…AX5)`. A label whose lines are taller
    /// than its frame "is clipped"; one pushed out of the row by the other "reaches outside the row".
    public var failureMessage: String? {
        guard let first = firstStackingCategory else { return nil }
        let sideBySide = problems(in: rows.map { ($0.category, $0.sideBySide) })
        let stacked = problems(in: rows.compactMap { row in row.stacked.map { (row.category, $0) } })
        return "\(labelsAndRoom): side by side, \(sideBySide); stack vertically from \(first.shortName) "
            + "(stacked, \(stacked.isEmpty ? "they fit" : stacked))"
    }

    /// ``failureMessage`` when the labels do not fit side by side; otherwise a summary:
    /// `"Price" (body) and "Buy" (body), 8 pt apart in 343 pt, fit side by side at XS…AX5`.
    public var message: String {
        if let failureMessage { return failureMessage }
        return "\(labelsAndRoom), fit side by side at \(ContentSizeCategory.ranges(rows.map(\.category)))"
    }

    /// `"Total" (body) and "$1,234.56" (body), 8 pt apart in 200 pt`.
    private var labelsAndRoom: String {
        func named(_ label: LabelDescription) -> String { "\(QuotedText.of(label.text)) (\(label.font.description))" }
        return "\(named(leading)) and \(named(trailing)), \(Self.points(spacing)) apart in \(Self.points(width))"
    }

    /// `"Total" truncates at AX2…AX5, "$1,234.56" reaches outside the row at AX4…AX5`: each label that does not fit
    /// in `arrangements`, leading first, with what is wrong (in the order first found) and at which categories; empty
    /// when both fit.
    private func problems(in arrangements: [(category: ContentSizeCategory, arrangement: Arrangement)]) -> String {
        var parts: [String] = []
        for side in Side.allCases {
            var verbs: [String] = []
            var categories: [String: [ContentSizeCategory]] = [:]
            for (category, arrangement) in arrangements {
                for finding in arrangement.findings where finding.view == side.rawValue {
                    let verb = verb(for: finding.kind)
                    if categories[verb] == nil { verbs.append(verb) }
                    if categories[verb]?.last != category { categories[verb, default: []].append(category) }
                }
            }
            let text = QuotedText.of(label(side).text)
            for verb in verbs {
                parts.append("\(text) \(verb) at \(ContentSizeCategory.ranges(categories[verb] ?? []))")
            }
        }
        return parts.joined(separator: ", ")
    }

    /// How a message says what is wrong with a label: `truncates`, `is clipped`, `reaches outside the row`.
    private func verb(for kind: LayoutFindingKind) -> String {
        switch kind {
        case .truncated: "truncates"
        case .clipped: "is clipped"
        case .compressed: "is compressed"
        case .outsideSuperview: "reaches outside the row"
        case .overlaps(let sibling):
            "overlaps " + (Side(rawValue: sibling).map { QuotedText.of(label($0).text) } ?? sibling)
        case .fontDoesNotAdjust, .fixedFontSize, .fixedHeight: kind.description
        }
    }

    /// `8 pt`, `190.667 pt` (at most three decimals).
    private static func points(_ value: Double) -> String {
        DecimalText.of(value, maximumDecimals: 3) + " pt"
    }
}

extension SideBySideLayout: CustomStringConvertible {
    /// ``message``.
    public var description: String { message }
}
