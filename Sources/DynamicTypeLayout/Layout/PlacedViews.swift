import AutoLayout

/// A solved tree's views as findings and pictures read them: each with its frame in its superview's coordinates and
/// in the root's, and which are hidden, themselves or under a hidden view.
package struct PlacedViews {
    /// The views in the order of `View.subtree` (each after its superview), as the layout lists their frames.
    package let views: [View]
    /// Each view's frame in its superview's coordinates, by position in ``views``.
    package let frames: [Rect]
    /// Each view's frame in the root's coordinates.
    package let absolute: [ObjectIdentifier: Rect]
    /// The views hidden themselves or under a hidden view.
    package let hidden: Set<ObjectIdentifier>

    package init(views: [View], result: LayoutResult) {
        self.views = views
        frames = result.frames.map(\.frame)
        var absolute: [ObjectIdentifier: Rect] = [:]
        absolute.reserveCapacity(views.count)
        var hidden: Set<ObjectIdentifier> = []
        for (view, placed) in zip(views, frames) {
            var frame = placed
            if let superview = view.superview {
                if let origin = absolute[ObjectIdentifier(superview)] {
                    frame.x += origin.x
                    frame.y += origin.y
                }
                if hidden.contains(ObjectIdentifier(superview)) { hidden.insert(ObjectIdentifier(view)) }
            }
            if view.isHidden { hidden.insert(ObjectIdentifier(view)) }
            absolute[ObjectIdentifier(view)] = frame
        }
        self.absolute = absolute
        self.hidden = hidden
    }

    /// Whether `view` is hidden, itself or under a hidden view.
    package func isHidden(_ view: View) -> Bool { hidden.contains(ObjectIdentifier(view)) }
}
