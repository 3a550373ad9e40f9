import AutoLayout
import DynamicTypeLayout

/// An object's size-class variations, read: the constraints and subviews each installs or not, by IB id, and the
/// properties each sets on the view it is in — with a note for what a variation sets that is not followed.
///
/// Followed: for every view `hidden`; for a stack view `axis`, `spacing` (and `spacingType`), `alignment` and
/// `distribution`; for a label its `<fontDescription>`.
struct DocumentVariations {
    var constraints: [String: InstallRules] = [:]
    var subviews: [String: InstallRules] = [:]
    /// Each view's variations with their elements, in document order.
    var properties: [(view: View, variations: [(SizeClassVariation, DocumentElement)])] = []
    var notes: [InterfaceBuilderNote] = []

    init(_ variations: [(element: DocumentElement, owner: View)]) throws(ElementProblem) {
        for (element, owner) in variations {
            let variation = try SizeClassVariation(key: element["key"] ?? "default", element)
            for mask in element.children where mask.name == "mask" {
                for rule in mask.children where rule.name == "include" || rule.name == "exclude" {
                    guard let reference = rule["reference"] else { continue }
                    let installed = (variation, rule.name == "include")
                    switch mask["key"] {
                    case "constraints"?: constraints[reference, default: InstallRules()].rules.append(installed)
                    case "subviews"?: subviews[reference, default: InstallRules()].rules.append(installed)
                    default: break
                    }
                }
            }
            if let index = properties.firstIndex(where: { $0.view === owner }) {
                properties[index].variations.append((variation, element))
            } else {
                properties.append((owner, [(variation, element)]))
            }
            var followed: Set<String> = ["key", "hidden"]
            if owner is StackView { followed.formUnion(["axis", "spacing", "spacingType", "alignment", "distribution"]) }
            let ignored = element.attributes.keys.filter { !followed.contains($0) }.sorted()
                + element.children.filter { child in
                    child.name != "mask" && !(owner is Label && child["key"] == "fontDescription")
                }.map { "<\($0.name)>" }
            if !ignored.isEmpty {
                notes.append(
                    InterfaceBuilderNote(
                        line: element.line, view: owner.identifier,
                        message: "the variation for \(element["key"] ?? "default") sets \(ignored.joined(separator: ", ")), "
                            + "which is not followed: the value as built is used"))
            }
        }
    }
}
