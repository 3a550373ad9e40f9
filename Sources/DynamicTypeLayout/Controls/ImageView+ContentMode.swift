extension ImageView {
    /// How an image view draws its image in its bounds, as `UIView.ContentMode` (UIKit's default: ``scaleToFill``).
    ///
    /// UIKit's header says what each does to the image (`UIView.h`): the three scaling modes draw all of it in the
    /// bounds — stretched (``scaleToFill``), "scaled to fit with fixed aspect. remainder is transparent"
    /// (``scaleAspectFit``), "scaled to fill with fixed aspect. some portion of content may be clipped"
    /// (``scaleAspectFill``, cropping by design); the others keep it at its size: "contents remain same size.
    /// positioned adjusted" (``center``, and the edges and corners it is pinned to), so bounds smaller than the image
    /// cut it. ``redraw`` ("redraw on bounds change (calls -setNeedsDisplay)") names no scaling, and is taken as
    /// keeping the image's size.
    public enum ContentMode: String, Hashable, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
            topRight, bottomLeft, bottomRight

        /// Whether the image is drawn scaled to the bounds (``scaleToFill``, ``scaleAspectFit``,
        /// ``scaleAspectFill``), so that bounds smaller than the image show all of it smaller instead of cutting it.
        public var scalesImage: Bool {
            self == .scaleToFill || self == .scaleAspectFit || self == .scaleAspectFill
        }
    }
}
