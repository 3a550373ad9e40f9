extension ContentSizeCategory {
    /// The categories a list names, ascending, each once: `all`; names separated by commas (any name ``init(name:)``
    /// accepts); and ranges `XS...XXXL`, `...xxxLarge` (from xSmall), `AX1...` (to accessibility5).
    ///
    /// - Throws: ``ContentSizeCategoryError`` for a name that is not a category or a range that runs backwards.
    public static func list(_ text: String) throws(ContentSizeCategoryError) -> [ContentSizeCategory] {
        if text == "all" { return allCases }
        var included = Set<ContentSizeCategory>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = part.firstRange(of: "...") else {
                included.insert(try ContentSizeCategory(name: String(part)))
                continue
            }
            let low = part[..<range.lowerBound], high = part[range.upperBound...]
            let lower = low.isEmpty ? ContentSizeCategory.extraSmall : try ContentSizeCategory(name: String(low))
            let upper = high.isEmpty ? ContentSizeCategory.accessibility5 : try ContentSizeCategory(name: String(high))
            guard lower <= upper else { throw .backwardsRange(String(part)) }
            included.formUnion(allCases.filter { $0 >= lower && $0 <= upper })
        }
        return included.sorted()
    }
}
