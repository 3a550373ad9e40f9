import DynamicType

/// When a set of constraints is active: a test of the traits a layout is at, its content-size category among them —
/// what an app's `traitCollectionDidChange(_:)` decides when it activates one set of constraints and deactivates
/// another (``AdaptiveLayout/activate(_:when:)``).
public struct TraitCondition: Sendable {
    /// Whether the constraints hold in `traits`.
    public let holds: @Sendable (TraitCollection) -> Bool

    /// A condition that holds when `holds` says so.
    public init(_ holds: @escaping @Sendable (TraitCollection) -> Bool) {
        self.holds = holds
    }

    /// At the five accessibility categories (`UIContentSizeCategory.isAccessibilityCategory`).
    public static let accessibilityCategory = TraitCondition { $0.preferredContentSizeCategory.isAccessibilityCategory }

    /// Below the accessibility categories.
    public static let notAccessibilityCategory = TraitCondition {
        !$0.preferredContentSizeCategory.isAccessibilityCategory
    }

    /// At `category` or above.
    public static func category(atLeast category: ContentSizeCategory) -> TraitCondition {
        TraitCondition { ($0.preferredContentSizeCategory ?? .large) >= category }
    }

    /// Below `category`.
    public static func category(below category: ContentSizeCategory) -> TraitCondition {
        TraitCondition { ($0.preferredContentSizeCategory ?? .large) < category }
    }

    /// In a horizontal size class.
    public static func horizontalSizeClass(_ sizeClass: SizeClass) -> TraitCondition {
        TraitCondition { $0.horizontalSizeClass == sizeClass }
    }

    /// In a vertical size class.
    public static func verticalSizeClass(_ sizeClass: SizeClass) -> TraitCondition {
        TraitCondition { $0.verticalSizeClass == sizeClass }
    }
}
