import PackageSupport

extension ValueReader where Value == ContentSizeCategory {
    /// A content-size category by any of its names (``DynamicType/ContentSizeCategory/init(name:)``).
    package static var category: Self {
        ValueReader(
            accepted: "a content-size category: xSmall … accessibility5, or XS S M L XL XXL XXXL AX1 … AX5",
            text: { try? ContentSizeCategory(name: $0) },
            reason: { text in
                do throws(ContentSizeCategoryError) { _ = try ContentSizeCategory(name: text) } catch { return error.description }
                return nil
            })
    }
}

extension ValueReader where Value == [ContentSizeCategory] {
    /// A list of categories (``DynamicType/ContentSizeCategory/list(_:)``): names, ranges, `all`.
    package static var categories: Self {
        ValueReader(
            accepted: "categories: names, ranges (XS...XXXL, ...XXXL, AX1...) or all, comma-separated",
            text: { try? ContentSizeCategory.list($0) },
            reason: { text in
                do throws(ContentSizeCategoryError) { _ = try ContentSizeCategory.list(text) } catch { return error.description }
                return nil
            })
    }
}
