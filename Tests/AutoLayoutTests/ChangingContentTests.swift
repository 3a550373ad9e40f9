import Testing
@testable import AutoLayout

/// Content that changes (a category change) and content whose height depends on its width.
@Suite struct ChangingContentTests {
    /// A label between the margins of a 200-point screen, a second view below it.
    static func labelAndFooter(textWidth: Double) throws -> (View, View, View) {
        let (root, views) = try screen(width: 200, height: 400, "label", "footer")
        let (label, footer) = (views[0], views[1])
        label.content = WrappingContent(textWidth: textWidth)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 10),
            footer.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, label, footer)
    }

    @Test func aWrappingLabelIsMeasuredAtTheWidthItGets() throws {
        // 500 points of text, at most 200 − 16 = 184 wide: ⌈500 / 184⌉ = 3 lines of 20. The first pass measures it
        // unwrapped (one line) and gives it 184; the second measures it at 184 and finds the width unchanged.
        let (root, _, _) = try Self.labelAndFooter(textWidth: 500)
        let result = try LayoutEngine(root: root).layout()
        #expect(result.frame(of: "label") == Rect(x: 8, y: 10, width: 184, height: 60))
        #expect(result.frame(of: "footer")?.y == 74)
        #expect(result.passes == 2)
    }

    @Test func aLayoutAfterTheViewsMovedReadsEachViewsOwnMarginsAndBaselines() throws {
        // The label's leading at the root's leading margin, its first baseline 20 below the root's top margin:
        // x = 8, y = 8 + 20 − 15 = 13 with the default margins and a baseline 15 down.
        let (root, views) = try screen(width: 300, height: 200, "spacer", "label")
        let (spacer, label) = (views[0], views[1])
        label.content = FixedContent(size: IntrinsicSize(width: 100, height: 20), baselines: BaselineOffsets(first: 15, last: 15))
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 20),
        ])
        let engine = LayoutEngine(root: root)
        #expect(try engine.layout().frame(of: "label") == Rect(x: 8, y: 13, width: 100, height: 20))
        // The spacer, which has no constraints, moves in front of the label (the same views and constraints, each of
        // the two at the other's place), the margins grow and the baseline moves up: x = 40, y = 30 + 20 − 10 = 40.
        // Then only the content changes (laid out in place): a baseline 12 down, y = 30 + 20 − 12 = 38.
        root.insertSubview(spacer, at: 1)
        root.margins = .absolute(EdgeInsets(top: 30, left: 40, bottom: 8, right: 8))
        label.content = FixedContent(size: IntrinsicSize(width: 100, height: 20), baselines: BaselineOffsets(first: 10, last: 10))
        #expect(try engine.layout().frame(of: "label") == Rect(x: 40, y: 40, width: 100, height: 20))
        label.content = FixedContent(size: IntrinsicSize(width: 100, height: 20), baselines: BaselineOffsets(first: 12, last: 12))
        #expect(try engine.layout().frame(of: "label") == Rect(x: 40, y: 38, width: 100, height: 20))
    }

    @Test func aLayoutAfterTheContentChangedIsTheFreshLayout() throws {
        let (root, label, _) = try Self.labelAndFooter(textWidth: 100)
        let engine = LayoutEngine(root: root)
        let first = try engine.layout()
        // Short text: one line, 100 wide.
        #expect(first.frame(of: "label") == Rect(x: 8, y: 10, width: 100, height: 20))
        for textWidth in [500.0, 1000, 150, 100] {
            label.content = WrappingContent(textWidth: textWidth, lineHeight: 24)
            let again = try engine.layout()
            let (freshRoot, freshLabel, _) = try Self.labelAndFooter(textWidth: textWidth)
            freshLabel.content = WrappingContent(textWidth: textWidth, lineHeight: 24)
            let fresh = try LayoutEngine(root: freshRoot).layout()
            #expect(again.frames == fresh.frames, "text \(textWidth)")
        }
        // 1000 points at 184: 6 lines of 24.
        label.content = WrappingContent(textWidth: 1000, lineHeight: 24)
        #expect(try engine.layout().frame(of: "label")?.height == 144)
    }

    @Test func aPriorityChangedAfterLayoutIsObeyed() throws {
        // width == 100 @750 against == 200 @500: 100. Swapped, the 200 wins; swapped back, 100 again.
        let (root, views) = try screen(width: 390, height: 844, "box")
        let box = views[0]
        let narrow = box.widthAnchor.constraint(equalToConstant: 100).priority(Priority(750)!)
        let wide = box.widthAnchor.constraint(equalToConstant: 200).priority(Priority(500)!)
        try LayoutConstraint.activate([
            narrow, wide, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let engine = LayoutEngine(root: root)
        #expect(try engine.layout().frame(of: "box")?.width == 100)
        (narrow.priority, wide.priority) = (Priority(500)!, Priority(750)!)
        #expect(try engine.layout().frame(of: "box")?.width == 200)
        (narrow.priority, wide.priority) = (Priority(750)!, Priority(500)!)
        #expect(try engine.layout().frame(of: "box")?.width == 100)
    }

    @Test func huggingAndContentChangedAfterLayoutAreObeyed() throws {
        // Two views of intrinsic width 100 and 60 filling 300 side by side: the one that hugs less (250 against 251)
        // stretches — the first, 300 − 60 = 240 wide; with the hugging swapped the second, 300 − 100 = 200 wide.
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        a.content = FixedContent(size: IntrinsicSize(width: 100, height: 20))
        b.content = FixedContent(size: IntrinsicSize(width: 60, height: 20))
        b.contentHuggingPriority.horizontal = Priority(251)!
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let engine = LayoutEngine(root: root)
        #expect(try engine.layout().frame(of: "a")?.width == 240)
        a.contentHuggingPriority.horizontal = Priority(252)!
        #expect(try engine.layout().frame(of: "b")?.width == 200)
        // b without a width of its own (height only): nothing keeps it at 60, so the two share 300 by hugging alone —
        // a hugs at 252, b has no hugging: a stays 100, b takes 200. Then b's width back: b hugs at 251 < 252, 200.
        b.content = FixedContent(size: IntrinsicSize(width: nil, height: 20))
        #expect(try engine.layout().frame(of: "b")?.width == 200)
        #expect(try engine.layout().frame(of: "b")?.height == 20)
        b.content = FixedContent(size: IntrinsicSize(width: 60, height: 30))
        let last = try engine.layout()
        #expect(last.frame(of: "b") == Rect(x: 100, y: 0, width: 200, height: 30))
    }

    @Test func aConstantChangedAfterLayoutMovesTheViews() throws {
        let (root, _, footer) = try Self.labelAndFooter(textWidth: 100)
        let engine = LayoutEngine(root: root)
        _ = try engine.layout()
        let gap = try #require(root.constraints.first { $0.firstItem === footer && $0.firstAttribute == .top })
        gap.constant = 30
        // label 10…30, then 30 down.
        #expect(try engine.layout().frame(of: "footer")?.y == 60)
    }

    @Test func aLayoutInPlaceIsTheFreshLayoutWhateverChanged() throws {
        // A view laid out by its frame, a label with baselines and a badge on its last baseline, leading and
        // trailing: each change below is laid out by one engine (in place when only constants changed) and by a
        // fresh one, which must agree.
        let (root, views) = try screen(width: 300, height: 200, "panel", "label", "badge")
        let (panel, label, badge) = (views[0], views[1], views[2])
        panel.translatesAutoresizingMaskIntoConstraints = true
        panel.frame = Rect(x: 10, y: 150, width: 280, height: 40)
        panel.designSuperviewSize = Size(width: 320, height: 200)
        panel.autoresizingMask = [.flexibleWidth]
        label.content = WrappingContent(textWidth: 120)
        badge.content = FixedContent(size: IntrinsicSize(width: 20, height: 20))
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            badge.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        let engine = LayoutEngine(root: root)
        func expectTheFreshLayout(_ change: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let fresh = try LayoutEngine(root: root, layoutDirection: engine.layoutDirection).layout()
            #expect(try engine.layout().frames == fresh.frames, "\(change)", sourceLocation: sourceLocation)
        }
        try expectTheFreshLayout("first")
        label.content = WrappingContent(textWidth: 160, lineHeight: 24)
        try expectTheFreshLayout("the label's content (in place)")
        engine.layoutDirection = .rightToLeft
        try expectTheFreshLayout("right to left")
        panel.autoresizingMask = [.flexibleLeftMargin]
        try expectTheFreshLayout("the panel's mask (the same shape, other terms)")
        panel.frame = Rect(x: 20, y: 150, width: 260, height: 40)
        try expectTheFreshLayout("the panel's frame")
        label.content = FixedContent(size: IntrinsicSize(width: 100, height: 20))
        try expectTheFreshLayout("the label without baselines (the badge on its bottom)")
        engine.layoutDirection = .leftToRight
        try expectTheFreshLayout("left to right")
    }

    @Test func aLayoutThatThrowsKeepsNothingItMadeOnTheWay() throws {
        // The root's constraints change (one gone, one new: those after it at other places), then a constraint met
        // after them has a constant that is not a number, and the layout throws. With the constant a number again the
        // layout is the fresh one: nothing the layout that threw expressed stands for the solver's constraints.
        let (root, views) = try screen(width: 300, height: 200, "box")
        let box = views[0]
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5), width,
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        let engine = LayoutEngine(root: root)
        #expect(try engine.layout().frame(of: "box") == Rect(x: 10, y: 5, width: 50, height: 20))
        LayoutConstraint.deactivate([leading])
        try LayoutConstraint.activate([box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)])
        width.constant = .nan
        #expect(throws: LayoutError.notFinite(width.name)) { try engine.layout() }
        width.constant = 50
        #expect(try engine.layout().frame(of: "box") == Rect(x: 240, y: 5, width: 50, height: 20))
    }
}
