import DynamicType

/// `typescale table --format json`: the scale file format, which `--scale` and `TypeScale(json:)` read back unchanged.
enum JSONScaleFormat {
    static func render(_ table: ScaleTable) throws -> String {
        let scale = table.scale
        let categories = table.categories.filter(scale.categories.contains)
        guard categories.contains(scale.defaultCategory) else {
            throw UsageError("--format json: --categories must include the default category "
                + "\(scale.defaultCategory) so that the file scales as the \(scale.name) scale does")
        }
        let subset: TypeScale
        do {
            subset = try TypeScale(
                name: scale.name, platform: scale.platform, categories: categories,
                defaultCategory: scale.defaultCategory, allowsShrinking: scale.allowsShrinking,
                styles: table.styles.map { style in
                    let entries = scale.definedEntries(for: style).filter { categories.contains($0.category) }
                    return (style, Dictionary(uniqueKeysWithValues: entries.map { ($0.category, $0.entry) }))
                })
        } catch {
            // A part of a valid scale is valid; this cannot fail, but if it did the message would say why.
            throw DataError(error.description)
        }
        return subset.jsonText() + "\n"
    }
}
