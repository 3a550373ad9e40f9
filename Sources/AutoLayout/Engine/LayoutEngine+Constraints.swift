/// Every constraint of a layout, in the one order the solver holds them: a single walk over the tree's views, which
/// both a first solve (``LayoutEngine/makeSpecs(_:_:)``) and a re-solve in place
/// (``LayoutEngine/constantsInPlace(_:_:)``) take, so that the two cannot disagree on it.
extension LayoutEngine {
    /// Hands every constraint of the layout to `sink`, in order: each view's implied ones — its autoresizing mask's,
    /// then its intrinsic size's (width hugging, width compression resistance, the same for the height) — then those
    /// installed on it, views in tree order.
    ///
    /// A tree constraint takes its terms from the last layout's expression (``treeExpressions``) when that is the same
    /// constraint at the same place with the same baselines; only its constant is worked out again. Otherwise a sink
    /// that takes whole constraints (a first solve) gets it expressed now, and the expressions are kept for the next
    /// layout; for one that does not (a re-solve in place) the walk stops there and keeps nothing.
    ///
    /// - Returns: Whether the walk went to the end: not when `sink` declined a constraint, nor, for a sink that does
    ///   not take whole constraints, at a tree constraint the last layout did not express so, or when the last
    ///   layout had more.
    /// - Throws: ``LayoutError`` when a constraint's constant is not finite (activation checked the rest), or its
    ///   items no longer share an ancestor in the tree.
    func makeConstraints<Sink: ConstraintSink>(_ views: [View], _ contents: Contents, into sink: inout Sink)
        throws(LayoutError) -> Bool
    {
        let makesWhole = Sink.takesWholeConstraints
        if treeExpressionsDirection != layoutDirection {
            // The expressions were made for the other direction (or none yet): none stands.
            guard makesWhole else { return false }
            treeExpressions = []
            treeExpressionsDirection = layoutDirection
        }
        // (In locals: the engine's properties are checked for exclusive access at every read. The expressions are
        // changed in the copy, copied at its first change, and kept only once the walk is through: a list changed
        // halfway by a walk that then threw would stand for constraints the solver does not have.)
        var expressions = treeExpressions
        let viewVariables = self.viewVariables
        var tree = 0
        for place in views.indices {
            let view = views[place]
            if view.translatesAutoresizingMaskIntoConstraints {
                let superview = view.superview.map { variables[ObjectIdentifier($0)]! }
                for spec in ImpliedConstraints.autoresizing(of: view, viewVariables[place], superview: superview) {
                    guard sink.take(spec.shape, constant: spec.constraint.expression.constant, spec: spec) else {
                        return false
                    }
                }
            }
            if let size = contents.measured[place]?.size {
                let huggingPriority = view.contentHuggingPriority
                let resistancePriority = view.contentCompressionResistancePriority
                /// Takes a dimension's hugging inequality, then its compression-resistance one; none without an
                /// intrinsic metric.
                func takeIntrinsicSize(_ axis: Axis, _ value: Double?) -> Bool {
                    guard let value else { return true }
                    func take(hugging: Bool, _ priority: Priority) -> Bool {
                        let spec =
                            makesWhole
                            ? ImpliedConstraints.intrinsicSize(
                                of: view, viewVariables[place], axis, value, hugging: hugging, priority: priority)
                            : nil
                        return sink.take(.intrinsicSize(axis, hugging: hugging, priority), constant: -value, spec: spec)
                    }
                    return take(hugging: true, huggingPriority[axis]) && take(hugging: false, resistancePriority[axis])
                }
                guard takeIntrinsicSize(.horizontal, size.width), takeIntrinsicSize(.vertical, size.height) else {
                    return false
                }
            }
            for constraint in view.constraints {
                let given = constraint.constant
                guard given.isFinite else { throw .notFinite(constraint.name) }
                let baselines = baselineShape(of: constraint, contents)
                if !(tree < expressions.count && expressions[tree].identity == ObjectIdentifier(constraint)
                    && expressions[tree].baselineShape == baselines)
                {
                    guard makesWhole else { return false }
                    let expression = try treeExpression(for: constraint, baselineShape: baselines)
                    if tree < expressions.count { expressions[tree] = expression } else { expressions.append(expression) }
                }
                // (Read out of the expression in place: a copy would retain its constraint and terms.)
                let constant = constant(
                    of: constraint, given: given,
                    first: (expressions[tree].firstOffsetFactor, expressions[tree].firstOffset),
                    second: (expressions[tree].secondOffsetFactor, expressions[tree].secondOffset), views, contents)
                let spec =
                    makesWhole
                    ? ConstraintSpec(tree: constraint, terms: expressions[tree].terms, constant: constant) : nil
                guard sink.take(.init(.tree, constraint.relation, constraint.priority), constant: constant, spec: spec)
                else { return false }
                tree += 1
            }
        }
        if makesWhole {
            expressions.removeSubrange(tree...)
            treeExpressions = expressions
        }
        return tree == expressions.count
    }

    /// Every constraint of the layout made whole for the solver (``makeConstraints(_:_:into:)``), the tree's
    /// constraints expressed where the last layout's expressions do not stand.
    func makeSpecs(_ views: [View], _ contents: Contents) throws(LayoutError) -> [ConstraintSpec] {
        var sink = AllSpecs()
        sink.specs.reserveCapacity(applied.count)
        _ = try makeConstraints(views, contents, into: &sink)
        return sink.specs
    }

    /// Which sides of a constraint are the last baseline of a view with baselines (``TreeExpression/BaselineShape``).
    func baselineShape(of constraint: LayoutConstraint, _ contents: Contents) -> TreeExpression.BaselineShape {
        // (The attributes first: an item is a weak reference, loaded only for a last baseline.)
        func hasBaselines(_ item: LayoutItem?) -> Bool {
            guard let item else { return false }
            return contents[item]?.baselines != nil
        }
        var shape: TreeExpression.BaselineShape = []
        if constraint.firstAttribute == .lastBaseline && hasBaselines(constraint.firstItem) {
            shape.insert(.firstIsContentLastBaseline)
        }
        if constraint.secondAttribute == .lastBaseline && hasBaselines(constraint.secondItem) {
            shape.insert(.secondIsContentLastBaseline)
        }
        return shape
    }
}

/// Takes every constraint whole, in order.
private struct AllSpecs: ConstraintSink {
    static var takesWholeConstraints: Bool { true }
    var specs: [ConstraintSpec] = []

    mutating func take(_ shape: ConstraintSpec.Shape, constant: Double, spec: ConstraintSpec?) -> Bool {
        specs.append(spec!)
        return true
    }
}
