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

    private var solver = LayoutSolver()
    /// Each item's variables, by the item's identity.
    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The items that have variables, in the order their variables were made.
    private var itemsWithVariables: [ObjectIdentifier] = []
    /// What each variable is, by its index: the item's identifier and the frame value.
    private var variableMeanings: [(item: String, attribute: FrameAttribute)] = []
    /// The constraints in the solver, in the order added (a spec's index is its solver identity's); their constants
    /// are those they were added with: ``appliedConstants`` has the ones in the solver now.
    private var applied: [ConstraintSpec] = []
    /// What each constraint in the solver is, by the spec's index: what decides whether a layout can change it in
    /// place.
    private var appliedShapes: [ConstraintSpec.Shape] = []
    /// The constant of each constraint in the solver now, by the spec's index.
    private var appliedConstants: [Double] = []
    private var solverIDs: [ConstraintID] = []
    /// The direction the solver's constraints were made for.
    private var appliedDirection: UserInterfaceLayoutDirection?
    /// The widths at which width-dependent content was last measured, by each view's place in the tree's order
    /// (``View/subtree``'s); `nil` for a view whose height does not depend on its width.
    private var measuredWidths: [Double?] = []
    /// Each view's place in the tree's order, by its identity, for the last layout's tree.
    private var viewPlaces: [ObjectIdentifier: Int] = [:]
    /// The views' variables, by place.
    private var viewVariables: [ItemVariables] = []
    /// What each item's frame is in (its superview, a guide's view), in the order of `itemsWithVariables`: the shape
    /// of the tree the cached expressions were made for.
    private var itemOwners: [ObjectIdentifier?] = []
    /// The tree's constraints in the order the last layout met them, each with its terms for the solver: a layout
    /// after a category change works out only their constants again.
    private var treeExpressions: [TreeExpression] = []
    /// The direction `treeExpressions` were made for: the layout's, once it is being made (read in its inner loops
    /// rather than the public property, which the runtime checks for exclusive access at every read).
    private var treeExpressionsDirection: UserInterfaceLayoutDirection?

    /// An engine for the tree under `root`.
    public init(root: View, layoutDirection: UserInterfaceLayoutDirection = .leftToRight) {
        self.root = root
        self.layoutDirection = layoutDirection
    }

    /// Lays the tree out as it is now.
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
        while true {
            passes += 1
            if let constants = try constantsInPlace(views, contents) {
                setConstants(constants)
            } else {
                apply(try makeSpecs(views, contents))
            }
            let values = solver.values()
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
        return result(views, superviews, contents, passes: passes, findingAmbiguity: findingAmbiguity)
    }

    // MARK: - Variables

    /// The views under `root` as ``View/subtree`` orders them, each with its superview's place among them (−1 for
    /// the root; found on the way down, not through each view's weak reference up).
    private static func subtree(of root: View) -> (views: [View], superviews: [Int]) {
        var views: [View] = [root], superviews: [Int] = [-1]
        // Depth first, each view's subviews in order: a stack of the subview lists being walked (a list is retained
        // once, not each view in it twice), each with the place of the view they are in and how far along it is.
        var pending: [(subviews: [View], superview: Int, next: Int)] = [(root.subviews, 0, 0)]
        while !pending.isEmpty {
            let top = pending.count - 1
            let next = pending[top].next
            guard next < pending[top].subviews.count else {
                pending.removeLast()
                continue
            }
            pending[top].next = next + 1
            let view = pending[top].subviews[next]
            let place = views.count
            views.append(view)
            superviews.append(pending[top].superview)
            let subviews = view.subviews
            if !subviews.isEmpty { pending.append((subviews, place, 0)) }
        }
        return (views, superviews)
    }

    /// Gives every view, and every guide of its own that a constraint places, its variables; when the items are not
    /// those of the last layout, the solver starts again.
    private func makeVariablesIfNeeded(for views: [View], superviews: [Int]) {
        // (Identities, not an array of items: every view put in another array is retained, and a view's count, kept
        // in a side table since weak references point at it, is slow to change.)
        var identities = views.map(ObjectIdentifier.init)
        var owners = superviews.map { $0 < 0 ? nil : identities[$0] }
        // A free guide a view owns is placed while an active constraint names it (margins and safe-area guides are
        // their views' bounds, inset).
        var guides: [LayoutGuide] = []
        for view in views where !view.layoutGuides.isEmpty {
            for guide in view.layoutGuides where guide.kind == .free && guide.activeConstraintCount > 0 {
                guides.append(guide)
                identities.append(ObjectIdentifier(guide))
                owners.append(guide.coordinateOwner.map(ObjectIdentifier.init))
            }
        }
        if owners != itemOwners {
            itemOwners = owners
            treeExpressions = []  // a view moved: the expressions' coordinates did
        }
        guard identities != itemsWithVariables else { return }
        // The widths measured at, found again by view in the new order.
        let oldPlaces = viewPlaces, oldWidths = measuredWidths
        viewPlaces = Dictionary(uniqueKeysWithValues: views.indices.map { (identities[$0], $0) })
        measuredWidths = views.map { view in oldPlaces[ObjectIdentifier(view)].flatMap { oldWidths[$0] } }
        treeExpressions = []
        solver = LayoutSolver()
        variables = [:]
        variableMeanings = []
        applied = []
        appliedShapes = []
        appliedConstants = []
        solverIDs = []
        itemsWithVariables = identities
        // (Unnamed: the engine names what the solver reports by `variableMeanings`.)
        var made = solver.makeVariables(count: 4 * identities.count - 2)[...]
        for item in views as [LayoutItem] + guides as [LayoutItem] {
            func make(_ attribute: FrameAttribute) -> Variable {
                variableMeanings.append((item.identifier, attribute))
                return made.removeFirst()
            }
            let isRoot = item === root
            variables[ObjectIdentifier(item)] = ItemVariables(
                x: isRoot ? nil : make(.x), y: isRoot ? nil : make(.y), width: make(.width), height: make(.height))
        }
        viewVariables = views.map { variables[ObjectIdentifier($0)]! }
    }

    // MARK: - Content

    /// What a view's content says, at the width the engine gave it.
    struct Measured {
        var size: IntrinsicSize
        var baselines: BaselineOffsets?
    }

    /// What the views' content says, by each view's place in the tree's order; found by identity for a
    /// constraint's item.
    struct Contents {
        var measured: [Measured?]
        let places: [ObjectIdentifier: Int]

        /// An item's content: a view's; `nil` for a guide or a view without content.
        subscript(item: LayoutItem) -> Measured? {
            places[ObjectIdentifier(item)].flatMap { measured[$0] }
        }
    }

    /// A view's content measured: its width as the content likes it; its height and baselines, for content whose
    /// height depends on its width, at `width` (as it likes without one). `nil` for a view without content.
    private func measure(_ view: View, atWidth width: Double?) -> Measured? {
        guard let content = view.content else { return nil }
        var size = content.intrinsicContentSize(forWidth: nil)
        var given: Double?
        if content.heightDependsOnWidth, let width {
            given = width
            size.height = content.intrinsicContentSize(forWidth: width).height
        }
        return Measured(size: size, baselines: content.baselineOffsets(forWidth: given))
    }

    // MARK: - Constraints

    /// A tree constraint as the last layout expressed it: its terms for the solver, which follow from the tree's
    /// shape and the direction alone, and how to work out its constant afresh from what can change between layouts
    /// (the constant itself, margins, the safe area, baselines).
    struct TreeExpression {
        /// (Held, so that an identity compared is never a freed constraint's.)
        let constraint: LayoutConstraint
        /// The constraint's identity, compared without loading the reference.
        let identity: ObjectIdentifier
        /// `first − multiplier × second`, without constants, each side in the items' common ancestor's coordinates.
        let terms: LinearExpression
        /// What each side's offset (``offset(_:_:_:)``) counts in the constant: 0 for a side that has none (a view's
        /// edge, centre or size), −1 for the first side measured from the common ancestor's right edge (right to left,
        /// ``mirroredSide(_:_:)``), 1 otherwise; the second side's times −multiplier.
        let firstOffsetFactor: Double
        let secondOffsetFactor: Double
        /// Which sides are a last baseline of a view with baselines (bit 0 the first, bit 1 the second): such a side
        /// is its top plus an offset, one without baselines its bottom, so the terms depend on it.
        let baselineShape: UInt8
        /// Where each side's offset comes from, for a side that has one: found once, so that a layout in place reads
        /// the view's margins or content without loading the constraint's items.
        let firstOffset: OffsetSource?
        let secondOffset: OffsetSource?
    }

    /// What a side's offset (``offset(_:_:_:)``) reads: the attribute resolved for the direction and onto a guide,
    /// and the view whose margins or safe area inset the guide, or whose content has the baselines, by its place
    /// among the views laid out (places stand as long as the expressions do: when the views change or move, the
    /// engine starts again, ``makeVariablesIfNeeded(for:superviews:)``).
    struct OffsetSource {
        let attribute: LayoutAttribute
        let insets: LayoutGuide.Kind?
        let place: Int
    }

    /// Every constraint of the layout: each view's implied ones (autoresizing, intrinsic size), then those installed
    /// on it, views in tree order.
    private func makeSpecs(_ views: [View], _ contents: Contents) throws(LayoutError)
        -> [ConstraintSpec]
    {
        if treeExpressionsDirection != layoutDirection {
            treeExpressions = []
            treeExpressionsDirection = layoutDirection
        }
        var specs: [ConstraintSpec] = []
        specs.reserveCapacity(applied.count)
        let cached = treeExpressions
        var made: [TreeExpression] = []
        made.reserveCapacity(cached.count)
        for (place, view) in views.enumerated() {
            let own = viewVariables[place]
            if view.translatesAutoresizingMaskIntoConstraints {
                let superview = view.superview.map { variables[ObjectIdentifier($0)]! }
                specs += ImpliedConstraints.autoresizing(of: view, own, superview: superview)
            }
            if let measured = contents.measured[place] {
                ImpliedConstraints.addIntrinsicSize(of: view, own, measured.size, to: &specs)
            }
            for constraint in view.constraints {
                // A constant changed after activation is checked here (activation checked the rest).
                guard constraint.constant.isFinite else { throw .notFinite(constraint.name) }
                let place = made.count
                let shape = baselineShape(of: constraint, contents)
                let expression =
                    if place < cached.count, cached[place].identity == ObjectIdentifier(constraint),
                        cached[place].baselineShape == shape
                    {
                        cached[place]
                    } else {
                        try treeExpression(for: constraint, baselineShape: shape)
                    }
                made.append(expression)
                var terms = expression.terms
                terms.constant = constant(of: expression, views, contents)
                specs.append(
                    ConstraintSpec(
                        constraint: Constraint(
                            terms, constraint.relation, LinearExpression(), priority: constraint.priority,
                            identifier: constraint.identifier),
                        origin: .tree(constraint)))
            }
        }
        treeExpressions = made
        return specs
    }

    /// Which sides of a constraint are the last baseline of a view with baselines (``TreeExpression/baselineShape``).
    private func baselineShape(of constraint: LayoutConstraint, _ contents: Contents) -> UInt8 {
        // (The attributes first: an item is a weak reference, loaded only for a last baseline.)
        func hasBaselines(_ item: LayoutItem?) -> Bool {
            guard let item else { return false }
            return contents[item]?.baselines != nil
        }
        return (constraint.firstAttribute == .lastBaseline && hasBaselines(constraint.firstItem) ? 1 : 0)
            | (constraint.secondAttribute == .lastBaseline && hasBaselines(constraint.secondItem) ? 2 : 0)
    }

    /// A tree constraint's terms for the solver, `first − multiplier × second` without constants, each side in the
    /// coordinates of the items' nearest common ancestor.
    private func treeExpression(for constraint: LayoutConstraint, baselineShape: UInt8) throws(LayoutError)
        -> TreeExpression
    {
        let owner = try constraint.commonAncestor()
        guard owner.root === root else { throw .noCommonAncestor(constraint.name) }
        var terms = LinearExpression()
        /// Adds `factor ×` a side to the terms; returns what its offset counts.
        func add(_ item: LayoutItem, _ attribute: LayoutAttribute, hasBaselines: Bool, times factor: Double) -> Double {
            var factor = factor
            if mirroredSide(constraint, attribute) {
                terms.add(variables[ObjectIdentifier(owner)]!.width, factor)
                factor = -factor
            }
            addTerms(item, attribute, in: owner, hasBaselines: hasBaselines, times: factor, to: &terms)
            return Self.hasOffset(item, attribute) ? factor : 0
        }
        // (The items are alive: the common ancestor was found through them.)
        guard let firstItem = constraint.firstItem else { throw .notInAView(constraint.name) }
        let firstFactor = add(firstItem, constraint.firstAttribute, hasBaselines: baselineShape & 1 != 0, times: 1)
        var secondFactor = 0.0
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            secondFactor = add(item, attribute, hasBaselines: baselineShape & 2 != 0, times: -constraint.multiplier)
        }
        return TreeExpression(
            constraint: constraint, identity: ObjectIdentifier(constraint), terms: terms, firstOffsetFactor: firstFactor,
            secondOffsetFactor: secondFactor, baselineShape: baselineShape,
            firstOffset: firstFactor != 0 ? offsetSource(firstItem, constraint.firstAttribute) : nil,
            secondOffset: secondFactor != 0
                ? constraint.secondItem.flatMap { item in constraint.secondAttribute.flatMap { offsetSource(item, $0) } }
                : nil)
    }

    /// Whether an item's attribute can have a constant part (``offset(_:_:_:)``): a margin, a baseline, or an edge
    /// of the margins or the safe area.
    private static func hasOffset(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Bool {
        if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline { return true }
        if let guide = item as? LayoutGuide { return guide.kind != .free }
        return false
    }

    /// Whether a side of a constraint holds in the mirror image: right to left, a constraint with leading or trailing
    /// has its positions measured from the right edge of the common ancestor (x′ = width − x), so that
    /// `b.leading == a.trailing + 8` puts b 8 points to a's left.
    private func mirroredSide(_ constraint: LayoutConstraint, _ attribute: LayoutAttribute) -> Bool {
        treeExpressionsDirection == .rightToLeft && attribute.axis == .horizontal && !attribute.isDimension
            && (constraint.firstAttribute.horizontalFamily == .directional
                || constraint.secondAttribute?.horizontalFamily == .directional)
    }

    /// The constant of a tree constraint's expression for the solver, `first − (multiplier × second + constant)`:
    /// its sides' offsets less the constraint's constant.
    private func constant(of expression: TreeExpression, _ views: [View], _ contents: Contents) -> Double {
        constant(
            of: expression.constraint, given: expression.constraint.constant,
            first: (expression.firstOffsetFactor, expression.firstOffset),
            second: (expression.secondOffsetFactor, expression.secondOffset), views, contents)
    }

    /// The same, from the constraint, its constant as read, and each side's offset factor and where its offset
    /// comes from (what a layout in place reads out of its cached expression without copying it): the items are
    /// loaded only for a side without a source (a guide no view has).
    private func constant(
        of constraint: LayoutConstraint, given: Double, first: (factor: Double, source: OffsetSource?),
        second: (factor: Double, source: OffsetSource?), _ views: [View], _ contents: Contents
    ) -> Double {
        var constant = -given
        if first.factor != 0 {
            if let source = first.source {
                constant += first.factor * offset(source, views, contents)
            } else if let item = constraint.firstItem {
                constant += first.factor * offset(item, constraint.firstAttribute, contents)
            }
        }
        if second.factor != 0 {
            if let source = second.source {
                constant += second.factor * offset(source, views, contents)
            } else if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
                constant += second.factor * offset(item, attribute, contents)
            }
        }
        return constant
    }

    /// The item and attribute a constraint's side stands for on screen: leading and trailing resolved for the
    /// direction, a view's margin attributes as the edges of its margins guide.
    private func resolved(_ item: LayoutItem, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute) {
        let attribute = attribute.resolved(for: treeExpressionsDirection ?? layoutDirection)
        if attribute.isMargin, let view = item as? View { return (view.layoutMarginsGuide, attribute.withoutMargin) }
        return (item, attribute)
    }

    /// Adds `factor ×` an item's attribute in `owner`'s coordinates, less its constant part (``offset(_:_:_:)``), to
    /// `terms`: sums of frame variables, baselines at the content's offsets from the top (the top and bottom for a
    /// view without baselines, as UIKit documents).
    private func addTerms(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in owner: View, hasBaselines: Bool, times factor: Double,
        to terms: inout LinearExpression
    ) {
        let (item, attribute) = resolved(item, attribute)
        let axis = attribute.axis
        // A free guide has variables of its own; the margins and the safe area are the view's bounds, inset.
        let sized = (item as? LayoutGuide).map { $0.kind == .free ? $0 : $0.owningView! } ?? item
        let own = variables[ObjectIdentifier(sized)]!
        let length = axis == .horizontal ? own.width : own.height
        switch attribute {
        case .width, .height:
            terms.add(length, factor)
        case .left, .top, .firstBaseline:
            addOrigin(of: item, axis, in: owner, times: factor, to: &terms)
        case .right, .bottom:
            addOrigin(of: item, axis, in: owner, times: factor, to: &terms)
            terms.add(length, factor)
        case .lastBaseline:
            addOrigin(of: item, axis, in: owner, times: factor, to: &terms)
            if !hasBaselines { terms.add(length, factor) }
        case .centerX, .centerY:
            addOrigin(of: item, axis, in: owner, times: factor, to: &terms)
            terms.add(length, 0.5 * factor)
        case .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            // Resolved above: leading and trailing by direction, margins onto the margins guide (a guide's margin
            // attribute is refused when the constraint is activated).
            preconditionFailure("\(attribute.name) is resolved before it is expressed")
        }
    }

    /// The constant part of an item's attribute: what the margins or the safe area inset a guide of a view by, or
    /// a baseline's offset from the view's top. It depends on the item alone, never on the coordinates it is
    /// expressed in (an origin carries no constant).
    private func offset(_ item: LayoutItem, _ attribute: LayoutAttribute, _ contents: Contents)
        -> Double
    {
        let (item, attribute) = resolved(item, attribute)
        var insets = EdgeInsets.zero
        if let guide = item as? LayoutGuide, let view = guide.owningView {
            insets = self.insets(of: view, guide.kind)
        }
        return Self.offset(attribute, insets: insets, baselines: contents[item]?.baselines)
    }

    /// The same from where the offset comes from, found when the constraint was expressed (``OffsetSource``).
    private func offset(_ source: OffsetSource, _ views: [View], _ contents: Contents) -> Double {
        guard let kind = source.insets else {
            return Self.offset(source.attribute, insets: .zero, baselines: contents.measured[source.place]?.baselines)
        }
        return Self.offset(source.attribute, insets: insets(of: views[source.place], kind), baselines: nil)
    }

    /// Where an offset comes from, for a side that has one (``hasOffset(_:_:)``): the view of the item resolved
    /// (a view, or the one whose guide it is) and its place.
    private func offsetSource(_ item: LayoutItem, _ attribute: LayoutAttribute) -> OffsetSource? {
        let (item, attribute) = resolved(item, attribute)
        let guide = item as? LayoutGuide
        guard let view = guide?.owningView ?? item as? View, let place = viewPlaces[ObjectIdentifier(view)] else {
            return nil
        }
        return OffsetSource(attribute: attribute, insets: guide?.kind, place: place)
    }

    /// What a guide of `view` of this kind insets its bounds by.
    private func insets(of view: View, _ kind: LayoutGuide.Kind) -> EdgeInsets {
        switch kind {
        case .free: .zero
        case .margins: view.effectiveMargins(for: treeExpressionsDirection ?? layoutDirection)
        case .safeArea: view.safeAreaInsets
        }
    }

    /// An attribute's offset, given what the bounds are inset by and the content's baselines.
    private static func offset(_ attribute: LayoutAttribute, insets: EdgeInsets, baselines: BaselineOffsets?) -> Double {
        // Along the attribute's axis: where the inset bounds start, and how much shorter than the view they are.
        let (start, shortening) =
            attribute.axis == .horizontal
            ? (insets.left, insets.left + insets.right) : (insets.top, insets.top + insets.bottom)
        switch attribute {
        case .width, .height: return -shortening
        case .left, .top: return start
        case .right, .bottom: return start - shortening
        case .centerX, .centerY: return start - 0.5 * shortening
        case .firstBaseline: return start + (baselines?.first ?? 0)
        case .lastBaseline: return start + (baselines.map(\.last) ?? -shortening)
        default: preconditionFailure("\(attribute.name) is resolved before it is expressed")
        }
    }

    /// Adds `factor ×` where an item starts along `axis` in `owner`'s coordinates (`owner` is the item's view or one
    /// of its ancestors) to `terms`: the positions of its superviews up to `owner`'s, then its own.
    private func addOrigin(
        of item: LayoutItem, _ axis: Axis, in owner: View, times factor: Double, to terms: inout LinearExpression
    ) {
        let horizontal = axis == .horizontal
        func addPositions(from view: View) {
            var current = view
            while current !== owner, let superview = current.superview {
                let own = variables[ObjectIdentifier(current)]!
                terms.add((horizontal ? own.x : own.y)!, factor)
                current = superview
            }
        }
        if let view = item as? View {
            guard view !== owner, let superview = view.superview,
                let position = variables[ObjectIdentifier(view)]!.position(horizontal)
            else { return }
            addPositions(from: superview)
            terms.add(position, factor)
            return
        }
        let guide = item as! LayoutGuide
        if guide.kind == .free { terms.add(variables[ObjectIdentifier(guide)]!.position(horizontal)!, factor) }
        addPositions(from: guide.owningView!)
    }

    /// The constants of the constraints in the solver worked out afresh, when the tree makes the same constraints as
    /// the last layout, with the same terms, relations and priorities — a category change, a wrapping label's second
    /// pass: nothing but the constants is read or made. `nil` when anything else changed (the specs are then made
    /// and compared in full, ``makeSpecs(_:_:)`` and ``apply(_:)``), or when the last layout broke a constraint.
    private func constantsInPlace(_ views: [View], _ contents: Contents) throws(LayoutError)
        -> [Double]?
    {
        guard !applied.isEmpty, appliedDirection == layoutDirection, treeExpressionsDirection == layoutDirection,
            solver.conflicts.isEmpty
        else { return nil }
        // (In locals: the engine's properties are checked for exclusive access at every read.)
        let shapes = appliedShapes, cached = treeExpressions, applied = self.applied
        var constants: [Double] = []
        constants.reserveCapacity(shapes.count)
        var tree = 0
        /// Takes `constant` for the next constraint when that constraint has this shape.
        func next(_ shape: ConstraintSpec.Shape, _ constant: Double) -> Bool {
            guard constants.count < shapes.count, shapes[constants.count] == shape else { return false }
            constants.append(constant)
            return true
        }
        for place in views.indices {
            let view = views[place]
            if view.translatesAutoresizingMaskIntoConstraints {
                let superview = view.superview.map { variables[ObjectIdentifier($0)]! }
                for spec in ImpliedConstraints.autoresizing(of: view, viewVariables[place], superview: superview) {
                    let index = constants.count
                    guard next(spec.shape, spec.constraint.expression.constant),
                        ConstraintSpec.sameTerms(spec.constraint.expression.terms, applied[index].constraint.expression.terms)
                    else { return nil }
                }
            }
            if let size = contents.measured[place]?.size {
                let hugging = view.contentHuggingPriority, resistance = view.contentCompressionResistancePriority
                if let width = size.width {
                    guard next(.init(.widthHugging, .lessThanOrEqual, hugging.horizontal), -width),
                        next(.init(.widthCompressionResistance, .greaterThanOrEqual, resistance.horizontal), -width)
                    else { return nil }
                }
                if let height = size.height {
                    guard next(.init(.heightHugging, .lessThanOrEqual, hugging.vertical), -height),
                        next(.init(.heightCompressionResistance, .greaterThanOrEqual, resistance.vertical), -height)
                    else { return nil }
                }
            }
            for constraint in view.constraints {
                let given = constraint.constant
                guard given.isFinite else { throw .notFinite(constraint.name) }
                guard tree < cached.count, cached[tree].identity == ObjectIdentifier(constraint),
                    cached[tree].baselineShape == baselineShape(of: constraint, contents),
                    next(
                        .init(.tree, constraint.relation, constraint.priority),
                        constant(
                            of: constraint, given: given, first: (cached[tree].firstOffsetFactor, cached[tree].firstOffset),
                            second: (cached[tree].secondOffsetFactor, cached[tree].secondOffset), views, contents))
                else { return nil }
                tree += 1
            }
        }
        return constants.count == shapes.count && tree == cached.count ? constants : nil
    }

    /// Changes the constants of the constraints in the solver to `constants`, by the specs' indices.
    private func setConstants(_ constants: [Double]) {
        let solverIDs = self.solverIDs, old = appliedConstants
        var changes: [(id: ConstraintID, constant: Double)] = []
        for index in constants.indices where constants[index] != old[index] {
            changes.append((solverIDs[index], constants[index]))
        }
        solver.setConstants(changes)
        appliedConstants = constants
    }

    // MARK: - Solving

    /// Puts the constraints into the solver: in place when only constants changed since the last layout (and
    /// nothing was broken, so that a re-solve ends where a fresh solve would), built again otherwise.
    private func apply(_ specs: [ConstraintSpec]) {
        let solver = self.solver
        // (The arrays in locals, and compared field by field: the engine's property, or a spec, read for each
        // would copy every spec.)
        let applied = self.applied
        let inPlace =
            appliedDirection == layoutDirection && solver.conflicts.isEmpty && specs.count == applied.count
            && specs.indices.allSatisfy { index in
                specs[index].constraint.relation == applied[index].constraint.relation
                    && specs[index].constraint.priority == applied[index].constraint.priority
                    && ConstraintSpec.sameTerms(
                        specs[index].constraint.expression.terms, applied[index].constraint.expression.terms)
            }
        if inPlace {
            setConstants(specs.map(\.constraint.expression.constant))
        } else {
            let solver = LayoutSolver()
            _ = solver.makeVariables(count: variableMeanings.count)
            self.solverIDs = specs.map { solver.add($0.constraint) }
            self.solver = solver
            appliedDirection = layoutDirection
        }
        self.applied = specs
        appliedShapes = specs.map(\.shape)
        appliedConstants = specs.map(\.constraint.expression.constant)
    }

    // MARK: - Results

    private func result(
        _ views: [View], _ superviews: [Int], _ contents: Contents, passes: Int, findingAmbiguity: Bool
    ) -> LayoutResult {
        var frames: [ViewFrame] = []
        frames.reserveCapacity(views.count)
        var findings: [LayoutFinding] = []
        let values = solver.values()
        for (place, view) in views.enumerated() {
            let own = viewVariables[place]
            let frame = Rect(
                x: own.x.map { values[$0.index] } ?? 0, y: own.y.map { values[$0.index] } ?? 0,
                width: values[own.width.index], height: values[own.height.index])
            frames.append(ViewFrame(view: view.identifier, frame: frame))
            guard !view.isHidden else { continue }
            if let size = contents.measured[place]?.size {
                for (axis, intrinsic, actual) in [
                    (Axis.horizontal, size.width, frame.width), (.vertical, size.height, frame.height),
                ] {
                    if let intrinsic, actual < intrinsic - Self.tolerance {
                        findings.append(.compressed(view: view.identifier, axis: axis, intrinsic: intrinsic, actual: actual))
                    }
                }
            }
            let superview = superviews[place]
            if superview >= 0, case let bounds = frames[superview].frame,
                !Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).contains(frame, tolerance: Self.tolerance)
            {
                findings.append(.outsideSuperview(view: view.identifier, superview: views[superview].identifier))
            }
        }
        let unsatisfiable = solver.conflicts.map { conflict in
            UnsatisfiableConstraints(
                constraints: conflict.constraints.map { applied[$0.index].name }, broken: applied[conflict.broken.index].name)
        }
        let ambiguous: [Ambiguity] =
            findingAmbiguity
            ? solver.ambiguousVariables().map { variable in
                let meaning = variableMeanings[variable.index]
                return Ambiguity(item: meaning.item, attribute: meaning.attribute)
            } : []
        return LayoutResult(
            frames: frames, unsatisfiable: unsatisfiable, ambiguous: ambiguous, findings: findings, passes: passes)
    }

    /// How far a frame may be from a bound before a finding says so: far below a pixel, far above rounding.
    private static let tolerance = 1e-6
}
