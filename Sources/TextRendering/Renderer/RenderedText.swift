import TextMeasurement

/// A measured text set as glyphs, ready to draw: the text, the layout the measurement gave and, per line, where its
/// glyphs go.
public struct RenderedText: Sendable {
    /// One line as drawn.
    public struct Line: Sendable {
        /// The measured line.
        public var measured: TextLayout.Line
        /// The left end of the drawn text, in points from the label's left edge: 0, or for a right-to-left paragraph
        /// the label's width less the line's.
        public var x: Double
        /// Where the drawn text ends, in points from its left end: the glyphs' advances with tracking, tab stops, a
        /// soft hyphen's hyphen and the ellipsis. Equal to the measured width (to rounding).
        public var drawnWidth: Double
        /// The ellipsis, from its left end to its right end in points from the label's left edge.
        public var ellipsis: ClosedRange<Double>?
        /// The glyphs.
        package var glyphs: GlyphLine
    }

    /// The text.
    public var text: String
    /// The measurement.
    public var layout: TextLayout
    /// The lines, top to bottom (as `layout.lines`).
    public var lines: [Line]

    /// The label's width: the configuration's width, or with none the layout's width rounded up to the pixel grid.
    public var labelWidth: Double {
        layout.configuration.width ?? layout.roundedSize.width
    }
}
