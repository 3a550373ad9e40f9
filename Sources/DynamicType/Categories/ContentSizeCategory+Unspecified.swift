/// UIKit's `UIContentSizeCategory.unspecified`, spelled as UIKit code spells it.
///
/// A trait collection without a preference has no category: ``TraitCollection/preferredContentSizeCategory`` is
/// `nil`, which every scale reads as its default category. These members let UIKit's spellings compile unchanged on
/// that optional — `traits.preferredContentSizeCategory == .unspecified`,
/// `TraitCollection(preferredContentSizeCategory: .unspecified)`,
/// `traits.preferredContentSizeCategory.isAccessibilityCategory` — while ``ContentSizeCategory`` keeps only the twelve
/// sizes, so that every table, factor and range indexed by a category is total.
extension Optional where Wrapped == ContentSizeCategory {
    /// No preference: UIKit's `UIContentSizeCategory.unspecified`.
    public static var unspecified: ContentSizeCategory? { nil }

    /// Whether this is one of the accessibility sizes; `false` for ``unspecified``, as UIKit's
    /// `UIContentSizeCategory.unspecified.isAccessibilityCategory` is (it is true only for the five accessibility
    /// sizes: developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory).
    public var isAccessibilityCategory: Bool {
        self?.isAccessibilityCategory ?? false
    }
}
