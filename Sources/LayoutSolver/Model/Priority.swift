/// How much a constraint matters, as `UILayoutPriority`: 1 to 1000, where 1000 is required.
///
/// Priorities are ordered, not weighted (Apple, `NSLayoutConstraint.priority`: "Higher priority constraints are
/// satisfied before lower priority constraints"): the solver satisfies each priority as well as the higher ones allow,
/// so no number of constraints broken at 249 outweighs one broken at 250. Fractional priorities are real (stack views
/// use 999.5). See `shared/reference/auto-layout.md` §1.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value, 1…1000.
    public let value: Float

    /// A priority of `value`, clamped to 1…1000 (as UIKit clamps what it is given); `nil` for NaN.
    public init?(_ value: Float) {
        guard !value.isNaN else { return nil }
        self.value = min(max(value, 1), 1000)
    }

    private init(exactly value: Float) {
        self.value = value
    }

    /// 1000: must hold. UIKit's `.required`.
    public static let required = Priority(exactly: 1000)
    /// 750: UIKit's `.defaultHigh` (default compression resistance).
    public static let defaultHigh = Priority(exactly: 750)
    /// 250: UIKit's `.defaultLow` (default content hugging).
    public static let defaultLow = Priority(exactly: 250)
    /// 50: UIKit's `.fittingSizeLevel`, which `systemLayoutSizeFitting` pulls the fitting size at.
    public static let fittingSizeLevel = Priority(exactly: 50)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// `1000`, `999.5`, `250`.
    public var description: String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
