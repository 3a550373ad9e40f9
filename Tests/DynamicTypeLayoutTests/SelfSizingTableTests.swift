import DynamicTypeLayout
import Testing
import TestSupport

/// A table of self-sizing cells: row heights worked out from TestSans's metrics (a line of 1100 units: 15.4 pt at
/// xSmall's 14 pt, 18.7 at large's 17, 58.3 at AX5's 53) and Apple's body leading for the lines after the first (62
/// at AX5), with the content view's margins of 8 above and below, and a separator of one pixel on a 3× display.
@Suite struct SelfSizingTableTests {
    func cells() throws -> [View] {
        let text = View(identifier: "text-cell")
        text.margins = .directional(DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        let title = Screens.label("title", "aaaa bbbb cccc", style: .body)
        title.numberOfLines = 0
        text.addSubview(title)
        let box = View(identifier: "box-cell")
        box.margins = text.margins
        let icon = Screens.box("icon", width: 44, height: 44)
        box.addSubview(icon)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: text.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: text.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: text.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: text.layoutMarginsGuide.bottomAnchor),
            icon.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            icon.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            icon.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        return [text, box]
    }

    @Test func rowHeightsFollowTheTextAtThreeCategories() throws {
        let table = try SelfSizingTable(width: 200, cells: cells())
        let results = try table.layoutAtEveryCategory([.extraSmall, .large, .accessibility5])
        // The text has 168 points between the margins. At xSmall and large its three words fit on one line (15.4 and
        // 18.7 pt: 47 / 3 and 19 on the 3× grid); at AX5 a word is 4 × 26.5 pt plus tracking, two never fit in 168:
        // three lines, 58.3 + 62 + 62 = 182.3, 547 / 3 on the grid.
        let heights = results.map { $0.rows.map(\.height) }
        let third = 1.0 / 3
        let expected = [[32, 60 + third], [35 + third, 60 + third], [198 + 2 * third, 60 + third]]
        for (got, want) in zip(heights, expected) {
            #expect(got.count == want.count && zip(got, want).allSatisfy { approximately($0, $1) }, "\(got)")
        }
        // The second row starts where the first ends.
        #expect(approximately(results[2].rows[1].y, 198 + 2 * third))
        #expect(approximately(results[2].contentHeight, 259))
        #expect(results.allSatisfy { $0.findings.isEmpty })
    }

    @Test func aCellWithASuperviewIsRefused() throws {
        let parent = View(identifier: "parent")
        let cell = View(identifier: "cell")
        parent.addSubview(cell)
        #expect(throws: LayoutError.self) { try SelfSizingTable(width: 100, cells: [cell]) }
    }

    @Test func aCellItsConstraintsGiveNoHeightIsTheStandardHeight() throws {
        // A 30-point box centred in the cell pushes on neither edge: the fitted height collapses to 0, and UIKit uses
        // the standard 44 instead; the box stays centred in it. The row adds the separator, a third of a point.
        let cell = View(identifier: "cell")
        let box = Screens.box("box", width: 30, height: 30)
        cell.addSubview(box)
        try LayoutConstraint.activate([
            box.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        ])
        let result = try SelfSizingTable(width: 200, cells: [cell]).layout(at: .large)
        #expect(SelfSizingTable.standardRowHeight == 44)
        #expect(approximately(result.rows[0].height, 44 + 1.0 / 3))
        #expect(result.rows[0].layout.frame(of: "box") == Rect(x: 0, y: 7, width: 30, height: 30))
    }
}
