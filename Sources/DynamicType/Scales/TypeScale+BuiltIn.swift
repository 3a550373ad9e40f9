extension TypeScale {
    /// One style's row of a published table: its weights and, per category, size and leading.
    struct PublishedRow {
        var style: TextStyle
        var weight: FontWeight
        var emphasizedWeight: FontWeight
        var sizes: [Double]
        var leadings: [Double]

        init(_ style: TextStyle, _ weight: FontWeight, _ emphasizedWeight: FontWeight, sizes: [Double], leadings: [Double]) {
            self.style = style
            self.weight = weight
            self.emphasizedWeight = emphasizedWeight
            self.sizes = sizes
            self.leadings = leadings
        }
    }

    /// A built-in scale from a published table. The tables are checked by the same validation as a scale file
    /// (a test loads each through ``TypeScale/init(name:platform:categories:defaultCategory:allowsShrinking:styles:)``).
    init(
        publishedName name: String, platform: Platform, categories: [ContentSizeCategory],
        defaultCategory: ContentSizeCategory, allowsShrinking: Bool = false, tracking: TrackingTable,
        rows: [PublishedRow]
    ) {
        let styles = rows.map { row in
            precondition(row.sizes.count == categories.count && row.leadings.count == categories.count)
            var entries: [ContentSizeCategory: Entry] = [:]
            for (index, category) in categories.enumerated() {
                let size = row.sizes[index]
                entries[category] = Entry(
                    pointSize: size, leading: row.leadings[index], weight: row.weight,
                    emphasizedWeight: row.emphasizedWeight, tracking: tracking.tracking(atSize: size))
            }
            return (style: row.style, entries: entries)
        }
        self.init(
            validatedName: name, platform: platform, categories: categories, defaultCategory: defaultCategory,
            allowsShrinking: allowsShrinking, styles: styles)
    }

    /// This scale with another default category (same entries).
    func withDefaultCategory(_ category: ContentSizeCategory) -> TypeScale {
        var copy = self
        copy.defaultCategory = category
        return copy
    }
}
