/// A horizontal position of an item, to make constraints with: `NSLayoutXAxisAnchor`.
public struct LayoutXAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor.item, anchor.attribute, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor.item, anchor.attribute, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor.item, anchor.attribute, constant)
    }

    /// This anchor `multiplier` × the system spacing after `anchor`:
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`. Between non-text items the system spacing is 8 points
    /// (``LayoutEngine/systemSpacing``; Apple publishes no figure).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, anchor.item, anchor.attribute, LayoutEngine.systemSpacing * multiplier)
    }

    /// At least `multiplier` × the system spacing after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor.item, anchor.attribute, LayoutEngine.systemSpacing * multiplier)
    }

    /// At most `multiplier` × the system spacing after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor.item, anchor.attribute, LayoutEngine.systemSpacing * multiplier)
    }

    private func make(_ relation: Relation, _ other: LayoutItem, _ otherAttribute: LayoutAttribute, _ constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
            constant: constant)
    }
}

/// A vertical position of an item (its top, bottom, center or a baseline): `NSLayoutYAxisAnchor`.
public struct LayoutYAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }

    /// This anchor `multiplier` × the system spacing below `anchor`: `constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, anchor, LayoutEngine.systemSpacing * multiplier)
    }

    /// At least `multiplier` × the system spacing below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, LayoutEngine.systemSpacing * multiplier)
    }

    private func make(_ relation: Relation, _ anchor: LayoutYAxisAnchor, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
            constant: constant)
    }
}

/// A width or height of an item: `NSLayoutDimension`.
public struct LayoutDimension {
    let item: LayoutItem
    let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == constant` (a size of at least 0).
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, constant: constant)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier, constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier, constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }

    private func make(_ relation: Relation, _ anchor: LayoutDimension, _ multiplier: Double, _ constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: multiplier, constant: constant)
    }
}
