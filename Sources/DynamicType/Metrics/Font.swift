/// A font as layout needs to know it: family, size, weight and slant, plus where it came from.
///
/// It plays the part of `UIFont` for ``FontMetrics`` and the measurer: a value, not a loaded font file. A `nil`
/// ``family`` is the system font (SF Pro on Apple's platforms; the measurer sets it in a stand-in, Inter with SF Pro's metrics).
public struct Font: Hashable, Sendable {
    /// The family name, or `nil` for the system font.
    public var family: String?
    /// The size in points.
    public var pointSize: Double
    /// The weight.
    public var weight: FontWeight
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The line height a text style gives this font (its type-scale leading), or `nil` for the font's own metrics —
    /// as `UIFont.preferredFont(forTextStyle:)` carries the style's tuned leading and `systemFont(ofSize:)` does not.
    public var leading: Double?
    /// How ``FontMetrics`` scaled this font; `nil` for a font that was not made by scaling.
    public internal(set) var scaling: Scaling?

    /// What ``FontMetrics/scaledFont(for:maximumPointSize:compatibleWith:)`` recorded when it made a font, as UIKit's
    /// scaled fonts remember `textStyleForScaling`, `pointSizeForScaling` and `maximumPointSizeAfterScaling` so that
    /// `adjustsFontForContentSizeCategory` can scale them again from the original size.
    public struct Scaling: Hashable, Sendable {
        /// The text style the font scales with.
        public var textStyle: TextStyle
        /// The size before scaling.
        public var pointSizeForScaling: Double
        /// The cap applied after scaling; 0 for none.
        public var maximumPointSizeAfterScaling: Double
        /// The category it was scaled for.
        public var category: ContentSizeCategory
    }

    /// A font of `family` (or the system font, for `nil`) at `pointSize`.
    public init(family: String? = nil, pointSize: Double, weight: FontWeight = .regular, isItalic: Bool = false) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The system font at `pointSize`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func system(size pointSize: Double, weight: FontWeight = .regular) -> Font {
        Font(pointSize: pointSize, weight: weight)
    }

    /// The font for one of Apple's styles at the traits' category on the iOS scale, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the system font at the scale's size and weight, with its
    /// leading. It cannot fail.
    public static func preferredFont(forTextStyle style: AppleTextStyle, compatibleWith traits: TraitCollection? = nil)
        -> Font
    {
        do {
            return try preferredFont(forTextStyle: style.textStyle, compatibleWith: traits, in: .iOS)
        } catch {
            preconditionFailure("the built-in iOS scale defines every AppleTextStyle: \(error)")
        }
    }

    /// The font for a text style of `scale` (a design system's own, or another platform's) at the traits' category.
    ///
    /// - Throws: ``TypeScaleError`` when the scale has no such style.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil, in scale: TypeScale
    ) throws(TypeScaleError) -> Font {
        guard let entry = scale.entry(for: style, at: traits?.preferredContentSizeCategory) else {
            throw TypeScaleError(scale: scale.name, problems: [.unknownStyle(style, available: scale.styles)])
        }
        var font = Font.system(size: entry.pointSize, weight: entry.weight)
        font.leading = entry.leading
        return font
    }
}
