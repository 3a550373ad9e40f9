extension TypeScale {
    /// Every problem with a would-be scale, in the order a reader meets them; empty when the scale is sound.
    static func problems(
        categories: [ContentSizeCategory], defaultCategory: ContentSizeCategory, allowsShrinking: Bool,
        styles: [(style: TextStyle, entries: [ContentSizeCategory: Entry])]
    ) -> [TypeScaleError.Problem] {
        var problems: [TypeScaleError.Problem] = []
        let ordered = categories.sorted()
        if ordered.isEmpty { problems.append(.noCategories) }
        if Set(ordered).count != ordered.count { problems.append(.duplicateCategories) }
        if !ordered.isEmpty && !ordered.contains(defaultCategory) {
            problems.append(.defaultCategoryNotInScale(defaultCategory))
        }
        if styles.isEmpty { problems.append(.noStyles) }

        var seen: Set<TextStyle> = []
        for (style, entries) in styles {
            if !seen.insert(style).inserted { problems.append(.duplicateStyle(style)) }
            for category in entries.keys.sorted() where !ordered.contains(category) {
                problems.append(.entryOutsideScale(style, category))
            }
            var previous: (category: ContentSizeCategory, entry: Entry)?
            for category in ordered {
                guard let entry = entries[category] else {
                    problems.append(.missingEntry(style, category))
                    continue
                }
                problems += entryProblems(entry, style: style, category: category)
                if let previous, !allowsShrinking {
                    for field in [Field.size, .leading] where field.value(of: entry) < field.value(of: previous.entry) {
                        problems.append(
                            .shrinks(
                                style, field, from: previous.category, field.value(of: previous.entry),
                                to: category, field.value(of: entry)))
                    }
                }
                previous = (category, entry)
            }
        }
        return problems
    }

    private static func entryProblems(
        _ entry: Entry, style: TextStyle, category: ContentSizeCategory
    ) -> [TypeScaleError.Problem] {
        var problems: [TypeScaleError.Problem] = []
        for field in [Field.size, .leading] {
            let value = field.value(of: entry)
            if !value.isFinite || value <= 0 {
                problems.append(.notPositive(style, category, field, value))
            }
        }
        if let tracking = entry.tracking, !tracking.isFinite {
            problems.append(.notFinite(style, category, .tracking, tracking))
        }
        if entry.leading.isFinite, entry.pointSize.isFinite, entry.leading < entry.pointSize {
            problems.append(.leadingBelowSize(style, category, leading: entry.leading, size: entry.pointSize))
        }
        return problems
    }

    /// A numeric field of an entry, as a scale file names it.
    public enum Field: String, Sendable {
        case size, leading, tracking

        func value(of entry: Entry) -> Double {
            switch self {
            case .size: entry.pointSize
            case .leading: entry.leading
            case .tracking: entry.tracking ?? 0
            }
        }
    }
}
