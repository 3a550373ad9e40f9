import Testing
@testable import AutoLayout

/// The view tree between layouts: views removed, let go of and moved; and a constraint the layout refuses.
@Suite struct ViewTreeTests {
    @Test func removingAViewRemovesTheConstraintsAboveItThatReferToIt() throws {
        let (root, views) = try screen("card", "other")
        let (card, other) = (views[0], views[1])
        let icon = View(identifier: "icon")
        card.addSubview(icon)
        let inside = icon.widthAnchor.constraint(equalTo: card.widthAnchor)
        let across = other.topAnchor.constraint(equalTo: icon.bottomAnchor)
        let unrelated = other.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        try LayoutConstraint.activate([inside, across, unrelated])
        card.removeFromSuperview()
        // The constraint between the icon and a view outside the card goes; the card's own and the unrelated stay.
        #expect(!across.isActive && inside.isActive && unrelated.isActive)
        #expect(root.constraints.contains { $0 === unrelated } && !root.constraints.contains { $0 === across })
        _ = try LayoutEngine(root: root).layout()
    }

    @Test func aTreeLetGoIsFreedWithItsConstraints() throws {
        // A view keeps the constraints installed on it; were a constraint to keep its items, a size or a subview
        // pinned to its superview would be a cycle and the tree would never be freed (FuzzLayoutDocument's leak
        // check found it). UIKit's constraints do not retain their items either.
        weak var freedRoot: View?
        weak var freedLeaf: View?
        var kept: LayoutConstraint?
        try {
            let (root, views) = try screen("leaf")
            let pin = views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
            try LayoutConstraint.activate([pin, views[0].widthAnchor.constraint(equalToConstant: 10)])
            _ = try LayoutEngine(root: root).layout()
            (freedRoot, freedLeaf, kept) = (root, views[0], pin)
        }()
        #expect(freedRoot == nil && freedLeaf == nil)
        // The constraint kept outlives its items and says so.
        #expect(kept?.firstItem == nil && kept?.secondItem == nil)
        #expect(kept?.equation == "(freed).leading == (freed).leading + 8")
    }

    @Test func aViewMovedToAnotherSuperviewIsLaidOutWhereItNowIs() throws {
        // The same engine lays out before and after the move; the views come in the same order both times (root, a,
        // c), so only the tree's shape tells the engine that c's coordinates changed.
        let (root, views) = try screen(width: 200, height: 200, "a")
        let a = views[0]
        let c = View(identifier: "c")
        a.addSubview(c)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
            c.widthAnchor.constraint(equalToConstant: 10), c.heightAnchor.constraint(equalToConstant: 10),
            c.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5),
            c.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
        ])
        let engine = LayoutEngine(root: root)
        // In a's coordinates: 5, 5.
        #expect(try engine.layout().frame(of: "c") == Rect(x: 5, y: 5, width: 10, height: 10))
        c.removeFromSuperview()
        root.addSubview(c)
        try LayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
            c.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 9),
        ])
        // Now in the root's: 7, and 9 below a's bottom (50 + 100): 159. Its size constraints moved with it.
        let moved = try engine.layout()
        #expect(moved.frame(of: "c") == Rect(x: 7, y: 159, width: 10, height: 10))
        #expect(moved.isClean)
    }

    @Test func aConstantThatIsNotANumberIsRefusedAtLayout() throws {
        let (root, views) = try screen("a")
        let width = views[0].widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([width])
        width.constant = .nan
        #expect(throws: LayoutError.notFinite(width.name)) { try LayoutEngine(root: root).layout() }
    }
}
