/// The axis along which a stack lays out its items.
public enum StackAxis: String, Sendable, Codable {
    case horizontal
    case vertical
}

/// When side-by-side items should stack vertically instead: the common Dynamic Type adaptation of switching a
/// `UIStackView`'s axis (or SwiftUI's `HStack` to a `VStack`) once text grows large.
///
/// The rule: vertical when the content-size category is at or above ``verticalThreshold`` (default: AX1, so that
/// `isAccessibilityCategory` decides, the usual UIKit idiom), or — when ``stacksInCompactWidth`` is set — when the
/// horizontal size class is compact. Otherwise horizontal. By default a row stays side by side until the
/// accessibility sizes on every device, iPhones (compact width) included: the idiom apps use. An unspecified category
/// is read as `defaultCategory` (large).
public struct StackAxisRule: Hashable, Sendable {
    /// The smallest category that stacks vertically.
    public var verticalThreshold: ContentSizeCategory
    /// Whether a compact horizontal size class stacks vertically too, at every category (off by default).
    public var stacksInCompactWidth: Bool

    /// A rule with this threshold and compact-width behaviour.
    public init(verticalThreshold: ContentSizeCategory = .accessibility1, stacksInCompactWidth: Bool = false) {
        self.verticalThreshold = verticalThreshold
        self.stacksInCompactWidth = stacksInCompactWidth
    }

    /// The axis for a view with these traits.
    public func axis(for traits: TraitCollection, defaultCategory: ContentSizeCategory = .large) -> StackAxis {
        let category = traits.preferredContentSizeCategory ?? defaultCategory
        if category >= verticalThreshold { return .vertical }
        if stacksInCompactWidth && traits.horizontalSizeClass == .compact { return .vertical }
        return .horizontal
    }
}
