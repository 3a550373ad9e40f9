/// One of the twelve text sizes a person can choose on iOS, from extra small to the largest accessibility size.
///
/// The cases are declared, and compare, in the order of the Settings slider: `extraSmall < small < … < accessibility5`.
/// `large` is the default a device ships with.
///
/// UIKit also has `UIContentSizeCategory.unspecified`, the value of a trait collection that has no preference. That is
/// not a size, so it is not a case here: an unspecified category is `nil` in ``TraitCollection/preferredContentSizeCategory``
/// (spelled `.unspecified` too, as in UIKit) and resolves to the type scale's default category (see
/// ``TypeScale/defaultCategory``), which is what a device shows when the setting was never changed.
///
/// The names each API uses — UIKit's raw values and case names, SwiftUI's `DynamicTypeSize`, and short names — are in
/// `ContentSizeCategory+Names.swift`.
///
/// Source: Apple developer documentation, `UIContentSizeCategory` and `DynamicTypeSize`
/// (developer.apple.com/documentation/uikit/uicontentsizecategory, …/swiftui/dynamictypesize).
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// `UIContentSizeCategory.extraSmall`, SwiftUI `.xSmall`.
    case extraSmall
    /// `UIContentSizeCategory.small`, SwiftUI `.small`.
    case small
    /// `UIContentSizeCategory.medium`, SwiftUI `.medium`.
    case medium
    /// `UIContentSizeCategory.large`, SwiftUI `.large`: the default.
    case large
    /// `UIContentSizeCategory.extraLarge`, SwiftUI `.xLarge`.
    case extraLarge
    /// `UIContentSizeCategory.extraExtraLarge`, SwiftUI `.xxLarge`.
    case extraExtraLarge
    /// `UIContentSizeCategory.extraExtraExtraLarge`, SwiftUI `.xxxLarge`: the largest size without the accessibility switch.
    case extraExtraExtraLarge
    /// `UIContentSizeCategory.accessibilityMedium`, SwiftUI `.accessibility1`.
    case accessibility1
    /// `UIContentSizeCategory.accessibilityLarge`, SwiftUI `.accessibility2`.
    case accessibility2
    /// `UIContentSizeCategory.accessibilityExtraLarge`, SwiftUI `.accessibility3`.
    case accessibility3
    /// `UIContentSizeCategory.accessibilityExtraExtraLarge`, SwiftUI `.accessibility4`.
    case accessibility4
    /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`, SwiftUI `.accessibility5`: the largest size.
    case accessibility5

    /// The category a device uses until the person changes it.
    public static let `default`: ContentSizeCategory = .large

    /// Whether this is one of the five sizes behind the Larger Accessibility Sizes switch (AX1 … AX5).
    ///
    /// Source: developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory.
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// This category limited to `range`, as SwiftUI's `.dynamicTypeSize(range)` and UIKit's
    /// `minimumContentSizeCategory` / `maximumContentSizeCategory` limit what a view sees.
    public func clamped(to range: ClosedRange<ContentSizeCategory>) -> ContentSizeCategory {
        min(max(self, range.lowerBound), range.upperBound)
    }

    /// This category limited to at most `range.upperBound` (`...extraExtraExtraLarge`).
    public func clamped(to range: PartialRangeThrough<ContentSizeCategory>) -> ContentSizeCategory {
        min(self, range.upperBound)
    }

    /// This category limited to at least `range.lowerBound` (`large...`).
    public func clamped(to range: PartialRangeFrom<ContentSizeCategory>) -> ContentSizeCategory {
        max(self, range.lowerBound)
    }
}
