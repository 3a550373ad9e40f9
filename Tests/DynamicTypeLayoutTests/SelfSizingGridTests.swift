import DynamicTypeLayout
import Testing
import TestSupport

/// A grid of self-sizing cells in fixed columns, its frames worked out by hand: five cells whose content is a box of
/// a known height pinned to the cell's top and bottom.
@Suite struct SelfSizingGridTests {
    /// Cells `cell0` … whose boxes are `heights` tall (the cells' margins 0).
    func cells(_ heights: [Double]) throws -> [View] {
        try heights.enumerated().map { index, height in
            let cell = View(identifier: "cell\(index)")
            cell.margins = .directional(DirectionalEdgeInsets())
            let box = Screens.box("box\(index)", width: nil, height: height)
            cell.addSubview(box)
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
                box.topAnchor.constraint(equalTo: cell.topAnchor),
                box.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            ])
            return cell
        }
    }

    func grid(_ traits: TraitCollection = TraitCollection()) throws -> SelfSizingGrid {
        try SelfSizingGrid(
            width: 320, columns: 3, interitemSpacing: 10, lineSpacing: 8,
            contentInsets: DirectionalEdgeInsets(top: 5, leading: 15, bottom: 5, trailing: 15),
            cells: cells([40, 60, 50, 30, 70]), traits: traits)
    }

    @Test func cellsShareTheRowAndRowsTakeTheirTallestCell() throws {
        let grid = try grid()
        // (320 − 15 − 15 − 2 × 10) / 3 = 90 a cell. Row 0: cells 0, 1, 2 at x 15, 115, 215, y 5, as tall as their
        // boxes; the row 60 (cell 1's). Row 1: 8 below, at y 5 + 60 + 8 = 73; 70 tall (cell 4's). The content: 5 + 60
        // + 8 + 70 + 5 = 148.
        #expect(grid.itemWidth == 90)
        let result = try grid.layout(at: .large)
        #expect(result.items.map(\.frame) == [
            Rect(x: 15, y: 5, width: 90, height: 40), Rect(x: 115, y: 5, width: 90, height: 60),
            Rect(x: 215, y: 5, width: 90, height: 50), Rect(x: 15, y: 73, width: 90, height: 30),
            Rect(x: 115, y: 73, width: 90, height: 70),
        ])
        #expect(result.items.map(\.row) == [0, 0, 0, 1, 1] && result.items.map(\.column) == [0, 1, 2, 0, 1])
        #expect(result.rowHeights == [60, 70])
        #expect(result.contentHeight == 148)
        #expect(result.findings.isEmpty)
        // Each cell's own layout is at the cell's width.
        #expect(result.items[4].layout.layout.frames.first?.frame == Rect(x: 0, y: 0, width: 90, height: 70))
    }

    @Test func rightToLeftTheFirstColumnIsOnTheRight() throws {
        let result = try grid(TraitCollection(layoutDirection: .rightToLeft)).layout(at: .large)
        // The leading inset is on the right: cell 0 ends at 320 − 15 = 305, x 215; cell 1 at x 115; cell 2 at x 15.
        #expect(result.items.map(\.frame.x) == [215, 115, 15, 215, 115])
    }

    @Test func aGridWithoutColumnsOrWidthIsRefused() throws {
        #expect(throws: LayoutError.invalidTree("a grid of 0 columns; expected 1 or more")) {
            try SelfSizingGrid(width: 320, columns: 0, cells: [])
        }
        #expect(throws: LayoutError.self) {
            try SelfSizingGrid(width: 40, columns: 3, interitemSpacing: 20, cells: [])
        }
    }
}
