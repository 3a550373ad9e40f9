import DynamicTypeTesting
import TestSupport
import Testing

/// `expectFitsSideBySide`: the row laid out as a horizontal stack (SideBySideLayout), silent when both labels fit at
/// every category, an issue naming the label that does not, where, where to stack and whether stacked fits. "Hello"
/// and "World" in body, TestSans: 110 pt each at AX3, 129 at AX4, 145 at AX5, 274 / 3 at AX2, 185 / 3 at XXXL, 55 at
/// XXL (SideBySideLayoutTests works them out).
@Suite("Side-by-side helpers")
struct SideBySideHelperTests {
    let hello = FitLabel("Hello", style: .body, font: .face(TestFonts.sans))
    let world = FitLabel("World", style: .body, font: .face(TestFonts.sans))
    let measurer = TestFonts.measurer

    @Test("silent when the labels fit, and returns the layouts")
    func passes() throws {
        // 145 + 8 + 145 = 298 ≤ 400 at AX5.
        let row = try #require(expectFitsSideBySide(hello, world, spacing: 8, width: 400, measurer: measurer))
        #expect(row.fits && row.rows.count == 12)
        // In 200 pt up to AX2: 274 / 3 × 2 + 8 = 190.667.
        let upToAX2 = expectFitsSideBySide(
            hello, world, spacing: 8, width: 200, categories: ...(.accessibility2), measurer: measurer)
        #expect(upToAX2?.rows.count == 9)
    }

    @Test("an issue at the source location given: the label truncated, where, where to stack, and that stacked fits")
    func recordsIssue() {
        let here: SourceLocation = #_sourceLocation
        // At AX3: 110 + 8 + 110 = 228 > 200; stacked, 110 ≤ 200.
        let expected =
            #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart in 200 pt: "#
            + #"side by side, "Hello" truncates at AX3…AX5; stack vertically from AX3 (stacked, they fit)"#
        withKnownIssue {
            let row = expectFitsSideBySide(hello, world, spacing: 8, width: 200, measurer: measurer, sourceLocation: here)
            #expect(row?.firstStackingCategory == .accessibility3 && row?.stackedFits == true)
        } matching: { issue in
            issue.sourceLocation == here && issue.comments.map(\.rawValue) == [expected]
        }
    }

    @Test("when stacked does not fit either, which label is cut short stacked and where")
    func stackedAlsoTruncates() {
        // In 120 pt: side by side from XXXL (131.333); stacked, 129 and 145 at AX4 and AX5 are wider than 120. Side by
        // side at AX4 and AX5 the title is 0 wide and the value has the 112 left, truncated.
        withKnownIssue {
            expectFitsSideBySide(hello, world, spacing: 8, width: 120, measurer: measurer)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                #""Hello" (body in TestSans) and "World" (body in TestSans), 8 pt apart in 120 pt: "#
                    + #"side by side, "Hello" truncates at XXXL…AX5, "World" truncates at AX4…AX5; "#
                    + #"stack vertically from XXXL (stacked, "Hello" truncates at AX4…AX5, "World" truncates at AX4…AX5)"#
            ]
        }
    }

    @Test("the label that gives way is the caller's choice")
    func givingWay() {
        withKnownIssue {
            let row = expectFitsSideBySide(hello, world, spacing: 8, width: 200, givingWay: .trailing, measurer: measurer)
            #expect(row?.givingWay == .trailing)
        } matching: { issue in
            issue.comments.first?.rawValue.contains(#"side by side, "World" truncates at AX3…AX5;"#) == true
        }
    }

    @Test("label descriptions: a title that may wrap wraps rather than truncates")
    func labelDescriptions() {
        // "ab ab" at 10 pt beside "abcdef" (30) in 50 pt has 50 − 8 − 30 = 12: "ab" (10) on each of two lines.
        var title = LabelDescription(text: "ab ab", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)))
        title.numberOfLines = 0
        let value = LabelDescription(text: "abcdef", font: LabelFont(.fixed(10), source: .face(TestFonts.sans)))
        let row = expectFitsSideBySide(title, value, spacing: 8, width: 50, categories: [.large], measurer: measurer)
        #expect(row?.fits == true)
        // On one line it is truncated.
        title.numberOfLines = 1
        withKnownIssue {
            expectFitsSideBySide(title, value, spacing: 8, width: 50, categories: [.large], measurer: measurer)
        } matching: { issue in
            issue.comments.first?.rawValue.contains(#"side by side, "ab ab" truncates at L;"#) == true
        }
    }

    @Test("a fit label becomes a one-line label whose font follows the category")
    func fitLabelAsALabel() {
        let label = LabelDescription(hello)
        #expect(label.text == "Hello" && label.font == hello.font)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
        #expect(label.adjustsFontForContentSizeCategory)
    }

    @Test("the short form: two texts in one style are the two labels in it, in the system font")
    func shortForm() throws {
        let long = try SideBySideLayout(
            LabelDescription(FitLabel("Total", style: .body)), LabelDescription(FitLabel("$1,234.56", style: .body)),
            spacing: 8, width: 200)
        let message = try #require(long.failureMessage)
        var short: SideBySideLayout?
        withKnownIssue {
            short = expectFitsSideBySide("Total", "$1,234.56", style: .body, spacing: 8, width: 200)
        } matching: { issue in
            issue.comments.first?.rawValue == message
        }
        #expect(short?.firstStackingCategory == long.firstStackingCategory)
    }

    @Test("an error is recorded as an issue and gives no result")
    func recordsError() {
        withKnownIssue {
            let row = expectFitsSideBySide(hello, world, spacing: -1, width: 200, measurer: measurer)
            #expect(row == nil)
        } matching: { issue in
            issue.error as? SideBySideLayoutError
                == .invalidValue(name: "spacing", value: "-1.0", accepted: "a finite number of points ≥ 0")
        }
    }
}

/// The README's and the "Checking fit in tests" article's side-by-side examples, in the system font, their messages
/// checked word for word.
@Test func sideBySideDocumentationExamples() throws {
    let price = FitLabel("Price", style: .body), addToCart = FitLabel("Add to Cart", style: .headline)
    let row = try SideBySideLayout(LabelDescription(price), LabelDescription(addToCart), spacing: 8, width: 343)
    #expect(
        row.failureMessage
            == #""Price" (body) and "Add to Cart" (headline), 8 pt apart in 343 pt: side by side, "Price" "#
            + "truncates at AX4…AX5; stack vertically from AX4 (stacked, they fit)")
    #expect(row.firstStackingCategory == .accessibility4 && row.stackedFits)
    // Up to AX3 the helper is silent.
    expectFitsSideBySide(price, addToCart, spacing: 8, width: 343, categories: ...(.accessibility3))
    #expect(row.suggestedStackAxisRule == StackAxisRule(verticalThreshold: .accessibility4, stacksInCompactWidth: false))
    // SideBySideFit, measuring alone, agrees on where to stack (its documentation says so).
    #expect(try SideBySideFit(price, addToCart, spacing: 8, width: 343).firstStackingCategory == .accessibility4)
    let total = try SideBySideLayout(
        LabelDescription(FitLabel("Total", style: .body)), LabelDescription(FitLabel("$1,234.56", style: .body)),
        spacing: 8, width: 200)
    #expect(
        total.failureMessage?.hasSuffix(#"stack vertically from AX1 (stacked, "$1,234.56" truncates at AX4…AX5)"#)
            == true)
    // The summary SideBySideLayout's `message` documents.
    let buy = try SideBySideLayout(
        LabelDescription(FitLabel("Price", style: .body)), LabelDescription(FitLabel("Buy", style: .body)),
        spacing: 8, width: 343)
    #expect(buy.message == #""Price" (body) and "Buy" (body), 8 pt apart in 343 pt, fit side by side at XS…AX5"#)
}
