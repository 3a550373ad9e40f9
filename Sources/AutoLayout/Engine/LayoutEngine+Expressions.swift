/// A tree constraint made into terms for the solver: each side a sum of frame variables in the coordinates of the
/// items' nearest common ancestor, mirrored right to left where the constraint names leading or trailing; the
/// constant part of each side (margins, the safe area, baselines) is left to ``LayoutEngine/offset(_:_:_:)``.
extension LayoutEngine {
    /// A tree constraint's terms for the solver, `first − multiplier × second` without constants, each side in the
    /// coordinates of the items' nearest common ancestor.
    func treeExpression(
        for constraint: LayoutConstraint, baselineShape: TreeExpression.BaselineShape
    ) throws(LayoutError) -> TreeExpression {
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
        let firstFactor = add(
            firstItem, constraint.firstAttribute, hasBaselines: baselineShape.contains(.firstIsContentLastBaseline),
            times: 1)
        var secondFactor = 0.0
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            secondFactor = add(
                item, attribute, hasBaselines: baselineShape.contains(.secondIsContentLastBaseline),
                times: -constraint.multiplier)
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
    static func hasOffset(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Bool {
        if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline { return true }
        if let guide = item as? LayoutGuide { return guide.kind != .free }
        return false
    }

    /// Whether a side of a constraint holds in the mirror image: right to left, a constraint with leading or trailing
    /// has its positions measured from the right edge of the common ancestor (x′ = width − x), so that
    /// `b.leading == a.trailing + 8` puts b 8 points to a's left.
    func mirroredSide(_ constraint: LayoutConstraint, _ attribute: LayoutAttribute) -> Bool {
        treeExpressionsDirection == .rightToLeft && attribute.axis == .horizontal && !attribute.isDimension
            && (constraint.firstAttribute.horizontalFamily == .directional
                || constraint.secondAttribute?.horizontalFamily == .directional)
    }

    /// The item and attribute a constraint's side stands for on screen: leading and trailing resolved for the
    /// direction, a view's margin attributes as the edges of its margins guide.
    func resolved(_ item: LayoutItem, _ attribute: LayoutAttribute) -> (LayoutItem, LayoutAttribute) {
        let attribute = attribute.resolved(for: treeExpressionsDirection ?? layoutDirection)
        if attribute.isMargin, let view = item as? View { return (view.layoutMarginsGuide, attribute.withoutMargin) }
        return (item, attribute)
    }

    /// Adds `factor ×` an item's attribute in `owner`'s coordinates, less its constant part (``offset(_:_:_:)``), to
    /// `terms`: sums of frame variables, baselines at the content's offsets from the top (the top and bottom for a
    /// view without baselines, as UIKit documents).
    func addTerms(
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

    /// Adds `factor ×` where an item starts along `axis` in `owner`'s coordinates (`owner` is the item's view or one
    /// of its ancestors) to `terms`: the positions of its superviews up to `owner`'s, then its own.
    func addOrigin(
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
}
