import AutoLayout
import DynamicType
import DynamicTypeLayout
import TextMeasurement

/// What a document's size-class variations change in its views, applied before each layout for its traits
/// (`AdaptiveLayout.whenTraitsChange`): views installed or not (`<mask key="subviews">`), and properties given in a
/// `<variation>` itself — a stack's `axis`, `spacing`, `alignment` and `distribution`, `hidden`, a label's
/// `<fontDescription>`. The constraints that refer to a view that may be taken away are made conditional on it being
/// installed (``TreeAssembly``).
final class SizeClassAdaptation {
    /// A view some variations install and others do not, with where it goes back.
    struct Installable {
        var view: View
        var superview: View
        /// The superview's subviews as built, in order: the view goes back after the ones before it that are there.
        var siblings: [View]
        var installation: InstallRules
    }

    /// One property's value in some size classes, and its value as built.
    struct PropertyVariation {
        var variations: [SizeClassVariation]
        var apply: (Int?) -> Void
    }

    var installables: [Installable] = []
    var properties: [PropertyVariation] = []

    /// What `variations` change in the views of `items`: the views they install or not, and the properties they set
    /// (a label's font read as `builder` reads fonts, through the class mapping of its class).
    init(_ variations: DocumentVariations, items: [String: LayoutItem], builder: ViewBuilder) throws(ElementProblem) {
        for (id, installation) in variations.subviews.sorted(by: { $0.key < $1.key }) {
            guard let view = items[id] as? View, let superview = view.superview else { continue }
            installables.append(
                Installable(view: view, superview: superview, siblings: superview.subviews, installation: installation))
        }
        for (view, elements) in variations.properties {
            var found: [PropertyVariation?] = [
                try Self.overrides(elements, { (element) throws(ElementProblem) in try element.hidden() },
                    built: view.isHidden, set: { view.isHidden = $0 }),
            ]
            if let stack = view as? StackView {
                found += [
                    try Self.overrides(elements, { (element) throws(ElementProblem) in try element.stackAxis() },
                        built: stack.axis, set: { stack.axis = $0 }),
                    try Self.overrides(elements, { (element) throws(ElementProblem) in try element.stackSpacing() },
                        built: stack.spacing, set: { stack.spacing = $0 }),
                    try Self.overrides(elements, { (element) throws(ElementProblem) in try element.stackAlignment() },
                        built: stack.alignment, set: { stack.alignment = $0 }),
                    try Self.overrides(elements, { (element) throws(ElementProblem) in try element.stackDistribution() },
                        built: stack.distribution, set: { stack.distribution = $0 }),
                ]
            }
            if let label = view as? Label {
                let described = builder.views.first { $0.id == label.identifier }
                let mapping = builder.classes.entry(for: described?.customClass)
                found.append(
                    try Self.overrides(
                        elements,
                        { (element) throws(ElementProblem) -> LabelFont? in
                            guard var font = try ViewBuilder.font(element) else { return nil }
                            if let mapping {
                                (font, _) = try mapping.apply(
                                    to: font, adjusts: label.adjustsFontForContentSizeCategory,
                                    runtimeAttributes: described?.runtimeAttributes ?? [:], element)
                            }
                            return builder.resolvedFont(font)
                        }, built: label.font, set: { label.font = $0 }))
            }
            properties += found.compactMap { $0 }
        }
    }

    var isEmpty: Bool { installables.isEmpty && properties.isEmpty }

    /// Applies the variations that hold in `traits`.
    func apply(_ traits: TraitCollection) {
        for property in properties {
            property.apply(SizeClassVariation.deciding(property.variations, in: traits))
        }
        for installable in installables {
            let installed = installable.installation.isInstalled(in: traits)
            let view = installable.view
            if !installed {
                view.removeFromSuperview()
                continue
            }
            guard view.superview == nil else { continue }
            let index = installable.siblings.prefix { $0 !== view }.count { $0.superview === installable.superview }
            if let stack = installable.superview as? StackView {
                let before = installable.siblings.prefix { $0 !== view }
                let arrangedIndex = stack.arrangedSubviews.count { arranged in before.contains { $0 === arranged } }
                stack.insertSubview(view, at: index)
                stack.insertArrangedSubview(view, at: arrangedIndex)
            } else {
                installable.superview.insertSubview(view, at: index)
            }
        }
    }

    /// A view's property overrides from `variations` (the elements inside it): each override's variation and the
    /// value it sets, applied by `set` (`nil`: the value as built).
    static func overrides<Value>(
        _ variations: [(SizeClassVariation, DocumentElement)], _ read: (DocumentElement) throws(ElementProblem) -> Value?,
        built: Value, set: @escaping (Value) -> Void
    ) throws(ElementProblem) -> PropertyVariation? {
        var kept: [SizeClassVariation] = []
        var values: [Value] = []
        for (variation, element) in variations {
            guard let value = try read(element) else { continue }
            kept.append(variation)
            values.append(value)
        }
        guard !kept.isEmpty else { return nil }
        return PropertyVariation(variations: kept) { index in set(index.map { values[$0] } ?? built) }
    }
}
