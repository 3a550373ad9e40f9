import PackageSupport

/// A relation between two attributes of layout items, `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant` (no second item: a constant), at a priority: `NSLayoutConstraint`.
///
/// Made with the anchors API (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`), the Visual
/// Format Language, or ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:priority:identifier:)``.
/// UIKit's combination rules are checked when it is activated (``activate(_:)``): an error names what was combined
/// with what.
///
/// A constraint does not keep its items alive (`NSLayoutConstraint`'s are `unowned(unsafe)`; here they are weak): a
/// view keeps the constraints installed on it, and a constraint that kept its items would make a cycle of every one
/// installed on a view it places (a size, a subview pinned to its superview), and a tree would never be freed. While a
/// constraint is active its items are alive (they are in the tree it is installed on); one kept after its items were
/// freed has `nil` there.
public final class LayoutConstraint {
    /// The first item, `nil` once it has been freed.
    public private(set) weak var firstItem: LayoutItem?
    /// The attribute of the first item the constraint relates.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public let relation: Relation
    /// The second item: `nil` for a constraint against a constant (``secondAttribute`` is `nil` then too), or once it
    /// has been freed.
    public private(set) weak var secondItem: LayoutItem?
    /// The attribute of the second item; `nil` for a constraint against a constant.
    public let secondAttribute: LayoutAttribute?
    /// What the second attribute is multiplied by (1 unless given).
    public let multiplier: Double
    /// The constant; the next layout of an engine that laid it out re-solves from where it was, without rebuilding.
    public var constant: Double {
        get { storedConstant }
        set { storedConstant = newValue }
    }
    /// 1 to 1000 (required); higher priorities are satisfied first, in order.
    public var priority: Priority {
        get { storedPriority }
        set { storedPriority = newValue }
    }
    // (Stored apart from the public properties, which an engine reads for every constraint at every layout, for the
    // reason `View.Stored` gives.)
    private var storedConstant: Double
    private var storedPriority: Priority
    /// What diagnostics call it (an unsatisfiable set lists identifiers); `nil` names it by its equation.
    public var identifier: String?
    /// Whether it takes part in layout: installed on the nearest common ancestor of its items.
    public private(set) var isActive = false
    /// The view it is installed on while active.
    private weak var installedOn: View?

    /// `item.attribute relation multiplier × toItem.attribute + constant`, as `NSLayoutConstraint(item:attribute:
    /// relatedBy:toItem:attribute:multiplier:constant:)`.
    public init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: Relation, toItem: LayoutItem? = nil,
        attribute secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.relation = relation
        self.secondItem = toItem
        self.secondAttribute = toItem == nil ? nil : (secondAttribute ?? attribute)
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.identifier = identifier
    }

    /// This constraint at `priority` (before it is activated).
    public func priority(_ priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// This constraint named `identifier`.
    public func identifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// `title.leading == root.leadingMargin + 16 @750`: the constraint as an equation.
    public var equation: String {
        var text = "\(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.rawValue)"
        if let secondAttribute {
            text += multiplier == 1 ? "" : " \(DecimalText.of(multiplier)) ×"
            text += " \(Self.name(of: secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += constant > 0 ? " + \(DecimalText.of(constant))" : " − \(DecimalText.of(-constant))" }
        } else {
            text += " \(DecimalText.of(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// Its identifier, or its equation.
    public var name: String { identifier ?? equation }

    /// An item's identifier; a freed one is "(freed)".
    private static func name(of item: LayoutItem?) -> String { item?.identifier ?? "(freed)" }


    // MARK: - Activation

    /// Activates the constraints: each is checked against UIKit's rules and installed on the nearest common ancestor
    /// of its items.
    ///
    /// - Throws: ``LayoutError`` for the first that breaks a rule or whose items share no ancestor; none is then
    ///   activated.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var owners: [View] = []
        for constraint in constraints {
            try constraint.validate()
            owners.append(try constraint.commonAncestor())
        }
        for (constraint, owner) in zip(constraints, owners) where !constraint.isActive {
            owner.stored.constraints.append(constraint)
            constraint.installedOn = owner
            constraint.isActive = true
            constraint.countOnGuides(by: 1)
        }
    }

    /// Deactivates the constraints: uninstalls each from the view it was installed on.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.isActive {
            if let owner = constraint.installedOn { owner.stored.constraints.removeAll { $0 === constraint } }
            constraint.installedOn = nil
            constraint.isActive = false
            constraint.countOnGuides(by: -1)
        }
    }

    /// Counts the constraint on the guides it names (``LayoutGuide/activeConstraintCount``), once a guide.
    private func countOnGuides(by change: Int) {
        let first = firstItem as? LayoutGuide, second = secondItem as? LayoutGuide
        first?.activeConstraintCount += change
        if let second, second !== first { second.activeConstraintCount += change }
    }

    /// The nearest view that contains both items (an item's own view counts: a view contains its guides).
    func commonAncestor() throws(LayoutError) -> View {
        guard let firstItem, let first = Self.view(of: firstItem) else { throw .notInAView(name) }
        guard secondAttribute != nil else { return first }
        guard let secondItem, let second = Self.view(of: secondItem) else { throw .notInAView(name) }
        // Most constraints are within a view, between a view and its superview, or between siblings: found without
        // climbing to the root for the depths.
        if first === second { return first }
        let (firstSuperview, secondSuperview) = (first.superview, second.superview)
        if firstSuperview === second { return second }
        if secondSuperview === first { return first }
        if let firstSuperview, firstSuperview === secondSuperview { return firstSuperview }
        // Both climbed to the same depth, then together until they meet.
        var (a, b) = (first, second)
        var (depthA, depthB) = (a.depth, b.depth)
        while depthA > depthB, let up = a.superview { (a, depthA) = (up, depthA - 1) }
        while depthB > depthA, let up = b.superview { (b, depthB) = (up, depthB - 1) }
        while a !== b {
            guard let upA = a.superview, let upB = b.superview else { throw .noCommonAncestor(name) }
            (a, b) = (upA, upB)
        }
        return a
    }

    /// The view an item is in: a view itself, a guide's owning view.
    static func view(of item: LayoutItem) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    /// UIKit's combination rules (`shared/reference/auto-layout.md` §3), for this constraint's items and attributes.
    package func validate() throws(LayoutError) {
        try Self.checkRules(
            first: firstAttribute, firstIsGuide: firstItem is LayoutGuide, second: secondAttribute,
            secondIsGuide: secondItem is LayoutGuide, multiplier: multiplier, constant: constant, name: name)
    }

    /// UIKit's combination rules: a size only with a size or a constant, never negative when it is a constant;
    /// positions only on one axis, never against a bare constant; leading and trailing never with left and right;
    /// baselines and margins only on views. `name` names the constraint in the error (made only for one).
    static func checkRules(
        first: LayoutAttribute, firstIsGuide: Bool, second: LayoutAttribute?, secondIsGuide: Bool, multiplier: Double,
        constant: Double, name: @autoclosure () -> String
    ) throws(LayoutError) {
        guard multiplier.isFinite, constant.isFinite else { throw .notFinite(name()) }
        for (isGuide, attribute) in [(firstIsGuide, first), (secondIsGuide, second)] {
            guard isGuide, let attribute else { continue }
            if attribute == .firstBaseline || attribute == .lastBaseline { throw .baselineOfGuide(name()) }
            if attribute.isMargin { throw .marginOfGuide(name()) }
        }
        guard let second else {
            guard first.isDimension else { throw .positionAgainstConstant(name()) }
            guard constant >= 0 else { throw .negativeSize(name()) }
            return
        }
        guard multiplier != 0 else { throw .zeroMultiplier(name()) }
        if first.isDimension != second.isDimension {
            // A size against a position (width == leading): UIKit refuses it.
            throw .sizeAgainstPosition(name())
        }
        guard first.axis == second.axis || (first.isDimension && second.isDimension) else { throw .mixedAxes(name()) }
        if let a = first.horizontalFamily, let b = second.horizontalFamily,
            (a == .directional && b == .absolute) || (a == .absolute && b == .directional)
        {
            throw .leadingWithLeft(name())
        }
    }
}
