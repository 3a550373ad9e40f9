import AutoLayout
import DynamicType
import DynamicTypeLayout
import TextMeasurement

/// Builds one object's ``InterfaceBuilderTree``: its views (``ViewBuilder``), a view controller's old top and bottom
/// layout guides, its constraints (``ConstraintBuilder``) — those a size-class variation installs or not made
/// conditional on the traits — and, for a cell, its content view held to its edges.
struct TreeAssembly {
    let object: InterfaceBuilderObject
    let measurer: TextMeasurer
    let systemFont: FontSource
    var fontScale = 1.0

    func make() throws(ElementProblem) -> InterfaceBuilderTree {
        var builder = ViewBuilder(
            file: object.context.file, measurer: measurer, systemFont: systemFont, fontScale: fontScale, classes: object.context.classes,
            images: object.context.images)
        let root = try builder.build(object.element, superview: nil, superviewID: nil, superviewSize: nil)
        root.translatesAutoresizingMaskIntoConstraints = false
        var items = builder.items
        var constraints: [LayoutConstraint] = []
        if let controller = object.controller {
            constraints += try Self.controllerGuides(controller, root: root, items: &items)
        }
        if object.kind == .tableViewCell || object.kind == .collectionViewCell,
            let element = object.element.child(key: "contentView"),
            let content = items[element["id"] ?? root.identifier + ".contentView"] as? View
        {
            // UIKit sizes a cell's content view to the cell's bounds (less its accessories, none here).
            content.translatesAutoresizingMaskIntoConstraints = false
            constraints += [
                content.leadingAnchor.constraint(equalTo: root.leadingAnchor).identifier("\(root.identifier).contentView.leading"),
                content.trailingAnchor.constraint(equalTo: root.trailingAnchor).identifier("\(root.identifier).contentView.trailing"),
                content.topAnchor.constraint(equalTo: root.topAnchor).identifier("\(root.identifier).contentView.top"),
                content.bottomAnchor.constraint(equalTo: root.bottomAnchor).identifier("\(root.identifier).contentView.bottom"),
            ]
        }
        // Which constraints and subviews each size-class variation installs or not, by IB id; the properties the
        // variations of each view set.
        var installations: [String: Installation] = [:]
        var viewInstallations: [String: Installation] = [:]
        var propertyVariations: [ObjectIdentifier: (view: View, [(SizeClassVariation, DocumentElement)])] = [:]
        var notes = builder.notes
        for (element, owner) in builder.variations {
            let variation = try SizeClassVariation(key: element["key"] ?? "default", element)
            for mask in element.children where mask.name == "mask" {
                for rule in mask.children where rule.name == "include" || rule.name == "exclude" {
                    guard let reference = rule["reference"] else { continue }
                    let installed = (variation, rule.name == "include")
                    switch mask["key"] {
                    case "constraints"?: installations[reference, default: Installation()].rules.append(installed)
                    case "subviews"?: viewInstallations[reference, default: Installation()].rules.append(installed)
                    default: break
                    }
                }
            }
            propertyVariations[ObjectIdentifier(owner), default: (owner, [])].1.append((variation, element))
            let followed: Set<String> = ["key", "axis", "spacing", "spacingType", "alignment", "distribution", "hidden"]
            let ignored = element.attributes.keys.filter { !followed.contains($0) }.sorted()
                + element.children.filter { $0.name != "mask" && $0["key"] != "fontDescription" }.map { "<\($0.name)>" }
            if !ignored.isEmpty {
                notes.append(
                    InterfaceBuilderNote(
                        line: element.line, view: owner.identifier,
                        message: "the variation for \(element["key"] ?? "default") sets \(ignored.joined(separator: ", ")), "
                            + "which is not followed: the value as built is used"))
            }
        }
        let adaptation = try Self.adaptation(
            viewInstallations, propertyVariations.values.map { $0 }, items: items, builder: builder)
        var conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)] = []
        var placeholders = 0
        for (element, owner) in builder.constraintElements {
            guard let constraint = try ConstraintBuilder.constraint(element, owner: owner, items: items) else {
                placeholders += 1
                continue
            }
            var installation = element["id"].flatMap { installations[$0] }
            let overrides = try Self.constantOverrides(of: element)
            // A constraint to a view a variation may take away holds only while the view is there.
            let removable = Self.views(of: constraint).flatMap { [$0] + $0.ancestors }.compactMap { view in
                adaptation.installables.first { $0.view === view }?.installation
            }
            if overrides.isEmpty && removable.isEmpty {
                if let installation {
                    conditional.append(([constraint], TraitCondition { installation.isInstalled(in: $0) }))
                } else {
                    constraints.append(constraint)
                }
                continue
            }
            if !removable.isEmpty {
                installation = Installation(rules: installation?.rules ?? [], alsoRequired: removable)
            }
            // One constraint per constant: the stored one where no override applies, each override's where it is the
            // most specific that does.
            let installed = installation ?? Installation()
            conditional.append(
                ([constraint], TraitCondition { installed.isInstalled(in: $0) && overrides.chosen(in: $0) == nil }))
            for (index, constant) in overrides.constants.enumerated() {
                guard let clone = try ConstraintBuilder.constraint(element, owner: owner, items: items) else { continue }
                clone.constant = constant
                conditional.append(
                    ([clone], TraitCondition { installed.isInstalled(in: $0) && overrides.chosen(in: $0) == index }))
            }
        }
        if placeholders > 0 {
            notes.append(
                InterfaceBuilderNote(
                    line: object.line, view: nil,
                    message: "\(placeholders) placeholder constraint\(placeholders == 1 ? "" : "s") left out, as at build time"))
        }
        do {
            try LayoutConstraint.activate(constraints)
        } catch {
            throw ElementProblem(object.element, "its constraints cannot be installed: \(error)", expected: nil)
        }
        return InterfaceBuilderTree(
            object: object, root: root, views: builder.views, constraints: constraints, conditional: conditional,
            adaptation: adaptation.isEmpty ? nil : adaptation, notes: notes, measurer: measurer, systemFont: systemFont)
    }

    /// The views a constraint's items are, or belong to (a guide's owning view).
    private static func views(of constraint: LayoutConstraint) -> [View] {
        [constraint.firstItem, constraint.secondItem].compactMap { item in
            (item as? View) ?? (item as? LayoutGuide)?.owningView
        }
    }

    /// What the size-class variations change: the views they install or not, and the properties they set on each
    /// view (a stack's axis, spacing, alignment and distribution; hidden; a label's font).
    private static func adaptation(
        _ installations: [String: Installation], _ properties: [(view: View, [(SizeClassVariation, DocumentElement)])],
        items: [String: LayoutItem], builder: ViewBuilder
    ) throws(ElementProblem) -> SizeClassAdaptation {
        let adaptation = SizeClassAdaptation()
        for (id, installation) in installations.sorted(by: { $0.key < $1.key }) {
            guard let view = items[id] as? View, let superview = view.superview else { continue }
            adaptation.installables.append(
                SizeClassAdaptation.Installable(
                    view: view, superview: superview, siblings: superview.subviews, installation: installation))
        }
        for (view, variations) in properties {
            var found: [SizeClassAdaptation.PropertyVariation?] = [
                try SizeClassAdaptation.overrides(
                    variations, ViewBuilder.hidden, built: view.isHidden, set: { view.isHidden = $0 }),
            ]
            if let stack = view as? StackView {
                found += [
                    try SizeClassAdaptation.overrides(variations, ViewBuilder.axis, built: stack.axis, set: { stack.axis = $0 }),
                    try SizeClassAdaptation.overrides(
                        variations, ViewBuilder.spacing, built: stack.spacing, set: { stack.spacing = $0 }),
                    try SizeClassAdaptation.overrides(
                        variations, ViewBuilder.alignment, built: stack.alignment, set: { stack.alignment = $0 }),
                    try SizeClassAdaptation.overrides(
                        variations, ViewBuilder.distribution, built: stack.distribution, set: { stack.distribution = $0 }),
                ]
            }
            if let label = view as? Label {
                found.append(
                    try SizeClassAdaptation.overrides(
                        variations,
                        { (element) throws(ElementProblem) in
                            try element.child(key: "fontDescription").flatMap(FontDescription.font).map(builder.system)
                        }, built: label.font, set: { label.font = $0 }))
            }
            adaptation.properties += found.compactMap { $0 }
        }
        return adaptation
    }

    /// A constraint's `<variation key="heightClass=compact" constant="8"/>` children: its constant in those size classes.
    private static func constantOverrides(of element: DocumentElement) throws(ElementProblem) -> ConstantOverrides {
        var overrides = ConstantOverrides()
        for variation in element.children where variation.name == "variation" {
            guard let constant = try variation.number("constant") else { continue }
            overrides.variations.append(try SizeClassVariation(key: variation["key"] ?? "default", variation))
            overrides.constants.append(constant)
        }
        return overrides
    }

    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide` (`<viewControllerLayoutGuide type="top|bottom">`),
    /// deprecated since iOS 11 and still in older documents: the strips between the root view's edges and its safe
    /// area, as guides of the root view with their constraints.
    private static func controllerGuides(
        _ controller: DocumentElement, root: View, items: inout [String: LayoutItem]
    ) throws(ElementProblem) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        for element in controller.grandchildren(of: "layoutGuides") where element.name == "viewControllerLayoutGuide" {
            guard let id = element["id"] else {
                throw ElementProblem(element, "a layout guide without an id", expected: "id=\"…\"")
            }
            let top = try element.choice("type", ["top": true, "bottom": false])
            guard let top else {
                throw ElementProblem(element, "a view controller layout guide without a type", expected: "type=\"top\" or \"bottom\"")
            }
            let guide = LayoutGuide(identifier: id)
            root.addLayoutGuide(guide)
            let safe = root.safeAreaLayoutGuide
            constraints += [
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor).identifier("\(id).leading"),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor).identifier("\(id).trailing"),
                top
                    ? guide.topAnchor.constraint(equalTo: root.topAnchor).identifier("\(id).top")
                    : guide.topAnchor.constraint(equalTo: safe.bottomAnchor).identifier("\(id).top"),
                top
                    ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor).identifier("\(id).bottom")
                    : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor).identifier("\(id).bottom"),
            ]
            items[id] = guide
        }
        return constraints
    }
}
