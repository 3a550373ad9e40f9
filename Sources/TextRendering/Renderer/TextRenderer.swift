import DynamicType
import TextMeasurement

/// Draws measured text: takes the glyphs of each line of a `TextLayout` from the same shaping the
/// measurement used, and renders them with a ``GlyphRasterizer`` into a ``Bitmap``.
///
/// The drawn text agrees with the measurement: each line's glyphs are placed from the line's left end with the
/// advances, tracking and tab stops the measurement counted, so the pen stops at the measured width. A layout says
/// what it was set in (its font and configuration), so drawing one never measures it again.
public final class TextRenderer: Sendable {
    /// The measurer (and its fonts and fallback).
    public let measurer: TextMeasurer
    public let rasterizer: GlyphRasterizer

    /// A renderer measuring with `measurer`.
    public init(measurer: TextMeasurer, rasterizer: GlyphRasterizer = GlyphRasterizer()) {
        self.measurer = measurer
        self.rasterizer = rasterizer
    }

    /// Sets the lines of `layout`, a layout of `text` this renderer's measurer made, as glyphs.
    ///
    /// - Throws: ``RenderingError/measurement(_:)`` for a layout whose lines are not in `text`, or when shaping fails.
    public func render(_ text: String, layout: TextLayout) throws(RenderingError) -> RenderedText {
        let glyphLines: [GlyphLine]
        do {
            glyphLines = try measurer.glyphLines(of: layout, text: text)
        } catch {
            throw .measurement(error)
        }
        let labelWidth = layout.configuration.width ?? layout.roundedSize.width
        let lines = zip(layout.lines, glyphLines).map { measured, glyphs in
            let x = glyphs.isRightToLeft ? labelWidth - measured.width : 0
            return RenderedText.Line(
                measured: measured, x: x, drawnWidth: glyphs.advance,
                ellipsis: glyphs.ellipsis.map { ($0.lowerBound + x)...($0.upperBound + x) }, glyphs: glyphs)
        }
        return RenderedText(text: text, layout: layout, lines: lines)
    }

    /// Measures `text` in a label's font at a category and sets its lines as glyphs.
    ///
    /// - Throws: ``RenderingError/measurement(_:)`` with the measurer's error.
    public func render(
        _ text: String, font: LabelFont, at category: ContentSizeCategory? = nil,
        label: LabelConfiguration = LabelConfiguration()
    ) throws(RenderingError) -> RenderedText {
        let layout: TextLayout
        do {
            layout = try measurer.measure(text, font: font, at: category, label: label)
        } catch {
            throw .measurement(error)
        }
        return try render(text, layout: layout)
    }

    /// Measures `text` in `face` at `size` points and sets its lines as glyphs.
    ///
    /// - Throws: ``RenderingError/measurement(_:)`` with the measurer's error.
    public func render(
        _ text: String, face: FontFace, size: Double, weight: FontWeight = .regular,
        label: LabelConfiguration = LabelConfiguration()
    ) throws(RenderingError) -> RenderedText {
        let layout: TextLayout
        do {
            layout = try measurer.measure(text, face: face, size: size, weight: weight, label: label)
        } catch {
            throw .measurement(error)
        }
        return try render(text, layout: layout)
    }

    /// Draws `rendered` with the label's top-left corner at pixel (`x`, `y`), at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - rendered: The text to draw, as ``render(_:layout:)`` sets it.
    ///   - bitmap: The bitmap drawn into.
    ///   - x: The label's left edge, in pixels.
    ///   - y: The label's top edge, in pixels.
    ///   - scale: Pixels per point; `nil` uses the layout's display scale.
    ///   - color: The text's color.
    ///   - lines: The lines to draw (indices into `rendered.lines`); all by default.
    /// - Throws: ``RenderingError/fontFailure(path:code:message:)`` when a glyph cannot be rendered.
    public func draw(
        _ rendered: RenderedText, in bitmap: inout Bitmap, x: Double, y: Double, scale: Double? = nil,
        color: Color = .black, lines: Range<Int>? = nil
    ) throws(RenderingError) {
        let scale = scale ?? rendered.layout.configuration.displayScale
        let size = rendered.layout.font.pointSize, weight = rendered.layout.font.weight
        for line in rendered.lines[lines ?? rendered.lines.indices] {
            let baseline = y + line.measured.baseline * scale
            for glyph in line.glyphs.glyphs {
                let penX = x + (line.x + glyph.x) * scale
                let penY = baseline - glyph.y * scale
                let column = penX.rounded(.down)
                let row = penY.rounded(.down)
                let image = try rasterizer.image(
                    ofGlyph: glyph.id, in: glyph.face, pixelsPerEm: size * scale,
                    variation: glyph.face.variation(weight: weight, size: size),
                    originOffset: (penX - column, penY - row))
                guard !image.isEmpty else { continue }
                bitmap.draw(image.bitmap, x: Int(column) + image.left, y: Int(row) - image.top, color: color)
            }
        }
    }
}
