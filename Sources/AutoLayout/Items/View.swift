/// A rectangle in a tree of views, laid out by constraints: `UIView`'s part in Auto Layout — its frame in its
/// superview's coordinates, intrinsic content size (through ``IntrinsicContent``), content hugging and compression
/// resistance, layout margins, guides, and the constraints installed on it.
///
/// Defaults are UIView's: no intrinsic size, hugging 250 and compression resistance 750 on both axes, margins of 8 on
/// every side (`shared/reference/auto-layout.md` §2–§3).
open class View: LayoutItem {
    /// The subviews, back to front (``addSubview(_:)``, ``removeFromSuperview()``).
    public var subviews: [View] { stored.subviews }
    public private(set) weak var superview: View?
    /// The guides added to the view (its ``layoutMarginsGuide`` and ``safeAreaLayoutGuide`` are not among them: their
    /// edges follow the view's margins and safe area).
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// The constraints installed on the view (``LayoutConstraint/isActive`` installs a constraint on the nearest
    /// common ancestor of its items, as UIKit does).
    public var constraints: [LayoutConstraint] { stored.constraints }

    /// What gives the view an intrinsic size and baselines; `nil` for none.
    public var content: (any IntrinsicContent)? {
        get { stored.content }
        set { stored.content = newValue }
    }
    /// How much the view resists growing beyond its intrinsic size.
    public var contentHuggingPriority: AxisPriorities {
        get { stored.contentHuggingPriority }
        set { stored.contentHuggingPriority = newValue }
    }
    /// How much the view resists shrinking below its intrinsic size.
    public var contentCompressionResistancePriority: AxisPriorities {
        get { stored.contentCompressionResistancePriority }
        set { stored.contentCompressionResistancePriority = newValue }
    }
    /// The margins, by side or by reading direction.
    public var margins: Margins {
        get { stored.margins }
        set { stored.margins = newValue }
    }
    /// How far the safe area is inset from the view's edges: set on the root view for the screen's notch and home
    /// indicator (the engine does not carry it down to subviews that reach under them).
    public var safeAreaInsets: EdgeInsets {
        get { stored.safeAreaInsets }
        set { stored.safeAreaInsets = newValue }
    }
    /// Whether the margins are measured from the safe area rather than the bounds: UIKit's default, `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { stored.insetsLayoutMarginsFromSafeArea }
        set { stored.insetsLayoutMarginsFromSafeArea = newValue }
    }
    /// Whether the view is laid out by its ``frame`` and ``autoresizingMask`` instead of by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { stored.translatesAutoresizingMaskIntoConstraints }
        set { stored.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    /// Hidden views are laid out as UIKit lays them out, but findings never name them.
    public var isHidden: Bool {
        get { stored.isHidden }
        set { stored.isHidden = newValue }
    }

    /// What an engine reads of every view at every layout, kept in one value of the module's own behind the public
    /// properties: a public stored property of a class is checked for exclusive access at run time at each read, one
    /// the module alone sees, only ever read or written at once, as this is, is checked when the module is compiled.
    struct Stored {
        var subviews: [View] = []
        var constraints: [LayoutConstraint] = []
        var content: (any IntrinsicContent)?
        var contentHuggingPriority = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
        var contentCompressionResistancePriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        var margins: Margins = .absolute(EdgeInsets(all: 8))
        var safeAreaInsets: EdgeInsets = .zero
        var insetsLayoutMarginsFromSafeArea = true
        var translatesAutoresizingMaskIntoConstraints = false
        var isHidden = false
    }
    var stored = Stored()

    /// For a view laid out by its frame: which parts grow with the superview.
    public var autoresizingMask: AutoresizingMask = []
    /// The frame a view laid out by its autoresizing mask was designed at, and the superview size it was designed in
    /// (`designSuperviewSize`): the mask says how the frame follows the superview from there.
    public var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The superview's size the frame was designed in (Interface Builder stores it): what the mask's growth is measured from.
    public var designSuperviewSize: Size?
    /// A view with an identifier results and diagnostics name it by.
    public override init(identifier: String) {
        super.init(identifier: identifier)
    }

    override var coordinateOwner: View? { superview }

    /// Adds `view` as the last subview (taking it from its former superview).
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        stored.subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` among the subviews at `index` (clamped to them; taking it from its former superview), as
    /// `UIView.insertSubview(_:at:)`: later subviews are in front of earlier ones.
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        stored.subviews.insert(view, at: min(max(index, 0), stored.subviews.count))
        view.superview = self
    }

    /// Takes the view out of its superview, and with it, as UIKit does, every constraint installed above it that
    /// refers to it or a view below it (those installed inside the subtree go with it).
    public func removeFromSuperview() {
        guard let superview else { return }
        let leaving = Set(subtree.map(ObjectIdentifier.init))
        func refersToLeaving(_ item: LayoutItem?) -> Bool {
            guard let item, let view = LayoutConstraint.view(of: item) else { return false }
            return leaving.contains(ObjectIdentifier(view))
        }
        for ancestor in [superview] + superview.ancestors {
            let removed = ancestor.constraints.filter { refersToLeaving($0.firstItem) || refersToLeaving($0.secondItem) }
            LayoutConstraint.deactivate(removed)
        }
        superview.stored.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Adds a guide the view owns.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.layoutGuides.removeAll { $0 === guide }
        layoutGuides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide the view owns, and with it, as UIKit does, every constraint that refers to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for view in [self] + ancestors {
            LayoutConstraint.deactivate(view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide })
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's margins as a guide: its edges are the view's margin attributes (`leadingMargin` …).
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(
        .margins, of: self, identifier: identifier + ".layoutMarginsGuide")

    /// The safe area: the view's bounds inset by ``safeAreaInsets``.
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(
        .safeArea, of: self, identifier: identifier + ".safeAreaLayoutGuide")

    /// The first line's baseline (the top for a view without baselines).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last line's baseline (the bottom for a view without baselines).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    /// The view and every view below it, depth first, each view before its subviews, subviews in order.
    public var subtree: [View] {
        var views: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            views.append(view)
            pending += view.subviews.reversed()
        }
        return views
    }

    /// How many superviews are above it (0 for a root).
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// The topmost view above it, or itself.
    var root: View {
        var top = self
        while let up = top.superview { top = up }
        return top
    }

    /// The view's ancestors, its superview first.
    public var ancestors: [View] {
        var chain: [View] = []
        var current = superview
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }
}

extension View {
    /// The margins as left and right for `direction`, from the bounds (the safe area added when the margins are
    /// measured from it).
    func effectiveMargins(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        var insets = margins.resolved(for: direction)
        if insetsLayoutMarginsFromSafeArea {
            insets.top += safeAreaInsets.top
            insets.left += safeAreaInsets.left
            insets.bottom += safeAreaInsets.bottom
            insets.right += safeAreaInsets.right
        }
        return insets
    }
}

/// A priority per axis.
public struct AxisPriorities: Hashable, Sendable {
    /// The priority along the horizontal axis.
    public var horizontal: Priority
    /// The priority along the vertical axis.
    public var vertical: Priority

    /// A priority for each axis.
    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along `axis`.
    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// A view's layout margins: `layoutMargins` (left, right) or `directionalLayoutMargins` (leading, trailing).
public enum Margins: Hashable, Sendable {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    /// The margins as left and right for `direction`.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        switch self {
        case .absolute(let insets): insets
        case .directional(let insets): insets.resolved(for: direction)
        }
    }
}
