import DynamicType

/// Whether a constraint or a view that variations include or exclude is installed in given traits: the variation
/// that decides (``SizeClassVariation/deciding(_:in:)``) says; installed when none names it.
struct InstallRules: Sendable {
    /// The variations that name it, and whether each installs it.
    var rules: [(variation: SizeClassVariation, installed: Bool)] = []
    /// What else must be installed for it to be (the views a constraint refers to, which variations may take away).
    var alsoRequired: [InstallRules] = []

    func isInstalled(in traits: TraitCollection) -> Bool {
        guard alsoRequired.allSatisfy({ $0.isInstalled(in: traits) }) else { return false }
        return SizeClassVariation.deciding(rules.map(\.variation), in: traits).map { rules[$0].installed } ?? true
    }
}
