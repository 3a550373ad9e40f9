import AutoLayout

/// A view whose content scrolls, as `UIScrollView`: it has no intrinsic size, its content's size is what the content's
/// constraints to ``contentLayoutGuide`` make it, and its subviews may reach past its bounds without being cut off —
/// findings never name a subview for reaching outside a scroll view.
///
/// As in UIKit (iOS 11 and later), constrain the content to the ``contentLayoutGuide``'s edges (their distance is the
/// scrollable size) and to the ``frameLayoutGuide`` for what stays put (a content as wide as the scroll view:
/// `content.widthAnchor == scroll.frameLayoutGuide.widthAnchor`). Unlike UIKit, constraints to the scroll view's own
/// edges are to its frame, as for any view.
public final class ScrollView: View {
    /// The scrollable content's rectangle: its origin at the scroll view's (no scrolling offset), its size the content's.
    public let contentLayoutGuide: LayoutGuide
    /// The scroll view's frame, as a guide.
    public let frameLayoutGuide: LayoutGuide

    /// A scroll view named `identifier`.
    public override init(identifier: String) {
        // A guide needs no view to be made: both are made first and added to the view once it exists.
        let content = LayoutGuide(identifier: identifier + ".contentLayoutGuide")
        let frame = LayoutGuide(identifier: identifier + ".frameLayoutGuide")
        contentLayoutGuide = content
        frameLayoutGuide = frame
        super.init(identifier: identifier)
        addLayoutGuide(content)
        addLayoutGuide(frame)
        // (Guides of the view itself: these constraints break no rule, so activating them cannot fail.)
        try? LayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: leftAnchor).identifier(identifier + ".content.left"),
            content.topAnchor.constraint(equalTo: topAnchor).identifier(identifier + ".content.top"),
            frame.leftAnchor.constraint(equalTo: leftAnchor).identifier(identifier + ".frame.left"),
            frame.rightAnchor.constraint(equalTo: rightAnchor).identifier(identifier + ".frame.right"),
            frame.topAnchor.constraint(equalTo: topAnchor).identifier(identifier + ".frame.top"),
            frame.bottomAnchor.constraint(equalTo: bottomAnchor).identifier(identifier + ".frame.bottom"),
        ])
    }
}
