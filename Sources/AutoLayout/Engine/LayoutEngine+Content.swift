/// What the views' content says: intrinsic sizes and baselines, measured at the widths the engine gave views whose
/// height depends on their width.
extension LayoutEngine {
    /// What a view's content says, at the width the engine gave it.
    struct Measured {
        var size: IntrinsicSize
        var baselines: BaselineOffsets?
    }

    /// What the views' content says, by each view's place in the tree's order; found by identity for a
    /// constraint's item.
    struct Contents {
        var measured: [Measured?]
        let places: [ObjectIdentifier: Int]

        /// An item's content: a view's; `nil` for a guide or a view without content.
        subscript(item: LayoutItem) -> Measured? {
            places[ObjectIdentifier(item)].flatMap { measured[$0] }
        }
    }

    /// A view's content measured: its width as the content likes it; its height and baselines, for content whose
    /// height depends on its width, at `width` (as it likes without one). `nil` for a view without content.
    func measure(_ view: View, atWidth width: Double?) -> Measured? {
        guard let content = view.content else { return nil }
        var size = content.intrinsicContentSize(forWidth: nil)
        var given: Double?
        if content.heightDependsOnWidth, let width {
            given = width
            size.height = content.intrinsicContentSize(forWidth: width).height
        }
        return Measured(size: size, baselines: content.baselineOffsets(forWidth: given))
    }
}
