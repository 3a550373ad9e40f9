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

    /// The index of the variation among `variations` that decides in `traits`: the most specific that applies, and of
    /// those the last in the document (at compact width and height, `widthClass=compact` and `heightClass=compact`
    /// are as specific, and the later one wins); `nil` when none applies.
    static func deciding(_ variations: [SizeClassVariation], in traits: TraitCollection) -> Int? {
        var best: (index: Int, specificity: Int)?
        for (index, variation) in variations.enumerated() where variation.applies(in: traits) {
            if best == nil || variation.specificity >= best!.specificity { best = (index, variation.specificity) }
        }
        return best?.index
    }
}
