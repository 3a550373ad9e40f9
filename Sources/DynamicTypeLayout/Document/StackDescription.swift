import AutoLayout

/// A stack view of a layout document: the `stack` object of a view.
public struct StackDescription: Hashable, Sendable {
    /// The arranged views' ids, in order; each must be a subview of the stack (`parent` its id). `nil`: its
    /// subviews, in the document's order.
    public var arrangedSubviews: [String]?
    /// ``StackView/axis``.
    public var axis: Axis = .horizontal
    /// ``StackView/distribution``.
    public var distribution: StackView.Distribution = .fill
    /// ``StackView/alignment``.
    public var alignment: StackView.Alignment = .fill
    /// Points, or ``StackView/spacingUseSystem``.
    public var spacing = 0.0
    /// ``StackView/isLayoutMarginsRelativeArrangement``.
    public var isLayoutMarginsRelativeArrangement = false
    /// ``StackView/isBaselineRelativeArrangement``.
    public var isBaselineRelativeArrangement = false

    /// A stack with UIStackView's defaults.
    public init() {}
}

extension StackDescription {
    /// The stack view, named `identifier`, without its arranged views.
    func makeStack(identifier: String) -> StackView {
        let stack = StackView(identifier: identifier)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        stack.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        return stack
    }
}
