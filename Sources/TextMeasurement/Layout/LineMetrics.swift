/// The vertical extent of a line set in one or more fonts: the tallest ascender, the deepest descender and the largest
/// line gap among them, so a line grows with a taller fallback font, as on iOS.
struct LineMetrics {
    /// Above the baseline, positive.
    var ascent: Double
    /// Below the baseline, positive.
    var descent: Double
    var leading: Double

    init(faces: [FontFace], size: Double) {
        let metrics = faces.map { $0.metrics(atSize: size) }
        ascent = metrics.map(\.ascender).max() ?? 0
        descent = metrics.map { -$0.descender }.max() ?? 0
        leading = metrics.map(\.leading).max() ?? 0
    }

    /// The natural line height: ascent + descent + leading (`UIFont.lineHeight` for one font).
    var height: Double { ascent + descent + leading }
}
