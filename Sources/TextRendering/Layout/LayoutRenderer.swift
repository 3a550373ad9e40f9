import DynamicType
import TextMeasurement

/// Draws measured text: measures it with a ``TextMeasurement/TextMeasurer``, takes the glyphs of each line from the
/// same shaping, and renders them with a ``GlyphRasterizer`` into a ``Bitmap``.
///
/// The drawn text agrees with the measurement: each line's glyphs are placed from the line's left end with the
/// advances, tracking and tab stops the measurement counted, so the pen stops at the measured width.
public final class LayoutRenderer: Sendable {
    /// The measurer (and its fonts and fallback).
    public let measurer: TextMeasurer
    public let rasterizer: GlyphRasterizer

    /// A renderer measuring with `measurer`.
    public init(measurer: TextMeasurer, rasterizer: GlyphRasterizer = GlyphRasterizer()) {
        self.measurer = measurer
        self.rasterizer = rasterizer
    }

    /// Measures `text` and sets its lines as glyphs.
    ///
    /// - Throws: ``RenderingError/measurement(_:)`` with the measurer's error.
    public func typeset(_ text: TypesetText) throws(RenderingError) -> RenderedText {
        do {
            let layout = try measurer.measure(
                text.text, face: text.face, size: text.size, weight: text.weight, constraints: text.constraints)
            let glyphLines = try measurer.glyphLines(
                of: layout, text: text.text, face: text.face, size: text.size, weight: text.weight,
                constraints: text.constraints)
            let labelWidth = text.constraints.maxWidth ?? layout.roundedSize.width
            let lines = zip(layout.lines, glyphLines).map { measured, glyphs in
                let x = glyphs.isRightToLeft ? labelWidth - measured.width : 0
                return RenderedText.Line(
                    measured: measured, x: x, drawnWidth: glyphs.advance,
                    ellipsis: glyphs.ellipsis.map { ($0.lowerBound + x)...($0.upperBound + x) }, glyphs: glyphs)
            }
            return RenderedText(text: text, layout: layout, lines: lines)
        } catch {
            throw .measurement(error)
        }
    }

    /// Draws `rendered` with the label's top-left corner at pixel (`x`, `y`), at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point; `nil` uses the constraints' display scale.
    ///   - lines: The lines to draw (indices into `rendered.lines`); all by default.
    /// - Throws: ``RenderingError/fontFailure(path:code:message:)`` when a glyph cannot be rendered.
    public func draw(
        _ rendered: RenderedText, in bitmap: inout Bitmap, x: Double, y: Double, scale: Double? = nil,
        color: Color = .black, lines: Range<Int>? = nil
    ) throws(RenderingError) {
        let scale = scale ?? rendered.text.constraints.displayScale
        let size = rendered.text.size
        for line in rendered.lines[lines ?? rendered.lines.indices] {
            let baseline = y + line.measured.baseline * scale
            for glyph in line.glyphs.glyphs {
                let penX = x + (line.x + glyph.x) * scale
                let penY = baseline - glyph.y * scale
                let column = penX.rounded(.down)
                let row = penY.rounded(.down)
                let image = try rasterizer.image(
                    ofGlyph: glyph.id, in: glyph.face, pixelsPerEm: size * scale,
                    variation: glyph.face.variation(weight: rendered.text.weight, size: size),
                    originOffset: (penX - column, penY - row))
                guard !image.isEmpty else { continue }
                bitmap.draw(image.bitmap, x: Int(column) + image.left, y: Int(row) - image.top, color: color)
            }
        }
    }
}
