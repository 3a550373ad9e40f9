import AutoLayout
import DynamicTypeLayout

/// Makes a `<constraint>` element's `NSLayoutConstraint`: `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, as Interface Builder stores one.
///
/// Interface Builder's conventions (Xcode's documents; `Fixtures/Layouts/*.xib` exercise each):
/// - `firstItem` left out is the view whose `<constraints>` holds the constraint; `secondItem` left out makes a
///   constraint against the constant (a width or height).
/// - Attributes are `NSLayoutConstraint.Attribute`'s names; `baseline` is the last baseline.
/// - `relation` is `lessThanOrEqual` or `greaterThanOrEqual`, equal when left out; `multiplier` a decimal or a ratio
///   (`131:220`, `1/3`); `priority` 1…1000, required when left out.
/// - `placeholder="YES"` marks a constraint Interface Builder removes at build time: it is not made.
/// - `symbolic="YES"` marks the standard spacing; Xcode stores the value it stands for in `constant`, which is used.
enum ConstraintBuilder {
    /// The constraint, not active; `nil` for a placeholder.
    ///
    /// - Parameters:
    ///   - owner: The view whose `<constraints>` holds it.
    ///   - items: Every view and layout guide of the object, by IB id.
    static func constraint(_ element: DocumentElement, owner: View, items: [String: LayoutItem])
        throws(ElementProblem) -> LayoutConstraint?
    {
        guard try !element.flag("placeholder") else { return nil }
        func item(_ key: String) throws(ElementProblem) -> LayoutItem? {
            guard let id = element[key] else { return nil }
            guard let item = items[id] else {
                throw ElementProblem(
                    element, "\(key)=\"\(id)\" is not a view or layout guide of this object",
                    expected: "the id of a view or guide in the same scene, cell or top-level view")
            }
            return item
        }
        let first = try item("firstItem") ?? owner
        let second = try item("secondItem")
        let firstAttribute = try attribute("firstAttribute", of: element)
        let secondAttribute = second == nil ? nil : try attribute("secondAttribute", of: element)
        let relation =
            try element.choice(
                "relation", ["lessThanOrEqual": Relation.lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual])
            ?? .equal
        let priority = try element.priority("priority") ?? .required
        let constraint = LayoutConstraint(
            item: contentArea(of: first, firstAttribute, facing: second),
            attribute: firstAttribute, relatedBy: relation,
            toItem: second.map { contentArea(of: $0, secondAttribute ?? firstAttribute, facing: first) },
            attribute: secondAttribute,
            multiplier: try multiplier(of: element), constant: try element.number("constant") ?? 0,
            priority: priority, identifier: element["identifier"])
        do {
            try constraint.validate()
        } catch {
            throw ElementProblem(
                element, "a constraint UIKit refuses: \(error)",
                expected: "a position related to a position on the same axis, a size to a size or a constant")
        }
        return constraint
    }

    /// `item`, or its content area when `item` is a scroll view, `attribute` one of its edges and `other` its content:
    /// "Constraints between the edges or margins of the scroll view and its content attach to the scroll view's
    /// content area. Constraints between the height, width, or centers attach to the scroll view's frame" (Auto Layout
    /// Guide, "Working with Scroll Views"). Documents made before Xcode 11's content layout guide, or with it turned
    /// off, size a scroll view's content so. (Margins are left on the frame.)
    private static func contentArea(of item: LayoutItem, _ attribute: LayoutAttribute, facing other: LayoutItem?)
        -> LayoutItem
    {
        guard let scroll = item as? ScrollView, let other,
            [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute)
        else { return item }
        let view = (other as? View) ?? (other as? LayoutGuide)?.owningView
        guard let view, view !== scroll, view.ancestors.contains(where: { $0 === scroll }) else { return item }
        return scroll.contentLayoutGuide
    }

    private static func attribute(_ key: String, of element: DocumentElement) throws(ElementProblem) -> LayoutAttribute {
        guard let name = element[key] else {
            throw ElementProblem(element, "a constraint without \(key)", expected: "\(key)=\"leading\", \"top\", …")
        }
        guard let attribute = name == "baseline" ? .lastBaseline : LayoutAttribute(name: name) else {
            throw ElementProblem(
                element, "\(key)=\"\(name)\" is not a layout attribute",
                expected: "leading, trailing, top, bottom, width, height, centerX, centerY, firstBaseline, baseline, "
                    + "left, right, or a margin (leadingMargin …)")
        }
        return attribute
    }

    /// `multiplier`: a decimal, or a ratio `a:b` (b not 0); 1 when left out.
    private static func multiplier(of element: DocumentElement) throws(ElementProblem) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        let value: Double? =
            switch parts.count {
            case 1: Double(text)
            case 2: Double(parts[0]).flatMap { numerator in Double(parts[1]).map { numerator / $0 } }
            default: nil
            }
        guard let value, value.isFinite, abs(value) <= 1e6 else {
            throw ElementProblem(
                element, "multiplier=\"\(text)\" is not a multiplier", expected: "a decimal (0.5) or a ratio (16:9, 1/3)")
        }
        return value
    }
}
