import DynamicTypeTesting
import TestSupport
import Testing

/// `CategorySelection`, the helpers' one `categories:` type: a list, a range, a partial range or all twelve, each
/// written as before; the range operators give a selection only where one is expected.
@Suite("Category selections")
struct CategorySelectionTests {
    static func selection(_ categories: CategorySelection) -> [ContentSizeCategory] { categories.categories }

    @Test("a list is kept as written; all is the twelve")
    func lists() {
        #expect(Self.selection([.accessibility5, .large]) == [.accessibility5, .large])
        #expect(Self.selection([]) == [])
        #expect(CategorySelection.all.categories == ContentSizeCategory.allCases)
        let list: [ContentSizeCategory] = [.small, .medium]
        #expect(CategorySelection(list).categories == list)
    }

    @Test("ranges and partial ranges are their categories, ascending")
    func ranges() {
        #expect(Self.selection(.large ... .accessibility3) == [
            .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibility1, .accessibility2, .accessibility3,
        ])
        #expect(Self.selection(.large ..< .extraExtraLarge) == [.large, .extraLarge])
        #expect(Self.selection(...(.small)) == [.extraSmall, .small])
        #expect(Self.selection(..<(.accessibility1)) == Array(ContentSizeCategory.allCases.prefix(7)))
        #expect(Self.selection(.accessibility4...) == [.accessibility4, .accessibility5])
        #expect(Self.selection(...(.xxxLarge)) == Self.selection(.xSmall ... .extraExtraExtraLarge))
    }

    @Test("without a selection expected, the range operators still make ranges")
    func rangesStayRanges() {
        let closed = ContentSizeCategory.large ... .accessibility3
        #expect(type(of: closed) == ClosedRange<ContentSizeCategory>.self)
        let through = ...ContentSizeCategory.extraExtraExtraLarge
        #expect(type(of: through) == PartialRangeThrough<ContentSizeCategory>.self)
        #expect(CategorySelection(closed).categories.count == 7)
        #expect(FitCheck.categories(in: .small ... .large) == [.small, .medium, .large])
    }

    @Test("a helper checks the categories of a range")
    func helperTakesARange() throws {
        let result = try #require(
            expectFits("Hello", style: .body, width: 400, numberOfLines: 1, categories: .large ... .accessibility1,
                       font: .face(TestFonts.sans), measurer: TestFonts.measurer))
        #expect(result.reports.map(\.category) == [.large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibility1])
    }
}
