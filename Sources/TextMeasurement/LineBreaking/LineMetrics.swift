/// The vertical extent of a line set in one or more fonts: the tallest ascender, the deepest descender and the largest
/// line gap among them, so a line grows with a taller fallback font, as on iOS.
struct LineMetrics {
    /// Above the baseline, positive.
    var ascent: Double
    /// Below the baseline, positive.
    var descent: Double
    var leading: Double

    init(faces: [FontFace], size: Double) {
        ascent = 0
        descent = 0
        leading = 0
        // The largest of each over the faces (no intermediate arrays: this runs for every line).
        for (index, face) in faces.enumerated() {
            let metrics = face.metrics(atSize: size)
            ascent = index == 0 ? metrics.ascender : max(ascent, metrics.ascender)
            descent = index == 0 ? -metrics.descender : max(descent, -metrics.descender)
            leading = index == 0 ? metrics.leading : max(leading, metrics.leading)
        }
    }

    /// The natural line height: ascent + descent + leading (`UIFont.lineHeight` for one font).
    var height: Double { ascent + descent + leading }
}
