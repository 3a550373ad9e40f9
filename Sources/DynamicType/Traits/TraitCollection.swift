/// The traits a view's layout depends on: size classes, the preferred content-size category, layout direction and the
/// display scale — the parts of `UITraitCollection` that text and Dynamic Type layout read.
///
/// Every trait may be unspecified, as in UIKit: ``preferredContentSizeCategory`` is then `nil` and resolves to the type
/// scale's default category; a ``displayScale`` of 0 resolves to ``defaultDisplayScale``.
public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// The person's preferred text size; `nil` is UIKit's `UIContentSizeCategory.unspecified`.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// Pixels per point: 1, 2 or 3 on Apple's displays; 0 means unspecified.
    public var displayScale: Double

    /// The display scale an unspecified one resolves to: 3, the scale of every iPhone Apple sells today (UIKit uses
    /// `UIScreen.main.scale`, which does not exist off a device).
    public static let defaultDisplayScale: Double = 3

    /// A trait collection; every trait left out is unspecified.
    public init(
        horizontalSizeClass: SizeClass = .unspecified,
        verticalSizeClass: SizeClass = .unspecified,
        preferredContentSizeCategory: ContentSizeCategory? = nil,
        layoutDirection: LayoutDirection = .unspecified,
        displayScale: Double = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// The display scale to round to: ``displayScale`` when it is a finite number above 0, else ``defaultDisplayScale``.
    public var resolvedDisplayScale: Double {
        displayScale.isFinite && displayScale > 0 ? displayScale : Self.defaultDisplayScale
    }

    /// These traits with the content-size category limited to `range`, as a view's `minimumContentSizeCategory` and
    /// `maximumContentSizeCategory` (UIKit) or `.dynamicTypeSize(range)` (SwiftUI) limit what its subviews see.
    /// An unspecified category stays unspecified.
    public func limitingContentSizeCategory(to range: ClosedRange<ContentSizeCategory>) -> TraitCollection {
        var traits = self
        traits.preferredContentSizeCategory = preferredContentSizeCategory?.clamped(to: range)
        return traits
    }

    /// These traits with the content-size category at most `range.upperBound`: `...extraExtraExtraLarge`, as
    /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
    public func limitingContentSizeCategory(to range: PartialRangeThrough<ContentSizeCategory>) -> TraitCollection {
        limitingContentSizeCategory(to: ContentSizeCategory.allCases.first!...range.upperBound)
    }

    /// These traits with the content-size category at least `range.lowerBound`: `medium...`.
    public func limitingContentSizeCategory(to range: PartialRangeFrom<ContentSizeCategory>) -> TraitCollection {
        limitingContentSizeCategory(to: range.lowerBound...ContentSizeCategory.allCases.last!)
    }

    /// Whether the content-size category differs from `other`'s, as UIKit's
    /// `hasDifferentContentSizeCategory`-style checks in `traitCollectionDidChange(_:)` ask.
    public func hasDifferentContentSizeCategory(from other: TraitCollection) -> Bool {
        preferredContentSizeCategory != other.preferredContentSizeCategory
    }
}
