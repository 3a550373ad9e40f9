/// How tall a table view cell is laid out: fitted to its content at each category, or a fixed row height at every
/// category — decided, as UIKit decides it, by the table view that shows the cell.
///
/// - A table whose row height Interface Builder stores as a number (`rowHeight="44"`) has rows of that height: "If you
///   create a self-sizing cell in Interface Builder, the table view changes the default row height to the value you
///   set in Interface Builder. To get the expected self-sizing behavior … you must explicitly set rowHeight to
///   automaticDimension in your code" (developer.apple.com/documentation/uikit/uitableview/rowheight). A prototype
///   cell there whose own row height differs is taken at its own: the app gives it that height in code
///   (`tableView(_:heightForRowAt:)`), or the cell, cut to the table's, would show as broken at every size.
/// - A table whose row height is automatic (`rowHeight="-1"`, `UITableView.automaticDimension`, the default) sizes
///   each cell to its content, but a static cell with a row height of its own (`<tableViewCell rowHeight="144">`) keeps
///   it: the static table's controller answers the heights Interface Builder stores. A prototype cell's row height is
///   its size on the canvas only ("changing this row height only changes the height of the cell in Interface Builder
///   — it doesn't change the row height at runtime", useyourloaf.com/blog/self-sizing-table-view-cells-in-interface-builder).
/// - A cell of a xib, registered with a table in code, sizes itself: tables' row heights are automatic by default.
public enum RowHeight: Sendable, Hashable {
    /// Fitted to its content (`systemLayoutSizeFitting`), `SelfSizingTable.standardRowHeight` when its constraints
    /// give it no height.
    case fitted
    /// This height, in points, at every category.
    case fixed(Double)

    /// The row height of `cell`, shown by `table` (its nearest `<tableView>`; `nil` for a cell of a xib).
    static func of(_ cell: DocumentElement, in table: DocumentElement?) throws(ElementProblem) -> RowHeight {
        guard let table, cell.name == "tableViewCell" else { return .fitted }
        let own = try cell.number("rowHeight").flatMap { $0 >= 0 ? $0 : nil }
        if let tableHeight = try table.number("rowHeight"), tableHeight >= 0 {
            return .fixed(own ?? tableHeight)
        }
        if let own, table["dataMode"] == "static" {
            return .fixed(own)
        }
        return .fitted
    }
}
