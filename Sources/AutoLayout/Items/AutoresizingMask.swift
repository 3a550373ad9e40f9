/// Which parts of a view grow when its superview does, for a view laid out by its frame rather than by constraints
/// (`translatesAutoresizingMaskIntoConstraints`): `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// UIKit's bits: `UIView.AutoresizingMask`'s raw values.
    public let rawValue: Int

    /// The mask of these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The distance from the superview's left edge grows.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance from the superview's right edge grows.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance from the superview's top grows.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance from the superview's bottom grows.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
