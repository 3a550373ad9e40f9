import DynamicType
import Testing

@Suite("StackAxisRule")
struct StackAxisRuleTests {
    static let regular = SizeClass.regular

    @Test("by default: threshold AX1, side by side in compact width too (issue 13: an iPhone stacked at every size)")
    func defaults() {
        let rule = StackAxisRule()
        #expect(rule.verticalThreshold == .accessibility1)
        #expect(!rule.stacksInCompactWidth)
        let iPhone = { (category: ContentSizeCategory) in
            rule.axis(for: TraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: category))
        }
        #expect(iPhone(.large) == .horizontal)
        #expect(iPhone(.extraExtraExtraLarge) == .horizontal)
        #expect(iPhone(.accessibility1) == .vertical)
    }

    @Test("regular width: horizontal below AX1, vertical from AX1", arguments: ContentSizeCategory.allCases)
    func regularWidth(_ category: ContentSizeCategory) {
        let traits = TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: category)
        let expected: StackAxis = [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]
            .contains(category) ? .vertical : .horizontal
        #expect(StackAxisRule().axis(for: traits) == expected)
    }

    @Test("xxxLarge in regular width is horizontal; AX1 vertical")
    func boundary() {
        let rule = StackAxisRule()
        #expect(rule.axis(for: TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: .extraExtraExtraLarge)) == .horizontal)
        #expect(rule.axis(for: TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: .accessibility1)) == .vertical)
    }

    @Test("compact width stacks vertically at any size when stacksInCompactWidth is set")
    func compactWidth() {
        let compactLarge = TraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: .large)
        let stacking = StackAxisRule(stacksInCompactWidth: true)
        #expect(stacking.axis(for: compactLarge) == .vertical)
        #expect(stacking.axis(for: TraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: .extraSmall)) == .vertical)
        let sideBySide = StackAxisRule()
        #expect(sideBySide.axis(for: compactLarge) == .horizontal)
        #expect(sideBySide.axis(for: TraitCollection(horizontalSizeClass: .compact, preferredContentSizeCategory: .accessibility1)) == .vertical)
    }

    @Test("an unspecified size class is not compact")
    func unspecifiedWidth() {
        #expect(StackAxisRule().axis(for: TraitCollection(preferredContentSizeCategory: .large)) == .horizontal)
    }

    @Test("the threshold is configurable")
    func threshold() {
        let rule = StackAxisRule(verticalThreshold: .extraExtraLarge)
        let at = { (category: ContentSizeCategory) in
            rule.axis(for: TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: category))
        }
        #expect(at(.extraLarge) == .horizontal)
        #expect(at(.extraExtraLarge) == .vertical)
        #expect(at(.accessibility5) == .vertical)
        var mutable = StackAxisRule()
        mutable.verticalThreshold = .accessibility3
        #expect(mutable.axis(for: TraitCollection(horizontalSizeClass: .regular, preferredContentSizeCategory: .accessibility2)) == .horizontal)
    }

    @Test("an unspecified category reads the default category")
    func unspecifiedCategory() {
        let traits = TraitCollection(horizontalSizeClass: .regular)
        #expect(StackAxisRule().axis(for: traits) == .horizontal)  // default large
        #expect(StackAxisRule().axis(for: traits, defaultCategory: .accessibility2) == .vertical)
        #expect(StackAxisRule(verticalThreshold: .large).axis(for: traits) == .vertical)
    }
}
