import Testing
import TestSupport
@testable import AutoLayout

/// The Visual Format Language: the constraints each format makes (as equations, which name the items, attributes,
/// relation, multiplier, constant and priority), and the frames they lay out to, worked out by hand.
@Suite struct VisualFormatTests {
    // MARK: - Helpers

    /// The views by their identifiers, as the `views` dictionary names them.
    private func dictionary(_ views: [View]) -> [String: View] {
        Dictionary(uniqueKeysWithValues: views.map { ($0.identifier, $0) })
    }

    /// The equations of the constraints `format` makes.
    private func equations(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
        _ views: [View]
    ) throws -> [String] {
        try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: dictionary(views)
        ).map(\.equation)
    }

    /// Activates the constraints of each format.
    private func activate(
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

    // MARK: - Alignment

    @Test func alignmentsRelateNeighbouringViewsAcrossTheAxis() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b", "c")
        let format = "H:|-[a(50)]-[b(60)]-[c(70)]"
        let options: LayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom]
        #expect(
            try equations(format, options: options, views) == [
                "a.leading == root.leadingMargin", "a.width == 50", "b.leading == a.trailing + 8", "b.width == 60",
                "c.leading == b.trailing + 8", "c.width == 70", "a.top == b.top", "b.top == c.top",
                "a.bottom == b.bottom", "b.bottom == c.bottom",
            ])
        try activate([format], options: options, views)
        try activate(["V:|-30-[a(40)]"], views)
        let result = try LayoutEngine(root: root).layout()
        // a at the margin 8; b at 8 + 50 + 8 = 66; c at 66 + 60 + 8 = 134; b and c take a's top 30 and bottom 70.
        #expect(result.frame(of: "a") == Rect(x: 8, y: 30, width: 50, height: 40))
        #expect(result.frame(of: "b") == Rect(x: 66, y: 30, width: 60, height: 40))
        #expect(result.frame(of: "c") == Rect(x: 134, y: 30, width: 70, height: 40))
        #expect(result.isClean)
    }

    @Test func verticalFormatsAlignHorizontally() throws {
        let a = View(identifier: "a"), b = View(identifier: "b")
        #expect(
            try equations("V:[a]-[b]", options: .alignAllCenterX, [a, b]) == [
                "b.top == a.bottom + 8", "a.centerX == b.centerX",
            ])
        #expect(
            try equations("V:[a][b]", options: .alignAllLeading, [a, b]) == [
                "b.top == a.bottom", "a.leading == b.leading",
            ])
        #expect(
            try equations("V:[a][b]", options: [.alignAllLeft, .alignAllRight], [a, b]) == [
                "b.top == a.bottom", "a.left == b.left", "a.right == b.right",
            ])
    }

    @Test func firstBaselineAlignment() throws {
        let (root, views) = try screen(width: 300, height: 100, "big", "small")
        views[0].content = FixedContent(
            size: IntrinsicSize(width: 100, height: 40), baselines: BaselineOffsets(first: 30, last: 30))
        views[1].content = FixedContent(
            size: IntrinsicSize(width: 60, height: 16), baselines: BaselineOffsets(first: 12, last: 12))
        let format = "H:|[big]-[small]"
        #expect(
            try equations(format, options: .alignAllFirstBaseline, views) == [
                "big.leading == root.leading", "small.leading == big.trailing + 8",
                "big.firstBaseline == small.firstBaseline",
            ])
        try activate([format], options: .alignAllFirstBaseline, views)
        try activate(["V:|-10-[big]"], views)
        // big's baseline at 10 + 30 = 40; small's top 12 above it, 28; small 8 after big's 100.
        #expect(try LayoutEngine(root: root).layout().frame(of: "small") == Rect(x: 108, y: 28, width: 60, height: 16))
    }

    // MARK: - Direction

    @Test func leadingToTrailingFlipsWithTheLayoutDirection() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let format = "H:|-10-[a(50)]-20-[b(60)]"
        #expect(
            try equations(format, views) == [
                "a.leading == root.leading + 10", "a.width == 50", "b.leading == a.trailing + 20", "b.width == 60",
            ])
        try activate([format, "V:|[a(10)]", "V:|[b(10)]"], views)
        let leftToRight = try LayoutEngine(root: root).layout()
        // a at 10, b at 10 + 50 + 20 = 80.
        #expect(leftToRight.frame(of: "a")?.x == 10)
        #expect(leftToRight.frame(of: "b")?.x == 80)
        let rightToLeft = try LayoutEngine(root: root, layoutDirection: .rightToLeft).layout()
        // a's right edge 10 from the right: 290, x 240; b's right edge 20 left of a: 220, x 160.
        #expect(rightToLeft.frame(of: "a")?.x == 240)
        #expect(rightToLeft.frame(of: "b")?.x == 160)
    }

    @Test func leftToRightIgnoresTheLayoutDirection() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let format = "H:|-10-[a(50)]-20-[b(60)]"
        #expect(
            try equations(format, options: .directionLeftToRight, views) == [
                "a.left == root.left + 10", "a.width == 50", "b.left == a.right + 20", "b.width == 60",
            ])
        try activate([format], options: .directionLeftToRight, views)
        try activate(["V:|[a(10)]", "V:|[b(10)]"], views)
        for direction in UserInterfaceLayoutDirection.allCases {
            let result = try LayoutEngine(root: root, layoutDirection: direction).layout()
            #expect(result.frame(of: "a")?.x == 10)
            #expect(result.frame(of: "b")?.x == 80)
        }
    }

    @Test func rightToLeftRunsTheViewsFromTheRight() throws {
        let (root, views) = try screen(width: 300, height: 100, "a", "b")
        let format = "H:|-10-[a(50)]-20-[b(60)]"
        // The item on the right first, so the constant is the gap: a is to b's right.
        #expect(
            try equations(format, options: .directionRightToLeft, views) == [
                "root.right == a.right + 10", "a.width == 50", "a.left == b.right + 20", "b.width == 60",
            ])
        try activate([format], options: .directionRightToLeft, views)
        try activate(["V:|[a(10)]", "V:|[b(10)]"], views)
        for direction in UserInterfaceLayoutDirection.allCases {
            let result = try LayoutEngine(root: root, layoutDirection: direction).layout()
            // a's right edge at 300 − 10 = 290, x 240; b's right edge at 240 − 20 = 220, x 160.
            #expect(result.frame(of: "a")?.x == 240)
            #expect(result.frame(of: "b")?.x == 160)
        }
    }

    @Test func rightToLeftStandardSpacingUsesTheLeftAndRightMargins() throws {
        let (root, views) = try screen(width: 300, height: 100, "a")
        root.margins = .absolute(EdgeInsets(top: 0, left: 4, bottom: 0, right: 12))
        #expect(
            try equations("H:|-[a]-|", options: .directionRightToLeft, views) == [
                "root.rightMargin == a.right", "a.left == root.leftMargin",
            ])
        try activate(["H:|-[a]-|"], options: .directionRightToLeft, views)
        try activate(["V:|[a(10)]"], views)
        // From the left margin 4 to the right margin 300 − 12 = 288.
        #expect(try LayoutEngine(root: root).layout().frame(of: "a") == Rect(x: 4, y: 0, width: 284, height: 10))
    }

    @Test func verticalFormatsIgnoreTheDirection() throws {
        let (root, views) = try screen("a")
        #expect(try equations("V:|-10-[a]", options: .directionRightToLeft, views) == ["a.top == root.top + 10"])
        withExtendedLifetime(root) {}
    }

    @Test func optionsHaveUIKitsRawValues() {
        // UIKit's NSLayoutConstraint.h: 1 << NSLayoutAttribute…, the direction from bit 16.
        #expect(LayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2)
        #expect(LayoutConstraint.FormatOptions.alignAllTrailing.rawValue == 64)
        #expect(LayoutConstraint.FormatOptions.alignAllCenterX.rawValue == 512)
        #expect(LayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 4096)
        #expect(LayoutConstraint.FormatOptions.directionLeadingToTrailing.rawValue == 0)
        #expect(LayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 0x20000)
        #expect(LayoutConstraint.FormatOptions.directionMask.rawValue == 0x30000)
    }

    // MARK: - Errors

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var format: String
        var options: LayoutConstraint.FormatOptions = []
        var metrics: [String: Double] = [:]
        /// The views given, each in a root view unless `inSuperview` is false.
        var views: [String] = ["a", "b"]
        var inSuperview = true
        var offset: Int
        var message: String

        var testDescription: String { format.debugDescription }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(format: "", offset: 0, message: "the format is empty; expected a view such as '[a]'"),
        // The appendix's own examples: the same places, said our way.
        ErrorCase(
            format: "V|[backgroundBox]|", views: ["backgroundBox"], offset: 1,
            message: "expected ':' after 'V' to give the vertical orientation"),
        ErrorCase(
            format: "|[whiteBox1][blackBox4(blackWidth][redBox]|", views: ["whiteBox1", "blackBox4", "redBox"],
            offset: 33, message: "expected ',' or ')' after the predicate"),
        ErrorCase(
            format: "|[whiteBox2][blackBox]", views: ["whiteBox2"], offset: 13,
            message: "unknown view 'blackBox'; the views given are whiteBox2"),
        ErrorCase(
            format: "V:|[blackBox4(>30)]|", views: ["blackBox4"], offset: 14,
            message: "unknown relation; expected ==, <= or >="),
        // Orientation and structure.
        ErrorCase(format: "H[a]", offset: 1, message: "expected ':' after 'H' to give the horizontal orientation"),
        ErrorCase(
            format: "X:[a]", offset: 0,
            message: "expected 'H:', 'V:', the superview '|' or a view '[' to begin the format"),
        ErrorCase(format: "V:", offset: 2, message: "expected the superview '|' or a view '[' after the orientation"),
        ErrorCase(format: "H:|", offset: 3, message: "expected '-' or a view '[' after the superview '|'"),
        ErrorCase(format: "||", offset: 1, message: "expected '-' or a view '[' after the superview '|'"),
        ErrorCase(format: "|-|", offset: 2, message: "expected a view '[' after the connection to the superview"),
        ErrorCase(format: "[a", offset: 2, message: "expected ']' after the view name"),
        ErrorCase(format: "[a b]", offset: 3, message: "expected ']' after the view name"),
        ErrorCase(format: "[a(10)", offset: 6, message: "expected ']' after the view's predicates"),
        ErrorCase(format: "[]", offset: 1, message: "expected a view name (a C identifier) after '['"),
        ErrorCase(format: "[1a]", offset: 1, message: "expected a view name (a C identifier) after '['"),
        ErrorCase(format: "[é]", offset: 1, message: "expected a view name (a C identifier) after '['"),
        ErrorCase(
            format: "[a]x", offset: 3,
            message: "expected '-', a view '[', the superview '|' or the end of the format after ']'"),
        ErrorCase(format: "[a]|[b]", offset: 4, message: "expected the end of the format after the superview '|'"),
        // Connections.
        ErrorCase(
            format: "[a]-", offset: 4,
            message:
                "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the superview"
                + " '|' after '-'"),
        ErrorCase(
            format: "[a]--5-[b]", offset: 4,
            message:
                "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the superview"
                + " '|' after '-'"),
        ErrorCase(format: "[a]-20[b]", offset: 6, message: "expected '-' after the spacing"),
        ErrorCase(format: "[a]-5e-[b]", offset: 5, message: "expected '-' after the spacing"),
        ErrorCase(format: "[a]-(>=20)[b]", offset: 10, message: "expected '-' after the spacing's predicates"),
        ErrorCase(
            format: "[a]-20-", offset: 7, message: "expected a view '[' or the superview '|' after the connection"),
        // Predicates.
        ErrorCase(format: "[a(=10)]", offset: 3, message: "unknown relation; expected ==, <= or >="),
        ErrorCase(format: "[a(>=)]", offset: 5, message: "expected a number, a metric name or a view name"),
        ErrorCase(format: "[a(10,)]", offset: 6, message: "expected a number, a metric name or a view name"),
        ErrorCase(format: "[a]-(>=)-[b]", offset: 7, message: "expected a number or a metric name"),
        ErrorCase(format: "[a(10@)]", offset: 6, message: "expected a priority (a number or a metric name) after '@'"),
        ErrorCase(format: "[a(10", offset: 5, message: "expected ',' or ')' after the predicate"),
        // Names.
        ErrorCase(format: "[a]", views: [], offset: 1, message: "unknown view 'a'; no views were given"),
        ErrorCase(format: "[a]-gap-[b]", offset: 4, message: "unknown metric 'gap'; no metrics were given"),
        ErrorCase(
            format: "[a]-(>=gap)-[b]", metrics: ["pad": 1, "inset": 2], offset: 7,
            message: "unknown metric 'gap'; the metrics given are inset, pad"),
        ErrorCase(
            format: "[a(foo)]", offset: 3,
            message: "unknown metric or view 'foo'; no metrics were given; the views given are a, b"),
        ErrorCase(
            format: "[a]-b-[b]", offset: 4,
            message:
                "'b' is a view, but a spacing is a number or a metric (a view name is allowed only in a view's size,"
                + " as in [view(==b)])"),
        ErrorCase(format: "[a(10@b)]", offset: 6, message: "'b' is a view, but a priority is a number or a metric"),
        ErrorCase(
            format: "|[a]", inSuperview: false, offset: 0,
            message: "'|' stands for the superview of 'a', which has none"),
        ErrorCase(
            format: "[a]-[b]-|", inSuperview: false, offset: 8,
            message: "'|' stands for the superview of 'b', which has none"),
        // Values.
        ErrorCase(format: "[a(10@2000)]", offset: 6, message: "a priority must be from 1 to 1000, not 2000"),
        ErrorCase(format: "[a(10@0)]", offset: 6, message: "a priority must be from 1 to 1000, not 0"),
        ErrorCase(format: "[a(-5)]", offset: 3, message: "a width cannot be negative (-5)"),
        ErrorCase(format: "V:[a(-2.5)]", offset: 5, message: "a height cannot be negative (-2.5)"),
        ErrorCase(format: "[a(1e999)]", offset: 3, message: "the number '1e999' is not finite"),
        ErrorCase(format: "[a]-1e999-[b]", offset: 4, message: "the number '1e999' is not finite"),
        ErrorCase(
            format: "[a]-gap-[b]", metrics: ["gap": .infinity], offset: 4,
            message: "metric 'gap' is not a finite number (inf)"),
        ErrorCase(
            format: "[a(w)]", metrics: ["w": .nan], offset: 3, message: "metric 'w' is not a finite number (nan)"),
        // Offsets count Characters: "\r\n" is one, "é" written as e + U+0301 is one.
        ErrorCase(format: "\r\n[a][zz]", offset: 5, message: "unknown view 'zz'; the views given are a, b"),
        ErrorCase(
            format: "[a]-e\u{301}-[b]", offset: 4,
            message:
                "expected a spacing (a number, a metric name or predicates in parentheses), a view '[' or the superview"
                + " '|' after '-'"),
        ErrorCase(
            format: "🇫🇷[a]", offset: 0,
            message: "expected 'H:', 'V:', the superview '|' or a view '[' to begin the format"),
        // Options, at offset 0.
        ErrorCase(
            format: "H:[a][b]", options: .alignAllLeft, offset: 0,
            message:
                "an alignment option must be perpendicular to the format's orientation (H: needs top, bottom,"
                + " centerY or a baseline)"),
        ErrorCase(
            format: "[a][b]", options: [.alignAllTop, .alignAllCenterX], offset: 0,
            message:
                "an alignment option must be perpendicular to the format's orientation (H: needs top, bottom,"
                + " centerY or a baseline)"),
        ErrorCase(
            format: "V:[a][b]", options: .alignAllFirstBaseline, offset: 0,
            message:
                "an alignment option must be perpendicular to the format's orientation (V: needs left, right, leading,"
                + " trailing or centerX)"),
        ErrorCase(
            format: "[a]", options: [.directionLeftToRight, .directionRightToLeft], offset: 0,
            message: "the options directionLeftToRight and directionRightToLeft cannot be combined"),
        ErrorCase(
            format: "[a]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 7), offset: 0,
            message: "the options have bits that are neither an alignment nor a direction (0x80)"),
        ErrorCase(
            format: "[a]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 19), offset: 0,
            message: "the options have bits that are neither an alignment nor a direction (0x80000)"),
    ]

    @Test(arguments: errorCases) func errorsSayWhereAndWhat(_ errorCase: ErrorCase) throws {
        // The root is held here: a view's superview is a weak reference.
        let root = View(identifier: "root")
        let views = errorCase.views.map(View.init(identifier:))
        if errorCase.inSuperview { for view in views { root.addSubview(view) } }
        #expect(
            throws: LayoutError.visualFormat(
                format: errorCase.format, offset: errorCase.offset, message: errorCase.message)
        ) {
            try LayoutConstraint.constraints(
                withVisualFormat: errorCase.format, options: errorCase.options, metrics: errorCase.metrics,
                views: dictionary(views))
        }
        withExtendedLifetime(root) {}
    }

    @Test func theErrorDescriptionNamesTheFormatAndTheCharacter() {
        let error = LayoutError.visualFormat(format: "[a", offset: 2, message: "expected ']' after the view name")
        #expect(error.description == "visual format \"[a\" at character 3: expected ']' after the view name")
    }

    // MARK: - Robustness

    @Test func longRepeatedInputsParseWithoutRecursion() throws {
        let a = View(identifier: "a")
        let chain = String(repeating: "[a]", count: 10_000)
        #expect(try LayoutConstraint.constraints(withVisualFormat: chain, views: ["a": a]).count == 9_999)
        let predicates = "[a(" + String(repeating: "1,", count: 10_000) + "1)]"
        #expect(try LayoutConstraint.constraints(withVisualFormat: predicates, views: ["a": a]).count == 10_001)
        let parentheses = "[a" + String(repeating: "(", count: 100_000)
        #expect(
            throws: LayoutError.visualFormat(
                format: parentheses, offset: 3, message: "expected a number, a metric name or a view name")
        ) {
            try LayoutConstraint.constraints(withVisualFormat: parentheses, views: ["a": a])
        }
    }

    @Test func randomFormatsNeverCrashAndErrorsPointInsideTheFormat() throws {
        let tokens = [
            "[", "]", "(", ")", "|", "-", "=", "<", ">", "@", ",", ":", "H", "V", "a", "b", "gap", "1", "0", ".",
            "e", " ", "é", "🇫🇷", "\r\n", "+", "[a]", "[b]", "-8-", "(>=", "==", "1e999",
        ]
        let (root, views) = try screen("a", "b")
        var random = SeededRandom(state: 0x9E37_79B9_7F4A_7C15)  // the same strings every run
        func next(_ bound: Int) -> Int { random.int(0...bound - 1) }
        let choices: [LayoutConstraint.FormatOptions] = [[], .alignAllTop, .alignAllLeft, .directionRightToLeft]
        var parsed = 0
        for _ in 0..<5_000 {
            let format = (0..<next(16)).map { _ in tokens[next(tokens.count)] }.joined()
            let options = choices[next(choices.count)]
            do {
                let made = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: ["gap": 4], views: dictionary(views))
                // What the format makes passes UIKit's rules for activation.
                for constraint in made { try constraint.validate() }
                parsed += 1
            } catch {
                guard case .visualFormat(let thrownFormat, let offset, let message) = error else {
                    Issue.record("\(format.debugDescription): \(error)")
                    continue
                }
                #expect(thrownFormat == format)
                #expect((0...format.count).contains(offset), "\(format.debugDescription): \(offset) \(message)")
                #expect(!message.isEmpty)
            }
        }
        // Some of them are formats.
        #expect(parsed > 0)
        withExtendedLifetime(root) {}
    }
}
