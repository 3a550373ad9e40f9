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
        // Which constraints each size-class variation installs or not, by IB id.
        var installations: [String: Installation] = [:]
        for (element, _) in builder.variations {
            let variation = try SizeClassVariation(key: element["key"] ?? "default", element)
            guard let mask = element.child("mask", key: "constraints") else { continue }
            for rule in mask.children where rule.name == "include" || rule.name == "exclude" {
                guard let reference = rule["reference"] else { continue }
                installations[reference, default: Installation()].rules.append((variation, rule.name == "include"))
            }
        }
        var conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)] = []
        var placeholders = 0
        for (element, owner) in builder.constraintElements {
            guard let constraint = try ConstraintBuilder.constraint(element, owner: owner, items: items) else {
                placeholders += 1
                continue
            }
            let installation = element["id"].flatMap { installations[$0] }
            let overrides = try Self.constantOverrides(of: element)
            if overrides.isEmpty {
                if let installation {
                    conditional.append(([constraint], TraitCondition { installation.isInstalled(in: $0) }))
                } else {
                    constraints.append(constraint)
                }
                continue
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
        var notes = builder.notes
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
            notes: notes, measurer: measurer, systemFont: systemFont)
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
