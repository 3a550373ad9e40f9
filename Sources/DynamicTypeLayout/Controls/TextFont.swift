import DynamicType
import TextMeasurement

/// A view whose text is set in a font chosen as a ``Label``'s is — a text style, a fixed size, or a size scaled with a
/// style — and that follows the layout's content-size category only when it adjusts
/// (`UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory`), keeping the size it had at
/// `fontCategory` otherwise: the one rule labels, text views, text fields and segmented controls share.
package protocol TextFont: AnyObject {
    /// The font, as given.
    var font: LabelFont { get }
    /// Whether a text-style or scaled font follows the layout's category.
    var adjustsFontForContentSizeCategory: Bool { get }
    /// The category the font was set at, which it keeps when it does not adjust.
    var fontCategory: ContentSizeCategory { get }
    /// What resolves the font and measures the text.
    var measurer: TextMeasurer { get }
}

extension TextFont {
    /// The category the font resolves at when the layout is at `category`.
    func fontCategory(inLayoutAt category: ContentSizeCategory) -> ContentSizeCategory {
        adjustsFontForContentSizeCategory ? category : fontCategory
    }

    /// The font resolved for a layout at `category`.
    ///
    /// - Throws: the measurer's errors for a font that cannot be resolved.
    func resolvedFont(inLayoutAt category: ContentSizeCategory) throws(MeasurementError) -> ResolvedFont {
        try measurer.resolve(font, at: fontCategory(inLayoutAt: category))
    }
}
