import DynamicType
import Testing

/// Traits for a category on a display of `scale` pixels per point.
func traits(_ category: ContentSizeCategory?, displayScale scale: Double = 3) -> TraitCollection {
    TraitCollection(preferredContentSizeCategory: category, displayScale: scale)
}

/// Worked observations from devices (`apple-dynamic-type.md` §4b) and the documented API behaviour (§4).
@Suite("FontMetrics")
struct FontMetricsTests {
    @Test("body scaledValue(for: 17) at medium on 3× is 16.333…, not 16 (17 × 21/22 = 16.227 → nearest 1/3)")
    func seventeenAtMedium() throws {
        let body = FontMetrics(forTextStyle: .body)
        #expect(abs(body.scaledValue(for: 17, compatibleWith: traits(.medium)) - 49.0 / 3) < 1e-9)
    }

    @Test("scaledFont(for: system 17) is 48 pt at AX5 (17 × 62/22 = 47.9), 19 pt at xLarge (17 × 24/22 = 18.5)")
    func scaledFontWholePoints() throws {
        let ax5 = FontMetrics.default.scaledFont(for: .system(size: 17), compatibleWith: traits(.accessibility5))
        #expect(ax5.pointSize == 48)
        let xLarge = FontMetrics.default.scaledFont(for: .system(size: 17), compatibleWith: traits(.extraLarge))
        #expect(xLarge.pointSize == 19)
    }

    @Test("scaledFont rounds to whole points whatever the display scale", arguments: [1.0, 2.0, 3.0])
    func scaledFontIgnoresDisplayScale(_ scale: Double) throws {
        let font = FontMetrics.default.scaledFont(
            for: .system(size: 17), compatibleWith: traits(.accessibility5, displayScale: scale))
        #expect(font.pointSize == 48)
    }

    @Test("a custom font keeps family, weight and slant; loses text-style leading; records its scaling")
    func scaledFontKeepsDescriptor() throws {
        var futura = Font(family: "Futura", pointSize: 17, weight: .medium, isItalic: true)
        futura.leading = 22
        let scaled = FontMetrics.default.scaledFont(for: futura, compatibleWith: traits(.extraLarge))
        #expect(scaled.family == "Futura")
        #expect(scaled.weight == .medium)
        #expect(scaled.isItalic)
        #expect(scaled.pointSize == 19)
        #expect(scaled.leading == nil)
        let scaling = try #require(scaled.scaling)
        #expect(scaling.textStyle == .body)
        #expect(scaling.pointSizeForScaling == 17)
        #expect(scaling.maximumPointSizeAfterScaling == 0)
        #expect(scaling.category == .extraLarge)
        #expect(futura.scaling == nil)
    }

    @Test("body scaledValue(for: 10) at AX5 is 28.333 at 3× and 28 at 2× and 1× (10 × 62/22 = 28.18)",
          arguments: [(3.0, 85.0 / 3), (2.0, 28.0), (1.0, 28.0)])
    func tenAtAX5(_ scale: Double, _ expected: Double) {
        let result = FontMetrics.default.scaledValue(for: 10, compatibleWith: traits(.accessibility5, displayScale: scale))
        #expect(abs(result - expected) < 1e-9)
    }

    @Test("body 16 at medium: 16 × 21/22 = 15.27 → 15.333 at 3×, 15.5 at 2×, 15 at 1×",
          arguments: [(3.0, 46.0 / 3), (2.0, 15.5), (1.0, 15.0)])
    func sixteenAtMedium(_ scale: Double, _ expected: Double) {
        let result = FontMetrics.default.scaledValue(for: 16, compatibleWith: traits(.medium, displayScale: scale))
        #expect(abs(result - expected) < 1e-9)
    }

    @Test("maximumPointSize caps the rounded size; 0 means no cap")
    func maximumPointSize() throws {
        let ax5 = traits(.accessibility5)
        let metrics = FontMetrics.default
        #expect(try metrics.scaledFont(for: .system(size: 17), maximumPointSize: 40, compatibleWith: ax5).pointSize == 40)
        #expect(try metrics.scaledFont(for: .system(size: 17), maximumPointSize: 0, compatibleWith: ax5).pointSize == 48)
        #expect(try metrics.scaledFont(for: .system(size: 17), maximumPointSize: 60, compatibleWith: ax5).pointSize == 48)
        // 17 × 62/22 = 47.91: capping before rounding would give round(47.91) = 48; after rounding, min(48, 47.95).
        #expect(try metrics.scaledFont(for: .system(size: 17), maximumPointSize: 47.95, compatibleWith: ax5).pointSize
            == 47.95)
        let capped = metrics.scaledFont(for: .system(size: 17), maximumPointSize: 40, compatibleWith: ax5)
        #expect(capped.scaling?.maximumPointSizeAfterScaling == 40)
        // A cap above the scaled size changes nothing at a small category either.
        #expect(try metrics.scaledFont(for: .system(size: 17), maximumPointSize: 40, compatibleWith: traits(.small)).pointSize
            == 15)  // 17 × 20/22 = 15.45
    }

    @Test("an already scaled font is scaled again from its original size, never compounding")
    func alreadyScaled() throws {
        let once = FontMetrics.default.scaledFont(
            for: .system(size: 17), maximumPointSize: 40, compatibleWith: traits(.accessibility5))
        let scaling = try #require(once.scaling)
        #expect(scaling.textStyle == .body)
        #expect(scaling.pointSizeForScaling == 17)
        #expect(scaling.maximumPointSizeAfterScaling == 40)
        #expect(scaling.category == .accessibility5)
        #expect(once.pointSize == 40)
        // From 17 pt again: 17 × 20/22 = 15.45 → 15 at small (from the scaled 40 pt it would be 36).
        let again = FontMetrics.default.scaledFont(for: once, compatibleWith: traits(.small))
        #expect(again.pointSize == 15)
        #expect(again.scaling?.pointSizeForScaling == 17)
        #expect(again.scaling?.maximumPointSizeAfterScaling == 0)
        #expect(again.scaling?.category == .small)
        // With title 1's metrics from 17 pt: 17 × 38/34 = 19 at xxLarge (title 1's leading 38 there, 34 at large).
        let title = FontMetrics(forTextStyle: .title1).scaledFont(for: once, compatibleWith: traits(.extraExtraLarge))
        #expect(title.pointSize == 19)
        #expect(title.scaling?.textStyle == .title1)
        #expect(title.scaling?.pointSizeForScaling == 17)
    }

    @Test("FontMetrics.default is body on the iOS scale")
    func defaultIsBody() throws {
        #expect(FontMetrics.default.textStyle == .body)
        #expect(FontMetrics.default.scaleName == "iOS")
        #expect(FontMetrics.default == (try FontMetrics(forTextStyle: .body)))
        #expect(FontMetrics.default != (try FontMetrics(forTextStyle: .headline)))
    }

    @Test("a style the scale lacks throws, naming the style and listing those available")
    func unknownStyle() {
        let iOSStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
            .caption2,
        ]
        let expected = TypeScaleError(
            scale: "iOS", problems: [.unknownStyle(TextStyle("display"), available: iOSStyles)])
        #expect(throws: expected) { try FontMetrics(forTextStyle: TextStyle("display"), in: .iOS) }
        #expect(expected.description == "iOS: no style 'display'; the scale has largeTitle, title1, title2, title3, "
            + "headline, body, callout, subheadline, footnote, caption1, caption2")
        // watchOS has no callout.
        let error = #expect(throws: TypeScaleError.self) { try FontMetrics(forTextStyle: .callout, in: .watchOS) }
        #expect(error?.problems.count == 1)
        #expect(error?.description.contains("no style 'callout'") == true)
        #expect(error?.description.contains("footnote2") == true)
    }

    @Test("nil traits or an unspecified category scale by 1")
    func unspecifiedIsFactorOne() throws {
        let metrics = FontMetrics.default
        #expect(metrics.scaleFactor(for: nil) == 1)
        #expect(metrics.scaleFactor(for: .large) == 1)
        #expect(metrics.scaledValue(for: 17) == 17)
        #expect(metrics.scaledValue(for: 17, compatibleWith: nil) == 17)
        #expect(metrics.scaledValue(for: 17, compatibleWith: TraitCollection()) == 17)
        #expect(metrics.scaledValue(for: 17, compatibleWith: traits(nil, displayScale: 2)) == 17)
        #expect(try metrics.scaledFont(for: .system(size: 17)).pointSize == 17)
        #expect(try metrics.scaledFont(for: .system(size: 17), compatibleWith: TraitCollection()).scaling?.category
            == .large)
        for style in AppleTextStyle.allCases {
            #expect(FontMetrics(forTextStyle: style).scaleFactor(for: nil) == 1)
        }
    }

    @Test("an unspecified display scale rounds to thirds of a point")
    func unspecifiedDisplayScale() {
        // 17.1 × 1 on a 3× grid: 51.3 px → 51 px = 17.0 pt; 17.2 → 51.6 → 52 px = 17.333 pt.
        #expect(abs(FontMetrics.default.scaledValue(for: 17.1) - 17) < 1e-9)
        #expect(abs(FontMetrics.default.scaledValue(for: 17.2) - 52.0 / 3) < 1e-9)
    }

    @Test("the factor is relative to the scale's default category (44 mm watch: xLarge)")
    func watchDefaultCategory() throws {
        let metrics = try FontMetrics(forTextStyle: .body, in: .watchOS(caseSize: .mm44))
        #expect(metrics.scaleName == "watchOS")
        #expect(metrics.scaleFactor(for: .extraLarge) == 1)
        #expect(metrics.scaleFactor(for: nil) == 1)
        // body leading: xLarge 19.5, AX3 25.5, large 18.5 (HIG watchOS table).
        #expect(abs(metrics.scaleFactor(for: .accessibility3) - 25.5 / 19.5) < 1e-12)
        #expect(abs(metrics.scaleFactor(for: .large) - 18.5 / 19.5) < 1e-12)
        // AX5 is beyond watchOS's range and reads AX3.
        #expect(metrics.scaleFactor(for: .accessibility5) == metrics.scaleFactor(for: .accessibility3))
        // 20 × 25.5/19.5 = 26.15 → nearest ½ pt on a 2× watch = 26.0
        #expect(metrics.scaledValue(for: 20, compatibleWith: traits(.accessibility3, displayScale: 2)) == 26)
    }

    @Test("negative values scale symmetrically")
    func negative() {
        // −10 × 62/22 = −28.18 → −28.333 at 3× (round half away from zero does not matter here).
        #expect(abs(FontMetrics.default.scaledValue(for: -10, compatibleWith: traits(.accessibility5)) + 85.0 / 3) < 1e-9)
    }
}
