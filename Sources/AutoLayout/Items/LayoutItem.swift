/// Something constraints place: a ``View`` or a ``LayoutGuide`` — four values in its owner's coordinates (x, y,
/// width, height), and anchors to make constraints with.
open class LayoutItem {
    /// What diagnostics and results call it.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    /// The view whose coordinates this item's frame is in: a view's superview, a guide's owning view.
    var coordinateOwner: View? { nil }

    // MARK: - Anchors

    /// The leading edge: left, or right in a right-to-left layout.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The left edge, whatever the direction.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

/// An invisible rectangle a view owns, placed by constraints like a subview: `UILayoutGuide` (spacing guides,
/// the safe area). Its frame is in the owning view's coordinates.
public final class LayoutGuide: LayoutItem {
    /// The view that owns it.
    public internal(set) weak var owningView: View?
    /// What places the guide: constraints, or its view's margins or safe area.
    let kind: Kind
    /// How many active constraints name the guide (``LayoutConstraint/activate(_:)`` counts them): a free guide
    /// gets a frame of its own in a layout only while some do, as in UIKit's engine.
    var activeConstraintCount = 0

    enum Kind {
        /// Placed by constraints: four values of its own.
        case free
        /// The view's `layoutMarginsGuide`: its edges are the view's margins.
        case margins
        /// The view's `safeAreaLayoutGuide`: its edges are the view's bounds inset by the safe area.
        case safeArea
    }

    /// A guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public override init(identifier: String) {
        kind = .free
        super.init(identifier: identifier)
    }

    /// One of a view's own guides, named after it (`root.layoutMarginsGuide`).
    init(_ kind: Kind, of view: View, identifier: String) {
        self.kind = kind
        super.init(identifier: identifier)
        owningView = view
    }

    override var coordinateOwner: View? { owningView }
}
