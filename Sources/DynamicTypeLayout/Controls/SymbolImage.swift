import AutoLayout
import DynamicType
import TextMeasurement

/// A system symbol image (an SF Symbol), sized as UIKit sizes it from its configuration.
///
/// Apple publishes no symbol's size, and the symbols' drawings are not available off Apple's systems, so the size is
/// worked out from what is public, and from one assumption:
/// - the proportions: ``aspectRatio``, the drawing's width over its height, from the placeholder Xcode writes for the
///   symbol in a document's `<resources>` (`<image name="trash" catalog="system" width="117" height="128"/>`: the
///   longer side always 128, so the proportions and not the size);
/// - the size in points: ``SymbolConfiguration/pointSize(at:in:)`` times the scale's ``SymbolScale/factor``;
/// - the assumption: a symbol covers the area of a square as tall as the system font's line at that size (SF Pro's
///   ascender to descender, 2444/2048 of the point size, ``FontLineMetrics/sfPro``), whatever its proportions — a
///   wide symbol shorter, a tall one narrower. Symbols are drawn to sit in a line of text ("automatically
///   aligning with text in all weights and sizes", HIG "SF Symbols"), and a symbol's alignment rectangle spans
///   that line: `chevron.compact.down` at 64 pt is an image 25.67 tall with alignment insets of −25 and −25.67, so
///   76.33, within a pixel of 64 × 2444/2048 = 76.375 (Apple Developer Forums, thread 716773). Equal area for
///   equal weight is the assumption: a symbol's own drawing is taller or shorter (a plus sign is small, a filled
///   bin large), by a few points at 17 pt.
///
/// So at 17 pt, medium, a square symbol is 20.29 points square; `trash` (117 × 128) is 19.40 × 21.22.
public struct SymbolImage: Hashable, Sendable {
    /// The drawing's width over its height (Xcode's placeholder's).
    public var aspectRatio: Double
    /// What decides its size.
    public var configuration: SymbolConfiguration

    /// A symbol of `aspectRatio` (width over height, above 0) drawn with `configuration`.
    public init(aspectRatio: Double, configuration: SymbolConfiguration = SymbolConfiguration()) {
        precondition(aspectRatio.isFinite && aspectRatio > 0, "a symbol's aspect ratio is a positive number")
        self.aspectRatio = aspectRatio
        self.configuration = configuration
    }

    /// The image's size in points at `category`, in `typeScale` for a configuration with a text style (`nil` when
    /// the style is not in it).
    public func size(at category: ContentSizeCategory, in typeScale: TypeScale = .iOS) -> Size? {
        guard let pointSize = configuration.pointSize(at: category, in: typeScale) else { return nil }
        let side = pointSize * (configuration.scale ?? .medium).factor * FontLineMetrics.sfPro.lineHeight
        let stretch = aspectRatio.squareRoot()
        return Size(width: side * stretch, height: side / stretch)
    }
}
