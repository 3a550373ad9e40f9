import DynamicTypeLayout

extension ViewBuilder {
    /// A `<stackView>`: its axis, distribution, alignment, spacing, and whether it arranges its views by their
    /// baselines and within its margins.
    func makeStack(_ element: DocumentElement, id: String) throws(ElementProblem) -> StackView {
        let stack = StackView(identifier: id)
        stack.axis = try element.stackAxis() ?? .horizontal
        stack.distribution = try element.stackDistribution() ?? .fill
        stack.alignment = try element.stackAlignment() ?? .fill
        stack.spacing = try element.stackSpacing() ?? 0
        stack.isBaselineRelativeArrangement = try element.flag("baselineRelativeArrangement")
        stack.isLayoutMarginsRelativeArrangement = try element.flag("layoutMarginsRelativeArrangement")
        return stack
    }
}
