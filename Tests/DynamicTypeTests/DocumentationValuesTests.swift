import DynamicType
import Testing

/// The values the README and the DynamicType articles show beside their examples (issue 13: shown output had drifted),
/// each worked out from Apple's iOS table: the examples themselves are compiled by `Examples/AppPackage`.
@Suite("Values the documentation shows")
struct DocumentationValuesTests {
    let ax5 = TraitCollection(preferredContentSizeCategory: .accessibility5, displayScale: 3)

    @Test("README: body at AX3 is 40 pt, leading 48, regular")
    func bodyAtAX3() throws {
        let entry = try #require(TypeScale.iOS.entry(for: .body, at: .accessibility3))
        #expect(entry.pointSize == 40 && entry.leading == 48 && entry.weight == .regular)
    }

    @Test("README: headline scales 16 to 45.0 at AX5 on 3× (16 × 62/22 = 45.09); Inter 17 capped at 44")
    func headlineAtAX5() {
        let metrics = FontMetrics(forTextStyle: .headline)
        #expect(metrics.scaledValue(for: 16, compatibleWith: ax5) == 45)
        let font = metrics.scaledFont(for: Font(family: "Inter", pointSize: 17), maximumPointSize: 44, compatibleWith: ax5)
        #expect(font.pointSize == 44 && font.family == "Inter")
    }

    @Test("README: Android's 2× font scale makes 14 sp 26 dp; the stack rule is vertical at AX5")
    func androidAndStacks() {
        #expect(AndroidFontScale(fontScale: 2).scaledSize(14) == 26)
        #expect(StackAxisRule().axis(for: ax5) == .vertical)
    }

    @Test("README and ScaledMetric: 16 pt of padding relative to body is 45.0 at AX5 on 3×")
    func scaledPadding() {
        struct Card {
            @ScaledMetric(relativeTo: .body) var padding = 16.0
        }
        var card = Card()
        card.$padding.traits.preferredContentSizeCategory = .accessibility5
        #expect(card.padding == 45)
    }

    @Test("DynamicType article: body scales 17 to 48.0 at AX5 (17 × 62/22 = 47.9 → nearest third)")
    func bodySeventeenAtAX5() {
        #expect(FontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: ax5) == 48)
    }

    @Test("Getting started: headline at AX2 is 33 pt, leading 40, semibold; Inter 17 is 19 pt at xLarge")
    func gettingStarted() throws {
        let entry = try #require(TypeScale.iOS.entry(for: .headline, at: .accessibility2))
        #expect(entry.pointSize == 33 && entry.leading == 40 && entry.weight == .semibold)
        let font = FontMetrics(forTextStyle: .body).scaledFont(
            for: Font(family: "Inter", pointSize: 17),
            compatibleWith: TraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(font.pointSize == 19)  // 17 × 24/22 = 18.5 → 19
    }
}
