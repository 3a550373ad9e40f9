import AutoLayout
import DynamicType

/// A table view of self-sizing cells, as `UITableView` with `rowHeight = automaticDimension` sizes them: each cell's
/// content view laid out on its own at the table's width, its height what its constraints make it when pulled towards
/// 0 at the fitting-size priority (`systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required,
/// verticalFittingPriority: .fittingSizeLevel)`), and each row that height plus a separator of one pixel
/// (`shared/reference/auto-layout.md` §5: 54.333 pt on a 3× display for 54 of content).
///
/// ```swift
/// let table = SelfSizingTable(width: 390, cells: cells)
/// for result in try table.layoutAtEveryCategory() {
///     print(result.category, result.rows.map(\.height))
/// }
/// ```
///
/// Each cell keeps its own engine between categories, as each UIKit cell keeps its own layout, so a category change
/// re-solves every cell from where it was.
///
/// Not `Sendable`: like the views it lays out, it belongs to one task; its results are values.
public final class SelfSizingTable {
    /// The cells' content views, top to bottom; each is the root of its own tree.
    public let cells: [View]
    /// The table's width: every content view's width.
    public let width: Double
    /// The traits besides the category: the display scale the separator is one pixel of.
    public var traits: TraitCollection
    private let layouts: [AdaptiveLayout]

    /// The height a cell is given when its constraints give it none — "We're considering the collapse unintentional
    /// and using standard height instead", UIKit's log (``AdaptiveLayout/heightWhenCollapsed``): 44 points, the row
    /// height Interface Builder gives a new table and its cells.
    public static let standardRowHeight = 44.0

    /// A table `width` wide of `cells` (content views, each without a superview), in `traits`.
    ///
    /// - Throws: `LayoutError` when a cell has a superview.
    public init(width: Double, cells: [View], traits: TraitCollection = TraitCollection()) throws(LayoutError) {
        self.width = width
        self.cells = cells
        self.traits = traits
        try CellFitting.fit(cells, width: width)
        layouts = cells.map { cell in
            let layout = AdaptiveLayout(root: cell, traits: traits)
            layout.heightWhenCollapsed = Self.standardRowHeight
            return layout
        }
    }

    /// The rows at `category`: each cell laid out, and placed below the one above it.
    ///
    /// - Throws: as ``AdaptiveLayout/layout(at:findingAmbiguity:)``.
    public func layout(at category: ContentSizeCategory, findingAmbiguity: Bool = false)
        throws(AdaptiveLayoutError) -> TableLayout
    {
        let separator = 1 / traits.resolvedDisplayScale
        var rows: [TableLayout.Row] = []
        rows.reserveCapacity(cells.count)
        var y = 0.0
        for layout in layouts {
            layout.traits = traits
            let result = try layout.layout(at: category, findingAmbiguity: findingAmbiguity)
            let content = result.layout.frames.first?.frame.height ?? 0
            rows.append(TableLayout.Row(cell: layout.root.identifier, y: y, height: content + separator, layout: result))
            y += content + separator
        }
        return TableLayout(category: category, rows: rows)
    }

    /// The rows at each of `categories` (all twelve by default).
    public func layoutAtEveryCategory(
        _ categories: [ContentSizeCategory] = ContentSizeCategory.allCases, findingAmbiguity: Bool = false
    ) throws(AdaptiveLayoutError) -> [TableLayout] {
        var results: [TableLayout] = []
        for category in categories { results.append(try layout(at: category, findingAmbiguity: findingAmbiguity)) }
        return results
    }
}

/// A table's rows laid out at one category.
public struct TableLayout: Sendable {
    /// One row: its cell, where it starts, its height (content and separator), and its cell's layout.
    public struct Row: Sendable {
        /// The content view's identifier.
        public var cell: String
        /// The row's top, from the table's top.
        public var y: Double
        /// The content view's height plus the separator's one pixel.
        public var height: Double
        /// The cell's own layout: its frames (in the content view's coordinates) and findings.
        public var layout: CategoryLayout
    }

    /// The category laid out at.
    public var category: ContentSizeCategory
    /// The rows, top to bottom.
    public var rows: [Row]

    /// The height of the table's content: the sum of the rows'.
    public var contentHeight: Double { rows.last.map { $0.y + $0.height } ?? 0 }

    /// What is wrong in any cell, in row order.
    public var findings: [ViewFinding] { rows.flatMap(\.layout.findings) }
}
