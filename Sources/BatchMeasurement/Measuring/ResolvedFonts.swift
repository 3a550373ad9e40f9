import DynamicType
import TextMeasurement

/// The fonts a run's requests resolved, by what each request named — its font, size or style and category, and
/// weight — so that the requests of a batch that name the same font share one resolution (the measurer's own is
/// general: a lock, fontconfig's match by family and weight, the face by its file).
///
/// A font that cannot be resolved is not kept: each request naming it gets the error again.
package struct ResolvedFonts {
    private struct Key: Hashable {
        var source: FontSource
        var sizing: MeasureRequest.Sizing
        var weight: FontWeight
    }

    private var fonts: [Key: ResolvedFont] = [:]
    /// The last font asked for: requests in a row often name the same one (found without hashing).
    private var last: (key: Key, font: ResolvedFont)?
    /// At most this many fonts are kept; past it, the oldest are let go all at once (a batch of thousands of
    /// different sizes must not grow without end).
    private static let capacity = 4096

    /// No font resolved yet.
    package init() {}

    /// The font `request` names, resolved by `measurer` (``TextMeasurement/TextMeasurer/resolve(_:at:)``) the first
    /// time it is asked for; `category` is the style's, resolved (nothing for a point size).
    package mutating func font(
        for request: MeasureRequest, at category: ContentSizeCategory?, measurer: TextMeasurer
    ) throws(MeasurementError) -> ResolvedFont {
        let key = Key(source: request.font, sizing: request.sizing, weight: request.weight)
        if let last, last.key == key { return last.font }
        if let font = fonts[key] {
            last = (key, font)
            return font
        }
        let font: ResolvedFont
        switch request.sizing {
        case .points(let size):
            font = try measurer.resolve(LabelFont(.fixed(size, weight: request.weight), source: request.font))
        case .style(let style, _), .allCategories(let style):
            font = try measurer.resolve(.style(style, in: MeasureRequest.scale, source: request.font), at: category)
        }
        if fonts.count >= Self.capacity { fonts.removeAll(keepingCapacity: true) }
        fonts[key] = font
        last = (key, font)
        return font
    }
}
