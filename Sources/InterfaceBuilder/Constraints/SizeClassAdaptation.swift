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
        var installation: Installation
    }

    /// One property's value in some size classes, and its value as built.
    struct PropertyVariation {
        var variations: [SizeClassVariation]
        var apply: (Int?) -> Void
    }

    var installables: [Installable] = []
    var properties: [PropertyVariation] = []

    var isEmpty: Bool { installables.isEmpty && properties.isEmpty }

    /// Applies the variations that hold in `traits`.
    func apply(_ traits: TraitCollection) {
        for property in properties {
            var chosen: (index: Int, specificity: Int)?
            for (index, variation) in property.variations.enumerated() where variation.applies(in: traits) {
                if chosen == nil || variation.specificity >= chosen!.specificity { chosen = (index, variation.specificity) }
            }
            property.apply(chosen?.index)
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
