import DynamicType
import TestSupport
import Testing

/// A view's metrics, declared as SwiftUI code declares them.
struct Card {
    @ScaledMetric var padding = 16.0
    @ScaledMetric(relativeTo: .caption2) var badge = 10.0
    @ScaledMetric var corner: Float = 16
}

@Suite("ScaledMetric")
struct ScaledMetricTests {
    @Test("16 at AX5 on 3× is 45: 16 × 62/22 = 45.09 → nearest third")
    func paddingAX5() {
        var card = Card()
        card.$padding.traits = traits(.accessibility5)
        #expect(card.padding == 45)
        #expect(card.$padding.baseValue == 16)
    }

    @Test("rounds to the display's pixel grid: 16 at medium is 15.333 at 3×, 15.5 at 2×, 15 at 1×",
          arguments: [(3.0, 46.0 / 3), (2.0, 15.5), (1.0, 15.0)])
    func pixelGrid(_ scale: Double, _ expected: Double) {
        var card = Card()
        card.$padding.traits = traits(.medium, displayScale: scale)
        #expect(abs(card.padding - expected) < 1e-9)
    }

    @Test("unspecified traits leave the value at the default size")
    func unspecified() {
        let card = Card()
        #expect(card.padding == 16)
        #expect(card.$padding.traits == TraitCollection())
    }

    @Test("setting the value sets the base, which then scales")
    func setting() {
        var card = Card()
        card.$padding.traits = traits(.accessibility5)
        card.padding = 20
        #expect(card.$padding.baseValue == 20)
        // 20 × 62/22 = 56.36 → 56.333 at 3×.
        #expect(abs(card.padding - 169.0 / 3) < 1e-9)
    }

    @Test("relative to another style: caption2 at AX5 scales by 48/13")
    func relativeTo() {
        var card = Card()
        card.$badge.traits = traits(.accessibility5)
        // 10 × 48/13 = 36.92 → 37.0 at 3× (body would give 28.333).
        #expect(abs(card.badge - 37) < 1e-9)
        #expect(card.$badge.metrics.textStyle == .caption2)
        #expect(card.$padding.metrics == FontMetrics.default)
    }

    @Test("generic over Float")
    func float() {
        var card = Card()
        card.$corner.traits = traits(.accessibility5)
        #expect(card.corner == Float(45))
        card.$corner.traits = traits(.medium, displayScale: 2)
        #expect(card.corner == Float(15.5))
    }

    @Test("scales with a style of a custom scale")
    func customMetrics() throws {
        let scale = try TypeScale(json: Fixtures.data("Scales/valid/acme.json"), source: Fixtures.path("Scales/valid/acme.json"))
        var metric = ScaledMetric(
            wrappedValue: 20.0, metrics: try FontMetrics(forTextStyle: TextStyle("display"), in: scale),
            traits: traits(.accessibility5))
        #expect(metric.wrappedValue == 43)  // 20 × 86/40
        metric.wrappedValue = 12
        #expect(metric.baseValue == 12)
        #expect(abs(metric.wrappedValue - 77.0 / 3) < 1e-9)  // 12 × 2.15 = 25.8 → 25.667 at 3×
    }
}
