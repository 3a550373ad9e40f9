/// A tree constraint as a layout expressed it: its terms for the solver, which follow from the tree's shape and the
/// direction alone, and how to work out its constant afresh from what can change between layouts (the constant
/// itself, margins, the safe area, baselines). The engine keeps them between layouts
/// (``LayoutEngine/makeConstraints(_:_:into:)``), so that a layout after a category change works out
/// only the constants again.
struct TreeExpression {
    /// (Held, so that an identity compared is never a freed constraint's.)
    let constraint: LayoutConstraint
    /// The constraint's identity, compared without loading the reference.
    let identity: ObjectIdentifier
    /// `first − multiplier × second`, without constants, each side in the items' common ancestor's coordinates.
    let terms: LinearExpression
    /// What each side's offset (``LayoutEngine/offset(_:_:_:)``) counts in the constant: 0 for a side that has none
    /// (a view's edge, centre or size), −1 for the first side measured from the common ancestor's right edge (right
    /// to left, ``LayoutEngine/mirroredSide(_:_:)``), 1 otherwise; the second side's times −multiplier.
    let firstOffsetFactor: Double
    let secondOffsetFactor: Double
    /// Which sides are a last baseline of a view with baselines: the terms depend on it.
    let baselineShape: BaselineShape
    /// Where each side's offset comes from, for a side that has one: found once, so that a layout in place reads
    /// the view's margins or content without loading the constraint's items.
    let firstOffset: OffsetSource?
    let secondOffset: OffsetSource?

    /// Which sides of a constraint are the last baseline of a view whose content has baselines. Such a side is the
    /// view's top plus an offset, where the last baseline of a view without baselines is its bottom (as UIKit
    /// documents): the same constraint has other terms when its views gain or lose baselines.
    struct BaselineShape: OptionSet, Equatable {
        let rawValue: UInt8

        /// The first side is the last baseline of a view with baselines.
        static let firstIsContentLastBaseline = BaselineShape(rawValue: 1 << 0)
        /// The second side is the last baseline of a view with baselines.
        static let secondIsContentLastBaseline = BaselineShape(rawValue: 1 << 1)
    }

    /// What a side's offset (``LayoutEngine/offset(_:_:_:)``) reads: the attribute resolved for the direction and
    /// onto a guide, and the view whose margins or safe area inset the guide, or whose content has the baselines, by
    /// its place among the views laid out (places stand as long as the expressions do: when the views change or
    /// move, the engine starts again, ``LayoutEngine/makeVariablesIfNeeded(for:superviews:)``).
    struct OffsetSource {
        let attribute: LayoutAttribute
        let insets: LayoutGuide.Kind?
        let place: Int
    }
}
