import DynamicType

/// What decides a symbol image's size, as `UIImage.SymbolConfiguration`: a point size (fixed, or a text style's) and
/// a scale variant. The weight changes the strokes, not the size here.
///
/// A configuration with a text style follows the style across content-size categories ("Like it does for the text,
/// UIKit scales the image to match the current Dynamic Type setting", `UIImage.SymbolConfiguration.init(textStyle:)`);
/// one with a point size keeps it at every category (`init(pointSize:)`: "The system font point size to use").
public struct SymbolConfiguration: Hashable, Sendable {
    /// Where the point size comes from.
    public enum PointSize: Hashable, Sendable {
        /// A fixed size in points: `init(pointSize:)`, or `init(font:)` with a font of a fixed size.
        case fixed(Double)
        /// A text style's size at the content-size category: `init(textStyle:)`, or `init(font:)` with a text
        /// style's font.
        case textStyle(TextStyle)
    }

    /// The point size; `nil` for a configuration that sets none, drawn at ``defaultPointSize``.
    public var pointSize: PointSize?
    /// The scale variant; `nil` (unspecified, default) for medium.
    public var scale: SymbolScale?

    /// The point size a symbol without one is drawn at: 17, the body style's size at the default text size (the
    /// iOS type scale, HIG "Typography"). Apple documents only that "the image view uses a default size, weight, and
    /// scale provided by the system" (`NSImageView.symbolConfiguration`); the frames Xcode stores for image views
    /// whose unconfigured symbol decides their size agree with 17 pt (Docs/interface-builder.md, "Images").
    /// It does not follow the text size: only a configuration with a text style does.
    public static let defaultPointSize = 17.0

    /// A configuration of `pointSize` (`nil`: the default) and `scale` (`nil`: medium).
    public init(pointSize: PointSize? = nil, scale: SymbolScale? = nil) {
        self.pointSize = pointSize
        self.scale = scale
    }

    /// The text style the symbol follows, if it is configured with one.
    public var textStyle: TextStyle? {
        if case .textStyle(let style) = pointSize { return style }
        return nil
    }

    /// The point size at `category` in `typeScale` (`nil` when the configuration's text style is not in it).
    public func pointSize(at category: ContentSizeCategory, in typeScale: TypeScale = .iOS) -> Double? {
        switch pointSize {
        case nil: Self.defaultPointSize
        case .fixed(let size): size
        case .textStyle(let style): typeScale.entry(for: style, at: category)?.pointSize
        }
    }
}
