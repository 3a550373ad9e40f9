/// Lays out a tree of views by its constraints, as UIKit's layout engine does for a window: every active constraint
/// of the tree, the intrinsic-size constraints its views' content implies (hugging and compression resistance), and
/// the constraints an autoresizing mask implies, solved by one ``LayoutSolver`` with priorities in order.
///
/// ```swift
/// let root = View(identifier: "root")
/// let title = View(identifier: "title")
/// root.addSubview(title)
/// title.content = FixedContent(size: IntrinsicSize(width: 120, height: 20))
/// try LayoutConstraint.activate([
///     root.widthAnchor.constraint(equalToConstant: 390),
///     root.heightAnchor.constraint(equalToConstant: 844),
///     title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
/// ])
/// let result = try LayoutEngine(root: root).layout()
/// result.frame(of: "title")   // x 8, y 8, 120 × 20
/// ```
///
/// Each view has four variables: its frame in its superview's coordinates, as `UIView.frame` (the root's origin is
/// (0, 0)); a constraint relates its items in the coordinates of their nearest common ancestor, so the contents of
/// two cells stay apart and the solver lays them out as separate blocks.
///
/// The engine keeps what it solved. ``layout(findingAmbiguity:)`` reads the tree again each time: when only numbers changed — a
/// constant, an intrinsic size after a content-size category change, a baseline — it re-solves from the previous
/// solution (the solver's dual simplex); when constraints or views were added or removed it builds again.
///
/// Not `Sendable`: like the views it reads, an engine belongs to one task; its results are values.
public final class LayoutEngine {
    /// The spacing between two items that `constraint(equalToSystemSpacingAfter:multiplier:)` and the Visual Format
    /// Language's `-` stand for: 8 points. Apple publishes no figure; 8 is what UIKit is seen to use between views
    /// that hold no text (`shared/reference/auto-layout.md` §3). Spacing between baselines depends on the fonts and
    /// is not modelled here.
    public static let systemSpacing: Double = 8

    /// The view laid out; it has no superview, and its origin is (0, 0).
    public let root: View
    /// Which way leading and trailing run.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The most times a layout solves while views whose height depends on their width are measured at the widths
    /// they were given (UIKit iterates the same way for multi-line labels).
    public var maximumPasses = 8

    var solver = LayoutSolver()
    /// Each item's variables, by the item's identity.
    var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The items that have variables, in the order their variables were made.
    var itemsWithVariables: [ObjectIdentifier] = []
    /// What each variable is, by its index: the item's identifier and the frame value.
    var variableMeanings: [(item: String, attribute: FrameAttribute)] = []
    /// The constraints in the solver, in the order added (a spec's index is its solver identity's); their constants
    /// are those they were added with: ``appliedConstants`` has the ones in the solver now.
    var applied: [ConstraintSpec] = []
    /// What each constraint in the solver is, by the spec's index: what decides whether a layout can change it in
    /// place.
    var appliedShapes: [ConstraintSpec.Shape] = []
    /// The constant of each constraint in the solver now, by the spec's index.
    var appliedConstants: [Double] = []
    /// The solver's identity of each constraint in ``applied``, by the spec's index (the sizes held at ≥ 0 come
    /// before them in the solver).
    var solverIDs: [ConstraintID] = []
    /// Every item's width and height variable, in the order the variables were made.
    var sizeVariables: [Variable] = []
    /// The sizes held at ≥ 0 in the solver, by index, ahead of the layout's constraints
    /// (`valuesWithoutNegativeSizes()`); whether each variable is among them, by its index.
    var heldNonNegative: [Variable] = []
    /// The most sizes held all at once (`valuesWithoutNegativeSizes()`); a test lowers it.
    var heldAtOnceLimit = LayoutEngine.defaultHeldAtOnceLimit
    var isHeldNonNegative: [Bool] = []
    /// The direction the solver's constraints were made for.
    var appliedDirection: UserInterfaceLayoutDirection?
    /// The widths at which width-dependent content was last measured, by each view's place in the tree's order
    /// (``View/subtree``'s); `nil` for a view whose height does not depend on its width.
    var measuredWidths: [Double?] = []
    /// Each view's place in the tree's order, by its identity, for the last layout's tree.
    var viewPlaces: [ObjectIdentifier: Int] = [:]
    /// The views' variables, by place.
    var viewVariables: [ItemVariables] = []
    /// What each item's frame is in (its superview, a guide's view), in the order of `itemsWithVariables`: the shape
    /// of the tree the cached expressions were made for.
    var itemOwners: [ObjectIdentifier?] = []
    /// The tree's constraints in the order the last layout met them, each with its terms for the solver: a layout
    /// after a category change works out only their constants again (``makeConstraints(_:_:into:)``).
    var treeExpressions: [TreeExpression] = []
    /// The direction `treeExpressions` were made for: the layout's, once it is being made (read in its inner loops
    /// rather than the public property, which the runtime checks for exclusive access at every read).
    var treeExpressionsDirection: UserInterfaceLayoutDirection?

    /// An engine for the tree under `root`.
    public init(root: View, layoutDirection: UserInterfaceLayoutDirection = .leftToRight) {
        self.root = root
        self.layoutDirection = layoutDirection
    }

    /// Lays the tree out as it is now: the views' variables (made again when the items changed), their content
    /// measured, the constraints put into the solver — only their constants when nothing else changed — and solved,
    /// again while a view whose height depends on its width was measured at another width than it got. No item's
    /// width or height comes out negative: a size that would is held at 0 or more, as UIKit holds it
    /// (`valuesWithoutNegativeSizes()`).
    ///
    /// - Parameter findingAmbiguity: Whether to look for frame values nothing decides (it costs a walk over every
    ///   variable; UIKit looks only when asked, too).
    /// - Throws: ``LayoutError`` when the root has a superview, or a constraint's items no longer share an ancestor
    ///   in the tree. Constraints that cannot all hold do not throw: they are reported in the result.
    public func layout(findingAmbiguity: Bool = true) throws(LayoutError) -> LayoutResult {
        guard root.superview == nil else {
            throw .invalidTree("\(root.identifier): the view laid out must be the root of its tree (it has a superview)")
        }
        let (views, superviews) = Self.subtree(of: root)
        makeVariablesIfNeeded(for: views, superviews: superviews)
        let widthDependent = views.indices.filter { views[$0].content?.heightDependsOnWidth == true }
        var contents = Contents(measured: views.indices.map { measure(views[$0], atWidth: measuredWidths[$0]) }, places: viewPlaces)
        var passes = 0
        var values: [Double] = []
        while true {
            passes += 1
            if let constants = try constantsInPlace(views, contents) {
                setConstants(constants)
            } else {
                apply(try makeSpecs(views, contents))
            }
            values = valuesWithoutNegativeSizes()
            var widths = [Double?](repeating: nil, count: views.count)
            var settled = true
            for place in widthDependent {
                let width = values[viewVariables[place].width.index]
                if !(measuredWidths[place].map { abs($0 - width) < 1e-9 } ?? false) { settled = false }
                widths[place] = width
            }
            measuredWidths = widths
            if settled || passes >= maximumPasses { break }
            for place in widthDependent { contents.measured[place] = measure(views[place], atWidth: widths[place]) }
        }
        return result(views, superviews, contents, values: values, passes: passes, findingAmbiguity: findingAmbiguity)
    }
}
