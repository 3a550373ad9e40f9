import DynamicType

/// The content-size categories a test helper checks: a list, a range, a partial range, or all twelve.
///
/// Every helper's `categories:` takes one, written as the categories are thought of:
///
/// ```swift
/// expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2)                                // all twelve
/// expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, categories: [.large, .accessibility5])
/// expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, categories: .large ... .accessibility3)
/// expectFits("Add to Cart", style: .body, width: 160, numberOfLines: 2, categories: ...(.extraExtraExtraLarge))
/// ```
///
/// A range stands for the categories it contains, in their order on the Settings slider; `...(.xxxLarge)` is XS … XXXL,
/// the sizes a view limited with `.dynamicTypeSize(...(.xxxLarge))` or `maximumContentSizeCategory` shows. The range
/// operators give a selection only where one is expected (a `categories:` argument): elsewhere
/// `ContentSizeCategory.large ... .accessibility3` is still a `ClosedRange`. A range or a list held in a variable
/// becomes a selection through `CategorySelection(_:)`.
public struct CategorySelection: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The categories, as written; a check takes each once, ascending.
    public var categories: [ContentSizeCategory]

    /// A list of categories.
    public init(_ categories: [ContentSizeCategory]) {
        self.categories = categories
    }

    /// A list written as an array literal: `[.large, .accessibility5]`.
    public init(arrayLiteral categories: ContentSizeCategory...) {
        self.init(categories)
    }

    /// The categories of a range, ascending: `.large ... .accessibility3`, `...(.extraExtraExtraLarge)`, `.large...`.
    public init(_ range: some RangeExpression<ContentSizeCategory>) {
        self.init(FitCheck.categories(in: range))
    }

    /// All twelve categories, extraSmall … accessibility5: what a helper checks when it is given none.
    public static let all = CategorySelection(ContentSizeCategory.allCases)
}

// The range operators on categories, giving a selection where one is expected. Each is disfavoured, so that wherever a
// range would do as well (no type expected, or a `RangeExpression`) the standard library's range is chosen. They are
// free functions: an operator declared in a type must take that type.

/// The categories from `lower` to `upper`: `.large ... .accessibility3`.
@_disfavoredOverload
public func ... (lower: ContentSizeCategory, upper: ContentSizeCategory) -> CategorySelection {
    CategorySelection(lower...upper)
}

/// The categories from `lower` up to, not including, `upper`: `.large ..< .accessibility1`.
@_disfavoredOverload
public func ..< (lower: ContentSizeCategory, upper: ContentSizeCategory) -> CategorySelection {
    CategorySelection(lower..<upper)
}

/// The categories up to `upper`: `...(.extraExtraExtraLarge)` is XS … XXXL.
@_disfavoredOverload
public prefix func ... (upper: ContentSizeCategory) -> CategorySelection {
    CategorySelection(...upper)
}

/// The categories below `upper`: `..<(.accessibility1)` is XS … XXXL.
@_disfavoredOverload
public prefix func ..< (upper: ContentSizeCategory) -> CategorySelection {
    CategorySelection(..<upper)
}

/// The categories from `lower`: `.accessibility1...` is AX1 … AX5.
@_disfavoredOverload
public postfix func ... (lower: ContentSizeCategory) -> CategorySelection {
    CategorySelection(lower...)
}
