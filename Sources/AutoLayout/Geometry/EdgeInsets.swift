/// Insets on the four sides, left and right as on screen: `UIEdgeInsets`, as `UIView.layoutMargins` takes them.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge, whatever the direction.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets, 0 unless given.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static let zero = EdgeInsets()
}

/// Insets by reading direction: `NSDirectionalEdgeInsets`, as `UIView.directionalLayoutMargins` takes them — leading
/// is the left in left-to-right layouts and the right in right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge: the left one left to right, the right one right to left.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    /// Insets, 0 unless given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// These insets as left and right for `direction`.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// The reading direction a layout is made for, as `UIUserInterfaceLayoutDirection`: leading and trailing are the left
/// and right edges in left-to-right layouts and the other way round in right-to-left ones.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
