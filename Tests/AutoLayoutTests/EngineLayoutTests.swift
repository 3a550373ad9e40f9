import Testing
@testable import AutoLayout

/// Frames worked out by hand from UIKit's documented rules.
@Suite struct EngineLayoutTests {
    @Test func marginsPlaceAViewEightPointsIn() throws {
        let (root, views) = try screen("title")
        let title = views[0]
        title.content = FixedContent(size: IntrinsicSize(width: 120, height: 20))
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        let result = try LayoutEngine(root: root).layout()
        // Margins are 8 on every side by default; the intrinsic size holds (nothing pulls against it).
        #expect(result.frame(of: "title") == Rect(x: 8, y: 8, width: 120, height: 20))
        #expect(result.frame(of: "root") == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(result.isClean)
    }

    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        let (root, views) = try screen("title")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.margins = .directional(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20))
        let title = views[0]
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let result = try LayoutEngine(root: root).layout()
        // x = leading margin 16; width = 390 − 16 − 20 = 354; y = safe area top 47; bottom = 844 − 34 − 0 = 810.
        #expect(result.frame(of: "title") == Rect(x: 16, y: 47, width: 354, height: 763))
    }

    @Test func rightToLeftFlipsLeadingAndTrailingButNotLeftAndRight() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        for view in views { view.content = FixedContent(size: IntrinsicSize(width: 50, height: 20)) }
        root.margins = .directional(DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
        try LayoutConstraint.activate([
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            LayoutConstraint(
                item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .trailing, constant: 8),
            b.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let leftToRight = try LayoutEngine(root: root).layout()
        // a at the leading margin 10; b 8 after a's trailing edge: 10 + 50 + 8 = 68.
        #expect(leftToRight.frame(of: "a")?.x == 10)
        #expect(leftToRight.frame(of: "b")?.x == 68)
        let rightToLeft = try LayoutEngine(root: root, layoutDirection: .rightToLeft).layout()
        // Leading is the right edge; the leading margin (10) is on the right: a's right edge at 300 − 10 = 290, so
        // x = 240; b's right edge 8 left of a's left edge: 232, x = 182.
        #expect(rightToLeft.frame(of: "a")?.x == 240)
        #expect(rightToLeft.frame(of: "b")?.x == 182)
    }

    @Test func priorityOrderDecidesAWidthAsUIKitDocuments() throws {
        let (root, views) = try screen("a")
        let a = views[0]
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 160).priority(Priority(750)!),
            a.widthAnchor.constraint(equalToConstant: 80).priority(Priority(900)!),
            a.widthAnchor.constraint(equalToConstant: 200).priority(Priority(251)!),
        ])
        #expect(try LayoutEngine(root: root).layout().frame(of: "a")?.width == 80)
    }

    @Test func higherCompressionResistanceKeepsItsSize() throws {
        // Two labels between the margins of a 300-point row: 8 + a + 8 + b + 8 = 300 leaves 276 for 2 × 200.
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        for view in views { view.content = FixedContent(size: IntrinsicSize(width: 200, height: 20)) }
        a.contentCompressionResistancePriority.horizontal = Priority(751)!
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try LayoutEngine(root: root).layout()
        // a resists at 751 and keeps 200; b gives way at 750: 276 − 200 = 76.
        #expect(result.frame(of: "a") == Rect(x: 8, y: 0, width: 200, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 216, y: 0, width: 76, height: 20))
        #expect(result.findings == [.compressed(view: "b", axis: .horizontal, intrinsic: 200, actual: 76)])
    }

    @Test func higherHuggingStaysAtItsSize() throws {
        // Room to spare: 8 + a + 8 + b + 8 = 300 leaves 276 for 2 × 50; b hugs at 251 and stays 50, a takes 226.
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        for view in views { view.content = FixedContent(size: IntrinsicSize(width: 50, height: 20)) }
        b.contentHuggingPriority.horizontal = Priority(251)!
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let result = try LayoutEngine(root: root).layout()
        #expect(result.frame(of: "a")?.width == 226)
        #expect(result.frame(of: "b") == Rect(x: 242, y: 0, width: 50, height: 20))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func equalHuggingThatSharesStretchIsAmbiguous() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        for view in views { view.content = FixedContent(size: IntrinsicSize(width: 50, height: 20)) }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let ambiguous = try LayoutEngine(root: root).layout().ambiguous
        // Either may take the 176 spare points: a's width, b's x and b's width are undecided; heights and tops are.
        #expect(Set(ambiguous) == [
            Ambiguity(item: "a", attribute: .width), Ambiguity(item: "b", attribute: .x),
            Ambiguity(item: "b", attribute: .width),
        ])
    }

    @Test func multiplierAndCenters() throws {
        let (root, views) = try screen(width: 400, height: 200, "half")
        let half = views[0]
        try LayoutConstraint.activate([
            half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.25, constant: 10),
            half.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            half.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        // width 200, height 0.25 × 200 + 10 = 60; centred: x = 200 − 100, y = 100 − 30.
        #expect(try LayoutEngine(root: root).layout().frame(of: "half") == Rect(x: 100, y: 70, width: 200, height: 60))
    }

    @Test func firstBaselinesAlignAcrossDifferentFonts() throws {
        let (root, views) = try screen(width: 300, height: 100, "big", "small")
        let (big, small) = (views[0], views[1])
        big.content = FixedContent(
            size: IntrinsicSize(width: 100, height: 40), baselines: BaselineOffsets(first: 30, last: 30))
        small.content = FixedContent(
            size: IntrinsicSize(width: 60, height: 16), baselines: BaselineOffsets(first: 12, last: 12))
        try LayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        // big's baseline at 10 + 30 = 40; small's top 12 above it: 28.
        #expect(try LayoutEngine(root: root).layout().frame(of: "small") == Rect(x: 100, y: 28, width: 60, height: 16))
    }

    @Test func aViewWithoutBaselinesUsesItsTopAndBottom() throws {
        let (root, views) = try screen(width: 300, height: 100, "box", "next")
        let (box, next) = (views[0], views[1])
        box.content = FixedContent(size: IntrinsicSize(width: 40, height: 30))
        next.content = FixedContent(size: IntrinsicSize(width: 40, height: 30))
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            next.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            next.firstBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor, constant: 4),
        ])
        // box's last baseline is its bottom, 35; next's first baseline is its top: 39.
        #expect(try LayoutEngine(root: root).layout().frame(of: "next")?.y == 39)
    }

    @Test func nestedViewsRelateInTheirCommonAncestorsCoordinates() throws {
        let (root, views) = try screen(width: 390, height: 844, "card", "caption")
        let card = views[0], caption = views[1]
        let icon = View(identifier: "icon")
        card.addSubview(icon)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 120),
            icon.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            // Across the tree: the caption starts below the icon, 4 points down, its left edge at the icon's.
            caption.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 4),
            caption.leadingAnchor.constraint(equalTo: icon.leadingAnchor),
            caption.widthAnchor.constraint(equalToConstant: 50),
            caption.heightAnchor.constraint(equalToConstant: 10),
        ])
        let result = try LayoutEngine(root: root).layout()
        // icon in the card: right edge at 200 − 8 = 192, x 168, y 10. On screen: x 188, y 110; caption at 188, 138.
        #expect(result.frame(of: "icon") == Rect(x: 168, y: 10, width: 24, height: 24))
        #expect(result.frame(of: "caption") == Rect(x: 188, y: 138, width: 50, height: 10))
        #expect(result.isClean)
    }

    @Test func aGuideIsPlacedLikeAView() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        let gap = LayoutGuide(identifier: "gap")
        root.addLayoutGuide(gap)
        for view in views { view.content = FixedContent(size: IntrinsicSize(width: 40, height: 20)) }
        for view in views { view.contentHuggingPriority.horizontal = .required }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        // a and b hug at 40 (required); the guide takes the 220 between.
        let result = try LayoutEngine(root: root).layout()
        #expect(result.frame(of: "b")?.x == 260)
        #expect(result.ambiguous.isEmpty)
    }
}

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
