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
