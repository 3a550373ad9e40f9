import DynamicType

/// A `<variation key="…">`: the size classes it is for — `heightClass=compact`, `widthClass=regular`,
/// `heightClass=compact-widthClass=regular`, or `default` (any width, any height). Interface Builder stores what
/// differs in a size class this way: constraints and subviews installed or not (`<mask key="constraints">` with
/// `<include reference>` and `<exclude reference>`), a value overridden.
struct SizeClassVariation: Hashable, Sendable {
    var horizontal: SizeClass?
    var vertical: SizeClass?

    /// The variation a key names.
    init(key: String, _ element: DocumentElement) throws(ElementProblem) {
        guard key != "default" else { return }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            let value: SizeClass? =
                pair.count == 2 ? (pair[1] == "compact" ? .compact : pair[1] == "regular" ? .regular : nil) : nil
            switch (pair.first, value) {
            case ("widthClass"?, let value?) where horizontal == nil: horizontal = value
            case ("heightClass"?, let value?) where vertical == nil: vertical = value
            default:
                throw ElementProblem(
                    element, "variation key=\"\(key)\" is not a size class",
                    expected: "default, widthClass=compact|regular, heightClass=compact|regular, or both joined by '-'")
            }
        }
    }

    /// How many size classes it names: the more, the more specific, and the more specific variation wins.
    var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

    /// Whether it applies in `traits`.
    func applies(in traits: TraitCollection) -> Bool {
        (horizontal == nil || horizontal == traits.horizontalSizeClass)
            && (vertical == nil || vertical == traits.verticalSizeClass)
    }
}

/// Whether something a variation may include or exclude is installed in given traits: the most specific variation
/// that applies and names it decides; installed when none does.
struct Installation: Sendable {
    /// The variations that name it, and whether each installs it.
    var rules: [(variation: SizeClassVariation, installed: Bool)] = []
    /// What else must be installed for it to be (the views a constraint refers to, which variations may take away).
    var alsoRequired: [Installation] = []

    func isInstalled(in traits: TraitCollection) -> Bool {
        guard alsoRequired.allSatisfy({ $0.isInstalled(in: traits) }) else { return false }
        var best: (specificity: Int, installed: Bool)?
        for rule in rules where rule.variation.applies(in: traits) {
            if best == nil || rule.variation.specificity >= best!.specificity {
                best = (rule.variation.specificity, rule.installed)
            }
        }
        return best?.installed ?? true
    }
}

/// A constraint's constants in some size classes (`<variation key="…" constant="…"/>` inside the `<constraint>`).
struct ConstantOverrides {
    var variations: [SizeClassVariation] = []
    var constants: [Double] = []

    var isEmpty: Bool { variations.isEmpty }

    /// The override that holds in `traits`: the most specific that applies; `nil` when none does.
    func chosen(in traits: TraitCollection) -> Int? {
        var best: (index: Int, specificity: Int)?
        for (index, variation) in variations.enumerated() where variation.applies(in: traits) {
            if best == nil || variation.specificity >= best!.specificity { best = (index, variation.specificity) }
        }
        return best?.index
    }
}
