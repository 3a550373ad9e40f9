import PackageSupport

/// Something wrong with a solved layout that the constraints themselves allowed.
public enum LayoutFinding: Hashable, Sendable, CustomStringConvertible {
    /// A view made smaller than its intrinsic size on an axis: its content (text, an image) is cut or truncated.
    case compressed(view: String, axis: Axis, intrinsic: Double, actual: Double)
    /// A view that reaches outside its superview's bounds, where a clipping superview or the screen cuts it.
    case outsideSuperview(view: String, superview: String)

    /// The view the finding is about.
    public var view: String {
        switch self {
        case .compressed(let view, _, _, _), .outsideSuperview(let view, _): view
        }
    }

    /// A line naming the view and what was found: `title: width 96 is less than its content's 180`.
    public var description: String {
        switch self {
        case .compressed(let view, let axis, let intrinsic, let actual):
            "\(view): \(axis == .horizontal ? "width" : "height") \(DecimalText.of(actual, maximumDecimals: 3)) is less "
                + "than its content's \(DecimalText.of(intrinsic, maximumDecimals: 3))"
        case .outsideSuperview(let view, let superview):
            "\(view): reaches outside \(superview)"
        }
    }
}
