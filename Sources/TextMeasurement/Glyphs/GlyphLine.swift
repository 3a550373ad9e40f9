/// One laid-out line as glyphs to draw: each glyph's font, ID and position, in points from the line's left end and
/// its baseline.
///
/// Made by ``TextMeasurer/glyphLines(of:text:face:size:weight:constraints:)`` from the same shaping the measurement
/// used, so the pen ends where the line's measured width ends (``advance`` equals `TextLayout.Line.width`).
package struct GlyphLine: Hashable, Sendable {
    /// A glyph placed on the line.
    package struct Glyph: Hashable, Sendable {
        /// The font the glyph is in (the requested face or a fallback).
        package var face: FontFace
        /// The glyph ID in `face`.
        package var id: UInt32
        /// Where the glyph's origin is, in points from the line's left end (pen position plus HarfBuzz's offset).
        package var x: Double
        /// How far the glyph's origin is above the baseline, in points (HarfBuzz's offset; 0 for most glyphs).
        package var y: Double
        /// The glyph's advance in points.
        package var advance: Double
        /// The UTF-16 offset in the text of the cluster the glyph belongs to; `nil` for an ellipsis or a hyphen the
        /// layout added.
        package var cluster: Int?
    }

    /// The glyphs, left to right.
    package var glyphs: [Glyph]
    /// Where the pen ends: the width of the drawn line in points (advances, tracking, tab stops, hyphen, ellipsis).
    package var advance: Double
    /// Where the ellipsis is, from its left end to its right end in points, when the line has one.
    package var ellipsis: ClosedRange<Double>?
    /// Whether the line's paragraph runs right to left (its first strong character does: UAX #9 rules P2–P3), so the
    /// line is set against the right edge of the label.
    package var isRightToLeft: Bool
}
