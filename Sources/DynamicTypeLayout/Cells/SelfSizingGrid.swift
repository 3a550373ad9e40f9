import AutoLayout
import DynamicType
import PackageSupport

/// A collection view of self-sizing cells in a fixed number of columns, as a compositional layout lays them out with a
/// row of `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)` — "equally sized items arranged in a
/// horizontal line up to the number specified by count"; with `interItemSpacing` set, "the group keeps the same number
/// of items and automatically resizes them to add the extra specified spacing between them" (Apple's documentation
/// of the method) — in a section with `contentInsets` and `interGroupSpacing`, items and rows of estimated height.
///
/// So every cell is `(width − leading and trailing insets − (columns − 1) × interitem spacing) / columns` wide (the
/// ``itemWidth``), the first column at the leading inset (the right one in right-to-left layouts), and each cell's
/// content view laid out on its own at that width, as short as its constraints allow (as ``SelfSizingTable``'s
/// cells). A row is as tall as its tallest cell, and a cell keeps its own height in it, at the row's top (items of
/// estimated height are not stretched); rows follow each other `lineSpacing` apart. Frames are not rounded to the
/// pixel grid: the cells' content is, by its own layout.
///
/// ```swift
/// let grid = try SelfSizingGrid(width: 390, columns: 2, interitemSpacing: 8, cells: cells)
/// for result in try grid.layoutAtEveryCategory() {
///     print(result.category, result.rowHeights)
/// }
/// ```
///
/// Each cell keeps its own engine between categories. Not `Sendable`: like the views it lays out, it belongs to one
/// task; its results are values.
public final class SelfSizingGrid {
    /// The cells' content views, in order (row by row, each row from its leading column); each is the root of its own
    /// tree.
    public let cells: [View]
    /// The collection view's width.
    public let width: Double
    /// How many cells a row holds.
    public let columns: Int
    /// The space between the cells of a row.
    public let interitemSpacing: Double
    /// The space between rows.
    public let lineSpacing: Double
    /// The section's insets: around the rows.
    public let contentInsets: DirectionalEdgeInsets
    /// Every cell's width.
    public let itemWidth: Double
    /// The traits besides the category (the layout direction: which side the first column is on).
    public var traits: TraitCollection
    private let layouts: [AdaptiveLayout]

    /// A grid `width` wide of `cells` (content views, each without a superview) in `columns` columns.
    ///
    /// - Throws: `LayoutError.invalidTree` when a cell has a superview, when `columns` is below 1, or when the insets
    ///   and spacing leave the cells no width.
    public init(
        width: Double, columns: Int, interitemSpacing: Double = 0, lineSpacing: Double = 0,
        contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(), cells: [View],
        traits: TraitCollection = TraitCollection()
    ) throws(LayoutError) {
        guard columns >= 1 else { throw .invalidTree("a grid of \(columns) columns; expected 1 or more") }
        let itemWidth =
            (width - contentInsets.leading - contentInsets.trailing - Double(columns - 1) * interitemSpacing)
            / Double(columns)
        guard itemWidth.isFinite, itemWidth > 0 else {
            throw .invalidTree(
                "a grid \(DecimalText.of(width)) wide leaves its \(columns) columns no width after its insets and "
                    + "spacing; expected cells more than 0 wide")
        }
        self.width = width
        self.columns = columns
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.contentInsets = contentInsets
        self.itemWidth = itemWidth
        self.cells = cells
        self.traits = traits
        try CellFitting.fit(cells, width: itemWidth)
        layouts = cells.map { AdaptiveLayout(root: $0, traits: traits) }
    }

    /// The cells at `category`: each laid out, and placed in its row and column.
    ///
    /// - Throws: as ``AdaptiveLayout/layout(at:findingAmbiguity:)``.
    public func layout(at category: ContentSizeCategory, findingAmbiguity: Bool = false)
        throws(AdaptiveLayoutError) -> GridLayout
    {
        var laidOut: [(layout: CategoryLayout, height: Double)] = []
        laidOut.reserveCapacity(layouts.count)
        for layout in layouts {
            layout.traits = traits
            let result = try layout.layout(at: category, findingAmbiguity: findingAmbiguity)
            laidOut.append((result, result.layout.frames.first?.frame.height ?? 0))
        }
        var items: [GridLayout.Item] = []
        items.reserveCapacity(laidOut.count)
        var rowHeights: [Double] = []
        var y = contentInsets.top
        for start in stride(from: 0, to: laidOut.count, by: columns) {
            let row = laidOut[start..<min(start + columns, laidOut.count)]
            for (column, (layout, height)) in row.enumerated() {
                let fromLeading = contentInsets.leading + Double(column) * (itemWidth + interitemSpacing)
                let x = traits.layoutDirection == .rightToLeft ? width - fromLeading - itemWidth : fromLeading
                items.append(GridLayout.Item(
                    cell: layouts[start + column].root.identifier, row: rowHeights.count, column: column,
                    frame: Rect(x: x, y: y, width: itemWidth, height: height), layout: layout))
            }
            let height = row.map(\.height).max() ?? 0
            rowHeights.append(height)
            y += height + lineSpacing
        }
        let contentHeight = contentInsets.top + rowHeights.reduce(0, +)
            + Double(max(rowHeights.count - 1, 0)) * lineSpacing + contentInsets.bottom
        return GridLayout(category: category, items: items, rowHeights: rowHeights, contentHeight: contentHeight)
    }

    /// The cells at each of `categories` (all twelve by default).
    public func layoutAtEveryCategory(
        _ categories: [ContentSizeCategory] = ContentSizeCategory.allCases, findingAmbiguity: Bool = false
    ) throws(AdaptiveLayoutError) -> [GridLayout] {
        var results: [GridLayout] = []
        for category in categories { results.append(try layout(at: category, findingAmbiguity: findingAmbiguity)) }
        return results
    }
}

/// A grid's cells laid out at one category.
public struct GridLayout: Sendable {
    /// One cell: where it is, and its own layout.
    public struct Item: Sendable {
        /// The content view's identifier.
        public var cell: String
        /// Its row, from 0 at the top.
        public var row: Int
        /// Its column, from 0 at the leading side.
        public var column: Int
        /// Its frame in the collection view's content (the section's insets included).
        public var frame: Rect
        /// The cell's own layout: its frames (in the content view's coordinates) and findings.
        public var layout: CategoryLayout
    }

    /// The category laid out at.
    public var category: ContentSizeCategory
    /// The cells, in order.
    public var items: [Item]
    /// Each row's height: its tallest cell's.
    public var rowHeights: [Double]
    /// The height of the collection view's content: the rows, the spacing between them and the section's insets.
    public var contentHeight: Double

    /// What is wrong in any cell, in order.
    public var findings: [ViewFinding] { items.flatMap(\.layout.findings) }
}
