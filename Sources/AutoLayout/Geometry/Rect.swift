/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 0 × 0.
    public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in a view's coordinates, as `CGRect`: origin at the top left, y growing down.
public struct Rect: Hashable, Sendable {
    /// The left edge, in the superview's coordinates.
    public var x: Double
    /// The top edge, in the superview's coordinates.
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The rectangle at (`x`, `y`), `width` × `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether the two overlap with positive area (touching edges do not).
    public func intersects(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        minX < other.maxX - tolerance && other.minX < maxX - tolerance && minY < other.maxY - tolerance
            && other.minY < maxY - tolerance
    }

    /// Whether `other` lies inside this one (to within `tolerance`).
    public func contains(_ other: Rect, tolerance: Double = 1e-6) -> Bool {
        other.minX >= minX - tolerance && other.maxX <= maxX + tolerance && other.minY >= minY - tolerance
            && other.maxY <= maxY + tolerance
    }
}
