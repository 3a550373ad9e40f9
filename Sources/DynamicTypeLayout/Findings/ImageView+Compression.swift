import AutoLayout

extension ImageView {
    /// Whether the image view made smaller than its image on `axis` (its image `intrinsic` points there at the
    /// category laid out) is something a person sees wrong: a
    /// ``LayoutFindingKind/compressed(axis:intrinsic:actual:)`` finding.
    ///
    /// - An image view that does not scale its image (``ContentMode/center``, the edges and corners) draws it at its
    ///   size: bounds smaller than the image cut it, at every text size.
    /// - One that scales it (``ContentMode/scaleToFill``, UIKit's default, ``ContentMode/scaleAspectFit``,
    ///   ``ContentMode/scaleAspectFill``) shows all of it smaller: nothing is cut, and at the size the designer laid
    ///   it out at, that is the size they chose for it. It is worth a finding only where the image has grown with
    ///   Dynamic Type past its size at the default text size (`large`) — a symbol that follows a text style, an
    ///   image that adjusts at the accessibility sizes — and the view holds it smaller: there the image stops
    ///   growing with the text beside it.
    func showsCompression(on axis: Axis, intrinsic: Double) -> Bool {
        guard contentMode.scalesImage else { return true }
        guard let imageSize else { return false }
        let atLarge = axis == .horizontal ? imageSize.width : imageSize.height
        return intrinsic > atLarge + LayoutInspection.tolerance
    }
}
