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
    /// The constraints in the solver, in the order added (a spec's index is its solver identity's).
    private var applied: [ConstraintSpec] = []
    private var solverIDs: [ConstraintID] = []
    /// The direction the solver's constraints were made for.
    private var appliedDirection: UserInterfaceLayoutDirection?
    /// The widths at which width-dependent content was last measured, by view.
    private var measuredWidths: [ObjectIdentifier: Double] = [:]
    /// What each item's frame is in (its superview, a guide's view), in the order of `itemsWithVariables`: the shape
    /// of the tree the cached expressions were made for.
    private var itemOwners: [ObjectIdentifier?] = []
    /// The tree's constraints in the order the last layout met them, each with its expression for the solver less
    /// its constant, when that depends on nothing but the tree's shape and the direction (no margins, safe area or
    /// baselines, which can change between layouts): a layout after a category change makes only the rest again.
    /// (The constraints are held, so that an identity compared is never a freed constraint's.)
    private var treeExpressions: [(constraint: LayoutConstraint, expression: LinearExpression?)] = []
    /// The direction `treeExpressions` were made for.
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
        let views = root.subtree
        makeVariablesIfNeeded(for: views)
        let widthDependent = views.filter { $0.content?.heightDependsOnWidth == true }
        var contents = measure(views, atWidths: measuredWidths)
        var passes = 0
        while true {
            passes += 1
            apply(try makeSpecs(views, contents))
            let widths = Dictionary(uniqueKeysWithValues: widthDependent.map {
                (ObjectIdentifier($0), solver.value(of: variables[ObjectIdentifier($0)]!.width))
            })
            let settled = widths.allSatisfy { key, width in measuredWidths[key].map { abs($0 - width) < 1e-9 } ?? false }
            measuredWidths = widths
            if settled || passes >= maximumPasses { break }
            for (key, content) in measure(widthDependent, atWidths: widths) { contents[key] = content }
        }
        return result(views, contents, passes: passes, findingAmbiguity: findingAmbiguity)
    }

    // MARK: - Variables

    /// Gives every view, and every guide of its own that a constraint places, its variables; when the items are not
    /// those of the last layout, the solver starts again.
    private func makeVariablesIfNeeded(for views: [View]) {
        var items: [LayoutItem] = views
        var guides: Set<ObjectIdentifier> = []
        func placed(_ item: LayoutItem?) {
            if let guide = item as? LayoutGuide, guide.kind == .free, guides.insert(ObjectIdentifier(guide)).inserted {
                items.append(guide)
            }
        }
        for view in views {
            for constraint in view.constraints {
                placed(constraint.firstItem)
                placed(constraint.secondItem)
            }
        }
        let identities = items.map(ObjectIdentifier.init)
        let owners = items.map { $0.coordinateOwner.map(ObjectIdentifier.init) }
        if owners != itemOwners {
            itemOwners = owners
            treeExpressions = []  // a view moved: the expressions' coordinates did
        }
        guard identities != itemsWithVariables else { return }
        treeExpressions = []
        solver = LayoutSolver()
        variables = [:]
        variableMeanings = []
        applied = []
        solverIDs = []
        itemsWithVariables = identities
        for item in items {
            func make(_ attribute: FrameAttribute) -> Variable {
                // (Unnamed: the engine names what the solver reports by `variableMeanings`.)
                variableMeanings.append((item.identifier, attribute))
                return solver.makeVariable()
            }
            let isRoot = item === root
            variables[ObjectIdentifier(item)] = ItemVariables(
                x: isRoot ? nil : make(.x), y: isRoot ? nil : make(.y), width: make(.width), height: make(.height))
        }
    }

    // MARK: - Content

    /// What a view's content says, at the width the engine gave it.
    struct Measured {
        var size: IntrinsicSize
        var baselines: BaselineOffsets?
    }

    /// The content of `views` measured: widths as the content likes them; heights and baselines, for content whose
    /// height depends on its width, at the width in `widths` (as it likes without one).
    private func measure(_ views: [View], atWidths widths: [ObjectIdentifier: Double]) -> [ObjectIdentifier: Measured] {
        var measured: [ObjectIdentifier: Measured] = [:]
        for view in views {
            guard let content = view.content else { continue }
            var size = content.intrinsicContentSize(forWidth: nil)
            var width: Double?
            if content.heightDependsOnWidth, let given = widths[ObjectIdentifier(view)] {
                width = given
                size.height = content.intrinsicContentSize(forWidth: given).height
            }
            measured[ObjectIdentifier(view)] = Measured(size: size, baselines: content.baselineOffsets(forWidth: width))
        }
        return measured
    }

    // MARK: - Constraints

    /// Every constraint of the layout: each view's implied ones (autoresizing, intrinsic size), then those installed
    /// on it, views in tree order.
    private func makeSpecs(_ views: [View], _ contents: [ObjectIdentifier: Measured]) throws(LayoutError)
        -> [ConstraintSpec]
    {
        if treeExpressionsDirection != layoutDirection {
            treeExpressions = []
            treeExpressionsDirection = layoutDirection
        }
        var specs: [ConstraintSpec] = []
        specs.reserveCapacity(applied.count)
        let cached = treeExpressions
        var made: [(constraint: LayoutConstraint, expression: LinearExpression?)] = []
        made.reserveCapacity(cached.count)
        for view in views {
            let own = variables[ObjectIdentifier(view)]!
            if view.translatesAutoresizingMaskIntoConstraints {
                let superview = view.superview.map { variables[ObjectIdentifier($0)]! }
                specs += ImpliedConstraints.autoresizing(of: view, own, superview: superview)
            }
            if let measured = contents[ObjectIdentifier(view)] {
                ImpliedConstraints.addIntrinsicSize(of: view, own, measured.size, to: &specs)
            }
            for constraint in view.constraints {
                let place = made.count
                let solverConstraint: Constraint
                var shape: LinearExpression?
                if place < cached.count, cached[place].constraint === constraint, let expression = cached[place].expression {
                    guard constraint.constant.isFinite else { throw .notFinite(constraint.name) }
                    shape = expression
                    solverConstraint = Constraint(
                        expression, constraint.relation, LinearExpression(constant: constraint.constant),
                        priority: constraint.priority, identifier: constraint.identifier)
                } else {
                    solverConstraint = try self.solverConstraint(for: constraint, contents)
                    if Self.dependsOnlyOnShape(constraint) {
                        shape = solverConstraint.expression + constraint.constant
                    }
                }
                made.append((constraint, shape))
                specs.append(ConstraintSpec(constraint: solverConstraint, origin: .tree(constraint)))
            }
        }
        treeExpressions = made
        return specs
    }

    /// Whether a constraint's expression follows from the tree's shape and the direction alone: no margins (of a
    /// view or its margins guide), no safe area, no baselines.
    private static func dependsOnlyOnShape(_ constraint: LayoutConstraint) -> Bool {
        func onShape(_ item: LayoutItem?, _ attribute: LayoutAttribute?) -> Bool {
            guard let attribute else { return true }
            if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline { return false }
            if let guide = item as? LayoutGuide, guide.kind != .free { return false }
            return true
        }
        return onShape(constraint.firstItem, constraint.firstAttribute)
            && onShape(constraint.secondItem, constraint.secondAttribute)
    }

    /// A tree constraint as the solver's: `first relation multiplier × second + constant`, each side in the
    /// coordinates of the items' nearest common ancestor.
    private func solverConstraint(for constraint: LayoutConstraint, _ contents: [ObjectIdentifier: Measured])
        throws(LayoutError) -> Constraint
    {
        // A constant changed after activation is checked here (activation checked the rest).
        guard constraint.constant.isFinite else { throw .notFinite(constraint.name) }
        let owner = try constraint.commonAncestor()
        guard owner.root === root else { throw .noCommonAncestor(constraint.name) }
        // Right to left, a constraint with leading or trailing holds in the mirror image: its positions measured
        // from the right edge of the common ancestor (x′ = width − x), so that `b.leading == a.trailing + 8` puts b
        // 8 points to a's left.
        let mirrored =
            layoutDirection == .rightToLeft
            && (constraint.firstAttribute.horizontalFamily == .directional
                || constraint.secondAttribute?.horizontalFamily == .directional)
        let ownerWidth = variables[ObjectIdentifier(owner)]!.width
        func side(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
            let value = expression(item, attribute, in: owner, contents)
            return mirrored && attribute.axis == .horizontal && !attribute.isDimension ? ownerWidth - value : value
        }
        // (The items are alive: the common ancestor was found through them.)
        guard let firstItem = constraint.firstItem else { throw .notInAView(constraint.name) }
        let first = side(firstItem, constraint.firstAttribute)
        var second = LinearExpression(constant: constraint.constant)
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            second.add(side(item, attribute), times: constraint.multiplier)
        }
        return Constraint(
            first, constraint.relation, second, priority: constraint.priority, identifier: constraint.identifier)
    }

    /// An item's attribute in `owner`'s coordinates: leading and trailing resolved for the direction, margins as the
    /// edges of the view's margins guide, baselines at the content's offsets from the top (the top and bottom for a
    /// view without baselines, as UIKit documents).
    private func expression(
        _ item: LayoutItem, _ attribute: LayoutAttribute, in owner: View, _ contents: [ObjectIdentifier: Measured]
    ) -> LinearExpression {
        var item = item
        var attribute = attribute.resolved(for: layoutDirection)
        if attribute.isMargin, let view = item as? View {
            item = view.layoutMarginsGuide
            attribute = attribute.withoutMargin
        }
        let axis = attribute.axis
        switch attribute {
        case .width, .height:
            return span(of: item, axis, in: owner, withOrigin: false).length
        case .left, .top:
            return span(of: item, axis, in: owner).origin
        case .right, .bottom:
            let span = span(of: item, axis, in: owner)
            return span.origin + span.length
        case .centerX, .centerY:
            let span = span(of: item, axis, in: owner)
            return span.origin + 0.5 * span.length
        case .firstBaseline, .lastBaseline:
            let span = span(of: item, .vertical, in: owner)
            let baselines = contents[ObjectIdentifier(item)]?.baselines
            if attribute == .firstBaseline {
                return baselines.map { span.origin + $0.first } ?? span.origin
            }
            return baselines.map { span.origin + $0.last } ?? span.origin + span.length
        case .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
            // Resolved above: leading and trailing by direction, margins onto the margins guide (a guide's margin
            // attribute is refused when the constraint is activated).
            preconditionFailure("\(attribute.name) is resolved before it is expressed")
        }
    }

    /// An item's extent along `axis` in `owner`'s coordinates (`owner` is the item's view or one of its ancestors):
    /// where it starts — worked out only when asked, since a size needs none — and its length.
    private func span(of item: LayoutItem, _ axis: Axis, in owner: View, withOrigin: Bool = true)
        -> (origin: LinearExpression, length: LinearExpression)
    {
        let horizontal = axis == .horizontal
        if let view = item as? View {
            let own = variables[ObjectIdentifier(view)]!
            let length = LinearExpression(horizontal ? own.width : own.height)
            guard withOrigin, view !== owner, let superview = view.superview, let position = horizontal ? own.x : own.y
            else { return (LinearExpression(), length) }
            var origin = origin(of: superview, axis, in: owner)
            origin.add(position, 1)
            return (origin, length)
        }
        let guide = item as! LayoutGuide
        let view = guide.owningView!
        var local: (origin: LinearExpression, length: LinearExpression)
        switch guide.kind {
        case .free:
            let own = variables[ObjectIdentifier(guide)]!
            local = (LinearExpression((horizontal ? own.x : own.y)!), LinearExpression(horizontal ? own.width : own.height))
        case .margins:
            local = bounds(of: view, axis, insetBy: view.effectiveMargins(for: layoutDirection))
        case .safeArea:
            local = bounds(of: view, axis, insetBy: view.safeAreaInsets)
        }
        if withOrigin { local.origin.add(origin(of: view, axis, in: owner)) }
        return local
    }

    /// Where `view`'s own coordinates start along `axis`, in `owner`'s.
    private func origin(of view: View, _ axis: Axis, in owner: View) -> LinearExpression {
        var origin = LinearExpression()
        var current = view
        while current !== owner, let superview = current.superview {
            let own = variables[ObjectIdentifier(current)]!
            origin.add((axis == .horizontal ? own.x : own.y)!, 1)
            current = superview
        }
        return origin
    }

    /// A view's bounds inset, along `axis`, in its own coordinates.
    private func bounds(of view: View, _ axis: Axis, insetBy insets: EdgeInsets)
        -> (origin: LinearExpression, length: LinearExpression)
    {
        let own = variables[ObjectIdentifier(view)]!
        return axis == .horizontal
            ? (LinearExpression(constant: insets.left), own.width - (insets.left + insets.right))
            : (LinearExpression(constant: insets.top), own.height - (insets.top + insets.bottom))
    }

    // MARK: - Solving

    /// Puts the constraints into the solver: in place when only constants changed since the last layout (and
    /// nothing was broken, so that a re-solve ends where a fresh solve would), built again otherwise.
    private func apply(_ specs: [ConstraintSpec]) {
        // (Compared by index: iterating the two arrays together would copy every spec.)
        let inPlace =
            appliedDirection == layoutDirection && solver.conflicts.isEmpty && specs.count == applied.count
            && specs.indices.allSatisfy { specs[$0].differsOnlyInConstant(from: applied[$0]) }
        if inPlace {
            for index in specs.indices
            where specs[index].constraint.expression.constant != applied[index].constraint.expression.constant {
                solver.setConstant(specs[index].constraint.expression.constant, of: solverIDs[index])
            }
        } else {
            solver = LayoutSolver()
            for _ in variableMeanings { _ = solver.makeVariable() }
            solverIDs = specs.map { solver.add($0.constraint) }
            appliedDirection = layoutDirection
        }
        applied = specs
    }

    // MARK: - Results

    private func result(
        _ views: [View], _ contents: [ObjectIdentifier: Measured], passes: Int, findingAmbiguity: Bool
    ) -> LayoutResult {
        var frames: [ViewFrame] = []
        var findings: [LayoutFinding] = []
        var frameOf: [ObjectIdentifier: Rect] = [:]
        for view in views {
            let own = variables[ObjectIdentifier(view)]!
            let frame = Rect(
                x: own.x.map(solver.value(of:)) ?? 0, y: own.y.map(solver.value(of:)) ?? 0,
                width: solver.value(of: own.width), height: solver.value(of: own.height))
            frames.append(ViewFrame(view: view.identifier, frame: frame))
            frameOf[ObjectIdentifier(view)] = frame
            guard !view.isHidden else { continue }
            if let size = contents[ObjectIdentifier(view)]?.size {
                for (axis, intrinsic, actual) in [
                    (Axis.horizontal, size.width, frame.width), (.vertical, size.height, frame.height),
                ] {
                    if let intrinsic, actual < intrinsic - Self.tolerance {
                        findings.append(.compressed(view: view.identifier, axis: axis, intrinsic: intrinsic, actual: actual))
                    }
                }
            }
            if let superview = view.superview, let bounds = frameOf[ObjectIdentifier(superview)],
                !Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).contains(frame, tolerance: Self.tolerance)
            {
                findings.append(.outsideSuperview(view: view.identifier, superview: superview.identifier))
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
