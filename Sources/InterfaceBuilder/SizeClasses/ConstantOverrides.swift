import DynamicType

/// A constraint's constants in some size classes (`<variation key="…" constant="…"/>` inside the `<constraint>`).
struct ConstantOverrides: Sendable {
    var variations: [SizeClassVariation] = []
    var constants: [Double] = []

    var isEmpty: Bool { variations.isEmpty }

    /// The override that holds in `traits`; `nil` when none does (the stored constant holds).
    func chosen(in traits: TraitCollection) -> Int? {
        SizeClassVariation.deciding(variations, in: traits)
    }

    /// The overrides among `element`'s children.
    init(of element: DocumentElement) throws(ElementProblem) {
        for variation in element.children where variation.name == "variation" {
            guard let constant = try variation.number("constant") else { continue }
            variations.append(try SizeClassVariation(key: variation["key"] ?? "default", variation))
            constants.append(constant)
        }
    }
}
