import AutoLayout
import DynamicType

/// A view tree laid out at one content-size category: the engine's frames and diagnostics, and what a person at that
/// text size would see wrong.
public struct CategoryLayout: Sendable {
    /// The category laid out at.
    public var category: ContentSizeCategory
    /// Every view's frame, constraints that could not all hold, values nothing decides.
    public var layout: LayoutResult
    /// Truncated and clipped labels, compressed views, views outside their superviews, overlapping siblings, in tree
    /// order.
    public var findings: [ViewFinding]

    /// The frame of the view named `identifier`.
    public func frame(of identifier: String) -> Rect? { layout.frame(of: identifier) }

    /// Whether nothing is unsatisfiable, ambiguous or found.
    public var isClean: Bool { layout.unsatisfiable.isEmpty && layout.ambiguous.isEmpty && findings.isEmpty }
}
