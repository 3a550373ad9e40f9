/// A solved layout: every view's frame, and what went wrong.
public struct LayoutResult: Sendable {
    /// Each view's frame in its superview's coordinates (`UIView.frame`), the solver's exact values, root first,
    /// then depth first in subview order.
    public var frames: [ViewFrame]
    /// Required constraints that could not all hold, each with the one broken.
    public var unsatisfiable: [UnsatisfiableConstraints]
    /// Frame values nothing decides.
    public var ambiguous: [Ambiguity]
    /// Views compressed below their content or reaching outside their superviews, in tree order.
    public var findings: [LayoutFinding]
    /// How many times the solver ran: 1, or more when a view's height depends on its width (a multi-line label,
    /// measured at the width it was given and solved again until the widths hold still).
    public var passes: Int

    /// The frame of the view named `identifier`.
    public func frame(of identifier: String) -> Rect? {
        frames.first { $0.view == identifier }?.frame
    }

    /// Whether nothing is unsatisfiable, ambiguous or found.
    public var isClean: Bool { unsatisfiable.isEmpty && ambiguous.isEmpty && findings.isEmpty }
}

/// A view's identifier and its frame.
public struct ViewFrame: Hashable, Sendable {
    /// The view's identifier.
    public var view: String
    /// Its frame in its superview's coordinates, as `UIView.frame`.
    public var frame: Rect

    /// The frame of `view`.
    public init(view: String, frame: Rect) {
        self.view = view
        self.frame = frame
    }
}
