import DynamicType

extension TextMeasurer {
    /// The lines of a layout as glyphs to draw, shaped as the measurement shaped them.
    ///
    /// `layout` must be what measuring `text` gave (its font and configuration are the ones it was laid out in). The
    /// paragraphs come from the shaping cache; each line's text is shaped again on its own, run by run, as the
    /// measurement does for a line cut where breaking is unsafe, so every line's glyphs end where its measured width
    /// ends: tracking after each grapheme cluster, tabs to the next 28-point stop, the hyphen
    /// of a soft hyphen, and the ellipsis where the line was truncated.
    ///
    /// Lines are put in visual order by the Unicode bidi algorithm (UAX #9, through ICU): runs are split where the
    /// embedding level changes and shaped in their own direction, as the measurement shapes them, then reordered by
    /// rule L2 — so numbers and Latin words inside Arabic or Hebrew read left to right, and a right-to-left paragraph
    /// starts at the right.
    ///
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` for a layout whose lines are not in the text;
    ///   the errors of shaping.
    package func glyphLines(of layout: TextLayout, text: String) throws(MeasurementError) -> [GlyphLine] {
        let face = layout.font.face, size = layout.font.pointSize, weight = layout.font.weight
        let constraints = layout.configuration
        try Self.validate(pointSize: size)
        let paragraphs = try shape(
            text, face: face, weight: weight, size: size, language: constraints.language,
            strategy: constraints.lineBreakStrategy)
        var lines: [GlyphLine] = []
        lines.reserveCapacity(layout.lines.count)
        for line in layout.lines {
            guard let index = paragraphs.lastIndex(where: { $0.offset <= line.range.lowerBound }) else {
                throw .invalidValue(
                    name: "layout line", value: "\(line.range)", accepted: "a line of a layout of this text")
            }
            let (paragraph, offset) = paragraphs[index]
            let lower = line.range.lowerBound - offset
            let upper = line.range.upperBound - offset
            guard lower <= upper && upper <= paragraph.text.count else {
                throw .invalidValue(
                    name: "layout line", value: "\(line.range)", accepted: "a line of a layout of this text")
            }
            let setter = LineSetter(
                paragraph: paragraph, offset: offset, size: size, weight: weight, tracking: constraints.tracking,
                language: constraints.language)
            lines.append(
                setter.line(
                    lower..<upper, truncation: line.hasEllipsis ? constraints.lineBreakMode : nil,
                    width: constraints.width))
        }
        return lines
    }
}
