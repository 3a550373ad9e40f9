import AutoLayout
import DynamicType
import DynamicTypeLayout
import PackageSupport
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
            measurer: measurer, systemFont: systemFont, fontScale: fontScale,
            classes: object.context.classes, images: object.context.images, design: object.context.design)
        let root = try builder.build(object.element, superview: nil, superviewID: nil, superviewSize: nil)
        root.translatesAutoresizingMaskIntoConstraints = false
        var items = builder.items
        // Each constraint with its element: an error in installing them is placed at the one that fails.
        var made: [(constraint: LayoutConstraint, element: DocumentElement)] = []
        if let controller = object.controller {
            made += try Self.controllerGuides(controller, root: root, items: &items).map { ($0, controller) }
        }
        made += try cellContentView(root: root, items: items).map { ($0, object.element) }
        made += builder.buildTimeConstraints.map { ($0, object.element) }
        if let style = object.element["style"], let content = object.element.child(key: "contentView")?["id"],
            let contentView = items[content] as? View
        {
            made += BuiltInCellLabels.constraints(style: style, content: contentView, views: builder.views, items: items)
                .map { ($0, object.element) }
        }
        let variations = try DocumentVariations(builder.variations)
        var notes = builder.notes + variations.notes
        if let bars = object.bars {
            let under = [
                bars.navigationBar.map { ($0.isTranslucent ? "a translucent" : "an opaque") + " navigation bar" },
                bars.tabBar.map { ($0.isTranslucent ? "a translucent" : "an opaque") + " tab bar" },
            ].compactMap { $0 }
            notes.append(
                InterfaceBuilderNote(
                    line: object.line, view: object.id,
                    message: "laid out under \(under.joined(separator: " and ")), as Xcode shows the scene"))
        }
        let adaptation = try SizeClassAdaptation(variations, items: items, builder: builder)
        var conditional: [(constraints: [LayoutConstraint], condition: TraitCondition)] = []
        var placeholders = 0, toIgnoredGuides = 0
        for (element, owner) in builder.constraintElements {
            if [element["firstItem"], element["secondItem"]].contains(where: { $0.map(builder.ignoredGuides.contains) ?? false }) {
                toIgnoredGuides += 1
                continue
            }
            guard let constraint = try ConstraintBuilder.constraint(element, owner: owner, items: items) else {
                placeholders += 1
                continue
            }
            var installation = element["id"].flatMap { variations.constraints[$0] }
            let overrides = try ConstantOverrides(of: element)
            // A constraint to a view a variation may take away holds only while the view is there.
            let removable = Self.views(of: constraint).flatMap { [$0] + $0.ancestors }.compactMap { view in
                adaptation.installables.first { $0.view === view }?.installation
            }
            if overrides.isEmpty && removable.isEmpty {
                if let installation {
                    conditional.append(([constraint], TraitCondition { installation.isInstalled(in: $0) }))
                } else {
                    made.append((constraint, element))
                }
                continue
            }
            if !removable.isEmpty {
                installation = InstallRules(rules: installation?.rules ?? [], alsoRequired: removable)
            }
            // One constraint per constant: the stored one where no override applies, each override's where it decides.
            let installed = installation ?? InstallRules()
            conditional.append(
                ([constraint], TraitCondition { installed.isInstalled(in: $0) && overrides.chosen(in: $0) == nil }))
            for (index, constant) in overrides.constants.enumerated() {
                guard let clone = try ConstraintBuilder.constraint(element, owner: owner, items: items) else { continue }
                clone.constant = constant
                conditional.append(
                    ([clone], TraitCondition { installed.isInstalled(in: $0) && overrides.chosen(in: $0) == index }))
            }
        }
        if let note = Self.storedWidthsNote(builder.views.compactMap(\.textWidthScale)) {
            notes.append(InterfaceBuilderNote(line: object.line, view: nil, message: note))
        }
        if placeholders > 0 {
            notes.append(
                InterfaceBuilderNote(
                    line: object.line, view: nil,
                    message: "\(placeholders) placeholder constraint\(placeholders == 1 ? "" : "s") left out, as at build time"))
        }
        if toIgnoredGuides > 0 {
            notes.append(
                InterfaceBuilderNote(
                    line: object.line, view: nil,
                    message: "\(toIgnoredGuides) constraint\(toIgnoredGuides == 1 ? "" : "s") to layout guides not modelled left out"))
        }
        do {
            try LayoutConstraint.activate(made.map(\.constraint))
        } catch {
            throw Self.installationProblem(made)
        }
        return InterfaceBuilderTree(
            object: object, root: root, views: builder.views, constraints: made.map(\.constraint),
            conditional: conditional, adaptation: adaptation.isEmpty ? nil : adaptation,
            fitsHeight: object.element["style"] == nil, notes: notes, measurer: measurer, systemFont: systemFont)
    }

    /// What the note says of the labels laid out at the widths Xcode stored for their text (`scales`, their
    /// `textWidthScale`s): how many, and by how much the stand-in's widths changed; `nil` for none.
    private static func storedWidthsNote(_ scales: [Double]) -> String? {
        guard let low = scales.min(), let high = scales.max() else { return nil }
        func percent(_ scale: Double) -> String {
            (scale < 1 ? "−" : "+") + DecimalText.of(abs(scale - 1) * 100, maximumDecimals: 2) + " %"
        }
        let one = scales.count == 1
        let change = low == high ? percent(low) : percent(low) + " to " + percent(high)
        return "\(scales.count) label\(one ? "" : "s") at the width Xcode stored for \(one ? "its" : "their") text: "
            + "the stand-in's widths of \(one ? "it" : "them") changed by \(change) at every size"
    }

    /// For a cell: its content view held where the document stores it inside the cell — the cell's bounds, less an
    /// accessory's width and the separator's height where Xcode left room for them — and, for a table view cell
    /// whose content view sets no margins of its own, the margins UIKit gives it in a table: 11 above and below, 16 at
    /// the sides in a table narrower than 414 and 20 in a wider one (the table's width, for an inset grouped table's
    /// narrower cells; a xib's cell's own), 8 at the trailing side beside an accessory. (Public documents' cells,
    /// measured by their views pinned to the margins: 18 cells of 320, 375 and 414 points, every one so, and inset
    /// grouped cells 374 wide in 414-point tables at 20; Apple documents the 8-point default of other views and the root
    /// view's 16 or 20, not the cell's.)
    private func cellContentView(root: View, items: [String: LayoutItem]) throws(ElementProblem) -> [LayoutConstraint] {
        guard object.kind == .tableViewCell || object.kind == .collectionViewCell,
            let element = object.element.child(key: "contentView"),
            let content = items[element["id"] ?? root.identifier + ".contentView"] as? View
        else { return [] }
        content.translatesAutoresizingMaskIntoConstraints = false
        var insets = DirectionalEdgeInsets()
        if let cell = object.storedSize, let frame = try element.storedFrame() {
            insets = DirectionalEdgeInsets(
                top: max(0, frame.y), leading: max(0, frame.x), bottom: max(0, cell.height - frame.y - frame.height),
                trailing: max(0, cell.width - frame.x - frame.width))
        }
        let setsMargins = element.child(key: "layoutMargins") != nil || element.child(key: "directionalLayoutMargins") != nil
        if object.kind == .tableViewCell, !setsMargins, let cell = object.storedSize {
            let side: Double = (object.tableWidth ?? cell.width) >= 414 ? 20 : 16
            let accessory = insets.trailing > 0 || (object.element["accessoryType"].map { $0 != "none" } ?? false)
            content.margins = .directional(
                DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: accessory ? 8 : side))
        }
        let id = root.identifier
        return [
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: insets.leading)
                .identifier("\(id).contentView.leading"),
            root.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: insets.trailing)
                .identifier("\(id).contentView.trailing"),
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: insets.top).identifier("\(id).contentView.top"),
            root.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: insets.bottom)
                .identifier("\(id).contentView.bottom"),
        ]
    }

    /// The problem of the first constraint of `made` that cannot be installed, at its element.
    private static func installationProblem(
        _ made: [(constraint: LayoutConstraint, element: DocumentElement)]
    ) -> ElementProblem {
        for (constraint, element) in made {
            do {
                try LayoutConstraint.activate([constraint])
            } catch {
                LayoutConstraint.deactivate(made.map(\.constraint))
                return ElementProblem(
                    element, "a constraint that cannot be installed: \(error)",
                    expected: "items in one view tree, related as UIKit allows")
            }
        }
        LayoutConstraint.deactivate(made.map(\.constraint))
        return ElementProblem(
            made.first?.element ?? DocumentElement(name: "document", attributes: [:], children: [], line: 1),
            "the constraints cannot all be installed", expected: "items in one view tree, related as UIKit allows")
    }

    /// The views a constraint's items are, or belong to (a guide's owning view).
    private static func views(of constraint: LayoutConstraint) -> [View] {
        [constraint.firstItem, constraint.secondItem].compactMap { item in
            (item as? View) ?? (item as? LayoutGuide)?.owningView
        }
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
