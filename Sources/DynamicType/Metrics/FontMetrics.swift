/// Scales custom fonts and values with the content-size category, relative to a text style: `UIFontMetrics` off
/// a device.
///
/// The factor for a category is the ratio of the style's *line height* (leading) at that category to its line height
/// at the scale's default category — not the ratio of point sizes. Body at AX5 scales by 62/22 = 2.818, not 53/17.
/// Source: decompiled UIKitCore (`_scaledValueForValue:` divides `bodyLeading` values), two independent
/// re-implementations (OpenSwiftUI `Font.scaleFactor`, DanceUI), and factors measured with
/// `scaledValue(for:)` on iOS (github.com/gewill/ScaledFont) that equal leading ratios; see
/// `shared/reference/apple-dynamic-type.md` §4.
///
/// Rounding follows UIKit: ``scaledValue(for:compatibleWith:)`` rounds to the display's pixel grid (a multiple of
/// 1/scale, `UIRoundToScale`), ``scaledFont(for:maximumPointSize:compatibleWith:)`` to whole points. Observed on
/// devices: body `scaledValue(for: 17)` at medium on a 3× screen is 16.333 (17 × 21/22 = 16.227, jaredsinclair.com
/// 2024-03-02); `scaledFont(for: .systemFont(ofSize: 17))` at AX5 is 48 pt (17 × 62/22 = 47.9, StackOverflow 51243804).
public struct FontMetrics: Hashable, Sendable {
    /// The style this object scales relative to.
    public let textStyle: TextStyle
    /// The scale whose line heights give the factors.
    public let scaleName: String
    /// The style's factor at each of the 12 categories (index = raw value), resolved through the scale.
    private let factors: [Double]
    /// The scale's default category, used for an unspecified one.
    private let defaultCategory: ContentSizeCategory

    /// `UIFontMetrics.default`: body on the iOS scale.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// Metrics for one of Apple's styles on the iOS scale, as `UIFontMetrics(forTextStyle:)`: it cannot fail, the
    /// built-in table defines every such style at every category.
    public init(forTextStyle textStyle: AppleTextStyle) {
        do {
            self = try FontMetrics(forTextStyle: textStyle.textStyle, in: .iOS)
        } catch {
            preconditionFailure("the built-in iOS scale defines every AppleTextStyle: \(error)")
        }
    }

    /// Metrics for `textStyle` in `scale` — a design system's own, or another platform's.
    ///
    /// - Throws: ``TypeScaleError`` with ``TypeScaleError/Problem/unknownStyle(_:available:)`` when the scale lacks the
    ///   style.
    public init(forTextStyle textStyle: TextStyle, in scale: TypeScale) throws(TypeScaleError) {
        guard let base = scale.entry(for: textStyle, at: scale.defaultCategory) else {
            throw TypeScaleError(scale: scale.name, problems: [.unknownStyle(textStyle, available: scale.styles)])
        }
        self.textStyle = textStyle
        self.scaleName = scale.name
        self.defaultCategory = scale.defaultCategory
        self.factors = ContentSizeCategory.allCases.map { category in
            // Every style of a scale has an entry at every (resolved) category.
            (scale.entry(for: textStyle, at: category)?.leading ?? base.leading) / base.leading
        }
    }

    /// The exact factor by which values scale at `category` (`nil`: the scale's default category, factor 1), before
    /// any rounding. `scaledValue(for: 1)` is not a way to read it: that rounds to the pixel grid.
    public func scaleFactor(for category: ContentSizeCategory?) -> Double {
        factors[(category ?? defaultCategory).rawValue]
    }

    /// `value` scaled for the traits' category and rounded to their display's pixel grid, as
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`.
    ///
    /// An unspecified category scales by 1 (the default category); an unspecified display scale rounds to
    /// ``TraitCollection/defaultDisplayScale``.
    ///
    /// - Complexity: O(1): an array read, a multiplication and a rounding.
    public func scaledValue(for value: Double, compatibleWith traits: TraitCollection? = nil) -> Double {
        let traits = traits ?? TraitCollection()
        let scale = traits.resolvedDisplayScale
        return (value * scaleFactor(for: traits.preferredContentSizeCategory) * scale).rounded() / scale
    }

    /// `font` scaled for the traits' category, rounded to whole points, then capped at `maximumPointSize` if that is
    /// above 0, as `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`. Family, weight and slant are kept;
    /// the result records how it was made (``Font/scaling``) and loses any text-style leading, as a scaled custom font
    /// does on iOS.
    ///
    /// A font this method made is scaled again from its original size (``Font/Scaling/pointSizeForScaling``), never
    /// from its scaled one, so scaling cannot compound — what `adjustsFontForContentSizeCategory` does when the
    /// category changes. (UIKit raises an exception instead, "A scaled font returned by UIFontMetrics should not be
    /// used to create another scaled font"; the result here is the one that call meant.)
    public func scaledFont(
        for font: Font, maximumPointSize: Double = 0, compatibleWith traits: TraitCollection? = nil
    ) -> Font {
        let category = traits?.preferredContentSizeCategory ?? defaultCategory
        let original = font.scaling?.pointSizeForScaling ?? font.pointSize
        var size = (original * scaleFactor(for: category)).rounded()
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        var scaled = font
        scaled.pointSize = size
        scaled.leading = nil
        scaled.scaling = Font.Scaling(
            textStyle: textStyle, pointSizeForScaling: original,
            maximumPointSizeAfterScaling: max(maximumPointSize, 0), category: category)
        return scaled
    }
}
