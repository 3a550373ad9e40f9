extension TraitCollection: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case horizontalSizeClass, verticalSizeClass, preferredContentSizeCategory, layoutDirection, displayScale
    }

    /// Decodes a trait document; every key is optional, `"unspecified"` is accepted for the category, and unknown keys
    /// and a display scale that is negative or not finite are errors.
    public init(from decoder: any Decoder) throws {
        try UnknownKey.reject(in: decoder, allowed: CodingKeys.allCases)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var category: ContentSizeCategory?
        if let name = try container.decodeIfPresent(String.self, forKey: .preferredContentSizeCategory) {
            do {
                category = try ContentSizeCategory(name: name)
            } catch .unspecified {
                category = nil
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .preferredContentSizeCategory, in: container, debugDescription: error.description)
            }
        }
        let scale = try container.decodeIfPresent(Double.self, forKey: .displayScale) ?? 0
        guard scale.isFinite, scale >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .displayScale, in: container,
                debugDescription: "display scale \(scale) must be 0 (unspecified) or a positive number such as 1, 2 or 3")
        }
        self.init(
            horizontalSizeClass: try container.decodeIfPresent(SizeClass.self, forKey: .horizontalSizeClass)
                ?? .unspecified,
            verticalSizeClass: try container.decodeIfPresent(SizeClass.self, forKey: .verticalSizeClass) ?? .unspecified,
            preferredContentSizeCategory: category,
            layoutDirection: try container.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection)
                ?? .unspecified,
            displayScale: scale)
    }

    /// Encodes every trait; an unspecified category as `"unspecified"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(horizontalSizeClass, forKey: .horizontalSizeClass)
        try container.encode(verticalSizeClass, forKey: .verticalSizeClass)
        try container.encode(
            preferredContentSizeCategory?.dynamicTypeSizeName ?? "unspecified", forKey: .preferredContentSizeCategory)
        try container.encode(layoutDirection, forKey: .layoutDirection)
        try container.encode(displayScale, forKey: .displayScale)
    }
}
