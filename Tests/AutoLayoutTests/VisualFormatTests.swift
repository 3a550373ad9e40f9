import Testing
import TestSupport
@testable import AutoLayout

/// The Visual Format Language: the constraints each format makes (as equations, which name the items, attributes,
/// relation, multiplier, constant and priority), and the frames they lay out to, worked out by hand.
@Suite struct VisualFormatTests {
    // MARK: - Helpers

    /// The views by their identifiers, as the `views` dictionary names them.
    func dictionary(_ views: [View]) -> [String: View] {
        Dictionary(uniqueKeysWithValues: views.map { ($0.identifier, $0) })
    }

    /// The equations of the constraints `format` makes.
    func equations(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
        _ views: [View]
    ) throws -> [String] {
        try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: dictionary(views)
        ).map(\.equation)
    }

    /// Activates the constraints of each format.
    func activate(
        _ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
        _ views: [View]
    ) throws {
        for format in formats {
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: dictionary(views)))
        }
    }

    // MARK: - Formats

    @Test func standardSpacingToTheSuperviewIsItsMargin() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        views[0].content = FixedContent(size: IntrinsicSize(width: 100, height: 20))
        let format = "H:|-[a]-8-[b(>=40@750)]-|"
        #expect(
            try equations(format, views) == [
                "a.leading == root.leadingMargin", "b.leading == a.trailing + 8", "b.width >= 40 @750",
                "root.trailingMargin == b.trailing",
            ])
        try activate([format, "V:|[a]", "V:|[b(20)]"], views)
        let result = try LayoutEngine(root: root).layout()
        // Margins of 8: a at 8, its intrinsic 100 wide; b 8 after it at 116, to the right margin 300 − 8 = 292.
        #expect(result.frame(of: "a") == Rect(x: 8, y: 0, width: 100, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 116, y: 0, width: 176, height: 20))
        #expect(result.isClean)
    }

    @Test func theMadeConstraintsHoldWhatTheFormatSays() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let (a, b) = (views[0], views[1])
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]-8-[b(>=40@750)]-|", views: ["a": a, "b": b])
        try #require(made.count == 4)
        let gap = made[1]
        #expect(gap.firstItem === b && gap.firstAttribute == .leading && gap.relation == .equal)
        #expect(gap.secondItem === a && gap.secondAttribute == .trailing)
        #expect(gap.multiplier == 1 && gap.constant == 8 && gap.priority == .required)
        let width = made[2]
        #expect(width.firstItem === b && width.firstAttribute == .width && width.relation == .greaterThanOrEqual)
        #expect(width.secondItem == nil && width.secondAttribute == nil)
        #expect(width.constant == 40 && width.priority == Priority(750))
        #expect(made.allSatisfy { !$0.isActive && $0.identifier == nil })
        let margin = made[3]
        #expect(margin.firstItem === root && margin.firstAttribute == .trailingMargin)
        #expect(margin.secondItem === b && margin.secondAttribute == .trailing && margin.constant == 0)
    }

    @Test func verticalFormatWithEqualHeightsAndAnInequality() throws {
        let (root, views) = try screen(width: 300, height: 200, "a", "b")
        views[1].content = FixedContent(size: IntrinsicSize(width: nil, height: 60))
        let format = "V:|-20-[a(==b)]-(>=0)-[b]|"
        #expect(
            try equations(format, views) == [
                "a.top == root.top + 20", "a.height == b.height", "b.top >= a.bottom", "root.bottom == b.bottom",
            ])
        try activate([format, "H:|[a(50)]", "H:|[b(70)]"], views)
        let result = try LayoutEngine(root: root).layout()
        // b keeps its intrinsic 60 and sits on the bottom (200 − 60 = 140); a is as tall, 20 from the top, and
        // ends at 80, above b's top.
        #expect(result.frame(of: "a") == Rect(x: 0, y: 20, width: 50, height: 60))
        #expect(result.frame(of: "b") == Rect(x: 0, y: 140, width: 70, height: 60))
        #expect(result.isClean)
    }

    @Test func viewsWithoutAConnectionAreFlush() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        // No orientation: horizontal.
        #expect(try equations("[a][b]", views) == ["b.leading == a.trailing"])
        try activate(["H:|-10-[a(30)][b(40)]", "V:|[a(10)]", "V:|[b(10)]"], views)
        let result = try LayoutEngine(root: root).layout()
        // a from 10 to 40; b starts where a ends.
        #expect(result.frame(of: "a") == Rect(x: 10, y: 0, width: 30, height: 10))
        #expect(result.frame(of: "b") == Rect(x: 40, y: 0, width: 40, height: 10))
    }

    @Test func sizesFollowTheOrientation() throws {
        let a = View(identifier: "a"), b = View(identifier: "b")
        #expect(try equations("H:[a(100)]", [a]) == ["a.width == 100"])
        #expect(try equations("V:[a(100)]", [a]) == ["a.height == 100"])
        // The appendix's priority example, [button(100@20)].
        #expect(try equations("[a(100@20)]", [a]) == ["a.width == 100 @20"])
        #expect(try equations("[a(==b)]", [a, b]) == ["a.width == b.width"])
        #expect(try equations("V:[a(<=b@999.5)]", [a, b]) == ["a.height <= b.height @999.5"])
    }

    @Test func predicateListsInAViewAndInAConnection() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        views[0].content = FixedContent(size: IntrinsicSize(width: 200, height: 20))
        views[1].content = FixedContent(size: IntrinsicSize(width: 50, height: 20))
        let format = "H:|[a(>=70,<=100)]-(>=8,<=20@750)-[b]|"
        #expect(
            try equations(format, views) == [
                "a.leading == root.leading", "a.width >= 70", "a.width <= 100", "b.leading >= a.trailing + 8",
                "b.leading <= a.trailing + 20 @750", "root.trailing == b.trailing",
            ])
        try activate([format, "V:|[a]", "V:|[b]"], views)
        let result = try LayoutEngine(root: root).layout()
        // a + gap + b = 300. a is held to 100 at most (its content wants 200, at 750); at 750 the gap may be 8…20
        // and b at least 50; at 250 b hugs, so the gap takes its 20 and b the 180 left.
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 120, y: 0, width: 180, height: 20))
        #expect(result.findings == [.compressed(view: "a", axis: .horizontal, intrinsic: 200, actual: 100)])
        #expect(result.ambiguous.isEmpty)
    }

    @Test func metricsStandForSpacingsSizesAndPriorities() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let format = "H:|-pad-[a(w@p)]-gap-[b(==a)]-pad-|"
        let metrics = ["pad": 12.0, "w": 100, "p": 500, "gap": 6]
        #expect(
            try equations(format, metrics: metrics, views) == [
                "a.leading == root.leading + 12", "a.width == 100 @500", "b.leading == a.trailing + 6",
                "b.width == a.width", "root.trailing == b.trailing + 12",
            ])
        try activate([format, "V:|[a(10)]", "V:|[b(10)]"], metrics: metrics, views)
        let result = try LayoutEngine(root: root).layout()
        // 300 − 12 − 6 − 12 = 270 for two equal widths: 135 each (the width of 100 at 500 gives way).
        #expect(result.frame(of: "a") == Rect(x: 12, y: 0, width: 135, height: 10))
        #expect(result.frame(of: "b") == Rect(x: 153, y: 0, width: 135, height: 10))
        #expect(result.isClean)
    }

    @Test func aNameThatIsBothAMetricAndAViewIsTheMetric() throws {
        let a = View(identifier: "a"), b = View(identifier: "b")
        #expect(try equations("[a(b)]", metrics: ["b": 30], [a, b]) == ["a.width == 30"])
        #expect(try equations("[a(b)]", [a, b]) == ["a.width == b.width"])
    }

    @Test func whitespaceMayStandBetweenTokens() throws {
        let (root, views) = try screen("a")
        #expect(
            try equations(" H : | - [ a (>=50, <=70) ] - | ", views) == [
                "a.leading == root.leadingMargin", "a.width >= 50", "a.width <= 70",
                "root.trailingMargin == a.trailing",
            ])
        withExtendedLifetime(root) {}
    }

    @Test func numbersAreReadAsStrtodReadsThem() throws {
        let a = View(identifier: "a"), b = View(identifier: "b")
        #expect(try equations("[a(.5)]", [a]) == ["a.width == 0.5"])
        #expect(try equations("[a(1e2)]", [a]) == ["a.width == 100"])
        #expect(try equations("[a(+7)]", [a]) == ["a.width == 7"])
        #expect(try equations("[a(5.)]", [a]) == ["a.width == 5"])
        #expect(try equations("[a]-1.5-[b]", [a, b]) == ["b.leading == a.trailing + 1.5"])
        #expect(try equations("[a]-(-4)-[b]", [a, b]) == ["b.leading == a.trailing − 4"])
        #expect(try equations("[a]-(==2.5e1@1)-[b]", [a, b]) == ["b.leading == a.trailing + 25 @1"])
        #expect(try equations("[a(" + String(repeating: "9", count: 300) + ")]", [a]).count == 1)
    }

    // MARK: - Margins and the safe area

    @Test func standardSpacingToTheSuperviewFollowsTheSafeArea() throws {
        let (root, views) = try screen(width: 390, height: 844, "a")
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(try equations("V:|-[a]-|", views) == ["a.top == root.topMargin", "root.bottomMargin == a.bottom"])
        try activate(["V:|-[a]-|", "H:|[a]|"], views)
        // Margins of 8 measured from the safe area: top 47 + 8 = 55, bottom 844 − 34 − 8 = 802.
        #expect(try LayoutEngine(root: root).layout().frame(of: "a") == Rect(x: 0, y: 55, width: 390, height: 747))
    }

    @Test func directionalMarginsFlipWithTheLayoutDirection() throws {
        let (root, views) = try screen(width: 300, height: 100, "a")
        root.margins = .directional(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 20))
        try activate(["H:|-[a]-|", "V:|[a(10)]"], views)
        // Left to right: from the leading margin 16 to 300 − 20; right to left the leading 16 is on the right.
        #expect(try LayoutEngine(root: root).layout().frame(of: "a") == Rect(x: 16, y: 0, width: 264, height: 10))
        #expect(
            try LayoutEngine(root: root, layoutDirection: .rightToLeft).layout().frame(of: "a")
                == Rect(x: 20, y: 0, width: 264, height: 10))
    }
}
