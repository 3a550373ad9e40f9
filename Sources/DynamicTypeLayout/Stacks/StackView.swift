import AutoLayout
import DynamicType

/// A view that lays its arranged subviews out in a row or a column, as `UIStackView` does: entirely by the
/// constraints it generates, the same ones UIStackView generates (named as UIKit names them: `UISV-spacing`, `UISV-canvas-connection` …), made again
/// whenever the arrangement changes — views added, hidden or shown, a property set.
///
/// ```swift
/// let row = StackView(identifier: "row", arrangedSubviews: [icon, title])
/// row.axis = .horizontal
/// row.alignment = .firstBaseline
/// row.spacing = 8
/// ```
///
/// Defaults are UIStackView's: horizontal, fill, fill, spacing 0, not relative to margins or baselines. Like
/// UIStackView, a stack view has no intrinsic size of its own.
public final class StackView: View {
    /// The views arranged, in order along the axis; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// The direction the views follow one another.
    public var axis: Axis = .horizontal
    /// How the views share the length along the axis.
    public var distribution: Distribution = .fill
    /// How the views are placed across the axis.
    public var alignment: Alignment = .fill
    /// The space between neighbours, in points (``spacingUseSystem`` for the system's).
    public var spacing = 0.0
    /// Whether the views are laid out within the stack's layout margins rather than its bounds.
    public var isLayoutMarginsRelativeArrangement = false
    /// In a vertical stack: whether the spacing runs from one view's last baseline to the next one's first.
    public var isBaselineRelativeArrangement = false
    /// When set, the axis follows the traits of each layout instead of ``axis``: side by side until the rule says to
    /// stack (by default from the first accessibility size), as an app switches `axis` in `traitCollectionDidChange`.
    public var axisRule: StackAxisRule?

    /// `UIStackView.spacingUseSystem`: the spacing that stands for the system's standard spacing
    /// (``LayoutEngine/systemSpacing``).
    public static let spacingUseSystem = Double.greatestFiniteMagnitude

    /// How arranged views share the length along the axis (`UIStackView.Distribution`).
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        /// The views fill the stack; their hugging and compression resistance decide who grows or shrinks.
        case fill
        /// The views fill the stack, each as long as the others.
        case fillEqually
        /// The views fill the stack in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their lengths; the gaps between them are equal.
        case equalSpacing
        /// The views keep their lengths; their centres are equally far apart.
        case equalCentering
    }

    /// How arranged views are placed across the axis (`UIStackView.Alignment`). Interface Builder's `top` and
    /// `bottom` for horizontal stacks are ``leading`` and ``trailing``, as in UIKit.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Each view spans the stack across the axis.
        case fill
        /// Against the top (horizontal stacks) or the leading edge (vertical).
        case leading
        /// Horizontal stacks only: the views' first baselines in line.
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Against the bottom (horizontal stacks) or the trailing edge (vertical).
        case trailing
        /// Horizontal stacks only: the views' last baselines in line.
        case lastBaseline

        /// `top`, as Interface Builder writes it for a horizontal stack: ``leading``.
        public static let top = Alignment.leading
        /// `bottom`: ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// The constraints made for the current arrangement, and what they were made for.
    private var generated: (key: StackArrangement.Key, constraints: [LayoutConstraint], guides: [(guide: LayoutGuide, axis: Axis)])?

    /// Whether a frame value of the stack's own guides (spanners and gaps) is one their constraints leave free on
    /// purpose: each is placed on one axis only, as UIKit's spacers are, and the other is not ambiguity to report.
    func leavesFree(_ ambiguity: Ambiguity) -> Bool {
        guard let generated else { return false }
        return generated.guides.contains { guide, axis in
            guide.identifier == ambiguity.item
                && (axis == .horizontal
                    ? ambiguity.attribute == .y || ambiguity.attribute == .height
                    : ambiguity.attribute == .x || ambiguity.attribute == .width)
        }
    }

    /// A stack named `identifier` arranging `arrangedSubviews` (each becomes a subview, in order).
    public init(identifier: String, arrangedSubviews: [View] = []) {
        super.init(identifier: identifier)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views (and of the subviews).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index`, making it a subview if it is not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Makes the stack's constraints for its arrangement now (its axis by ``axisRule`` in `traits`, views hidden,
    /// intrinsic sizes for a proportional distribution), keeping the ones it has when nothing they depend on changed,
    /// so that a layout after a category change re-solves rather than rebuilds. Arranged views that are no longer
    /// subviews are arranged no more.
    ///
    /// - Throws: ``LayoutError`` if a generated constraint cannot be activated (its items share no view).
    func arrange(in traits: TraitCollection) throws(LayoutError) {
        if let axisRule { axis = axisRule.axis(for: traits) == .vertical ? .vertical : .horizontal }
        // Arranged views taken out of the stack's subviews are arranged no more (UIKit drops them too).
        if arrangedSubviews.contains(where: { $0.superview !== self }) { arrangedSubviews.removeAll { $0.superview !== self } }
        if generated?.key.holds(for: self) == true { return }
        let arrangement = StackArrangement(self)
        if let generated {
            LayoutConstraint.deactivate(generated.constraints)
            for (guide, _) in generated.guides { removeLayoutGuide(guide) }
        }
        let (constraints, guides) = arrangement.make()
        for (guide, _) in guides { addLayoutGuide(guide) }
        try LayoutConstraint.activate(constraints)
        generated = (arrangement.key, constraints, guides)
    }
}
