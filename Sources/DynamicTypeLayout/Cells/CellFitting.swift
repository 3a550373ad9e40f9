import AutoLayout

/// How a self-sizing cell's content view is sized, as `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
/// .required, verticalFittingPriority: .fittingSizeLevel)` sizes it: exactly `width` wide, and as short as its
/// constraints allow (its height pulled towards 0 at the fitting-size priority, 50, below anything a layout asks for).
enum CellFitting {
    /// Gives each of `cells` (content views without superviews) the two fitting constraints.
    ///
    /// - Throws: `LayoutError.invalidTree` for a cell with a superview.
    static func fit(_ cells: [View], width: Double) throws(LayoutError) {
        for cell in cells {
            guard cell.superview == nil else {
                throw .invalidTree("\(cell.identifier): a cell's content view is the root of its own tree (it has a superview)")
            }
            try LayoutConstraint.activate([
                cell.widthAnchor.constraint(equalToConstant: width).identifier("\(cell.identifier).fitting.width"),
                cell.heightAnchor.constraint(equalToConstant: 0).priority(.fittingSizeLevel)
                    .identifier("\(cell.identifier).fitting.height"),
            ])
        }
    }
}
