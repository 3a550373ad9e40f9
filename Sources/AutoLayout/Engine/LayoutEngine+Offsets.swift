/// The constant part of a tree constraint: what can change between layouts without changing its terms — the
/// constraint's constant, the margins and the safe area that inset a guide, the baselines of a view's content.
extension LayoutEngine {
    /// The constant of a tree constraint's expression for the solver, `first − (multiplier × second + constant)`:
    /// its sides' offsets less the constraint's constant. From the constraint, its constant as read, and each side's
    /// offset factor and where its offset comes from (read out of its expression, ``TreeExpression``, without
    /// copying it): the items are loaded only for a side without a source (a guide no view has).
    func constant(
        of constraint: LayoutConstraint, given: Double, first: (factor: Double, source: TreeExpression.OffsetSource?),
        second: (factor: Double, source: TreeExpression.OffsetSource?), _ views: [View], _ contents: Contents
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

    /// The constant part of an item's attribute: what the margins or the safe area inset a guide of a view by, or
    /// a baseline's offset from the view's top. It depends on the item alone, never on the coordinates it is
    /// expressed in (an origin carries no constant).
    func offset(_ item: LayoutItem, _ attribute: LayoutAttribute, _ contents: Contents) -> Double {
        let (item, attribute) = resolved(item, attribute)
        var insets = EdgeInsets.zero
        if let guide = item as? LayoutGuide, let view = guide.owningView {
            insets = self.insets(of: view, guide.kind)
        }
        return Self.offset(attribute, insets: insets, baselines: contents[item]?.baselines)
    }

    /// The same from where the offset comes from, found when the constraint was expressed
    /// (``TreeExpression/OffsetSource``).
    func offset(_ source: TreeExpression.OffsetSource, _ views: [View], _ contents: Contents) -> Double {
        guard let kind = source.insets else {
            return Self.offset(source.attribute, insets: .zero, baselines: contents.measured[source.place]?.baselines)
        }
        return Self.offset(source.attribute, insets: insets(of: views[source.place], kind), baselines: nil)
    }

    /// Where an offset comes from, for a side that has one (``hasOffset(_:_:)``): the view of the item resolved
    /// (a view, or the one whose guide it is) and its place.
    func offsetSource(_ item: LayoutItem, _ attribute: LayoutAttribute) -> TreeExpression.OffsetSource? {
        let (item, attribute) = resolved(item, attribute)
        let guide = item as? LayoutGuide
        guard let view = guide?.owningView ?? item as? View, let place = viewPlaces[ObjectIdentifier(view)] else {
            return nil
        }
        return TreeExpression.OffsetSource(attribute: attribute, insets: guide?.kind, place: place)
    }

    /// What a guide of `view` of this kind insets its bounds by.
    func insets(of view: View, _ kind: LayoutGuide.Kind) -> EdgeInsets {
        switch kind {
        case .free: .zero
        case .margins: view.effectiveMargins(for: treeExpressionsDirection ?? layoutDirection)
        case .safeArea: view.safeAreaInsets
        }
    }

    /// An attribute's offset, given what the bounds are inset by and the content's baselines.
    static func offset(_ attribute: LayoutAttribute, insets: EdgeInsets, baselines: BaselineOffsets?) -> Double {
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
}
