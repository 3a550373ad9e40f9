import Testing
@testable import AutoLayout

/// The format options: alignments that relate neighbouring views across the axis, and the direction a horizontal
/// format runs in.
extension VisualFormatTests {
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
}
