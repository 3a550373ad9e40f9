/// Works out the size a `UILabel` gives a text: lines wrapped to a width, limited in number, truncated, each as tall as
/// its font says, and the whole rounded up to the pixel grid.
///
/// A measurer is `Sendable`: share one across tasks.
public struct TextMeasurer: Sendable {
    /// A measurer.
    public init() {}

    /// Lays out `text` in `face` at `size` points within `constraints`.
    ///
    /// - Parameters:
    ///   - text: The text; hard breaks (LF, CR, CR LF, NEL, U+2028, U+2029) start new paragraphs. An empty text has no
    ///     lines and measures zero by zero, as a `UILabel` with empty text reports `intrinsicContentSize == .zero`.
    ///   - face: The font.
    ///   - size: The point size, a finite number above 0.
    ///   - constraints: Width, line limit, line break mode, line height.
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` for a size or constraint out of range;
    ///   ``MeasurementError/libraryFailure(library:code:message:)`` if ICU fails.
    public func measure(
        _ text: String, face: FontFace, size: Double, constraints: MeasurementConstraints = MeasurementConstraints()
    ) throws(MeasurementError) -> TextLayout {
        guard size.isFinite && size > 0 else {
            throw .invalidValue(name: "size", value: "\(size)", accepted: "a finite number of points above 0")
        }
        let constraints = try constraints.validated()
        let units = Array(text.utf16)
        return try units.withUnsafeBufferPointer { buffer throws(MeasurementError) in
            try layout(buffer, face: face, size: size, constraints: constraints)
        }
    }

    private func layout(
        _ text: UnsafeBufferPointer<UInt16>, face: FontFace, size: Double, constraints: MeasurementConstraints
    ) throws(MeasurementError) -> TextLayout {
        guard !text.isEmpty else {
            return TextLayout(
                size: .init(width: 0, height: 0), roundedSize: .init(width: 0, height: 0), lines: [], isTruncated: false)
        }
        var fitted: [(paragraph: Int, line: FittedLine)] = []
        var paragraphs: [ShapedParagraph] = []
        let limit = constraints.maxLines == 0 ? Int.max : constraints.maxLines
        var isTruncated = false
        for range in Paragraphs.ranges(in: text) {
            if fitted.count > limit { break }
            let paragraph = try ShapedParagraph(
                text: text, range: range, face: face, size: size, tracking: constraints.tracking,
                language: constraints.language)
            paragraphs.append(paragraph)
            for line in LineFitter.fit(paragraph, width: constraints.maxWidth, mode: constraints.lineBreakMode) {
                fitted.append((paragraphs.count - 1, line))
            }
        }
        if fitted.count > limit {
            isTruncated = true
            fitted.removeLast(fitted.count - limit)
        }

        let metrics = face.metrics(atSize: size)
        let natural = metrics.lineHeight
        let lineHeight: Double
        switch constraints.lineHeight {
        case .natural: lineHeight = natural
        case .fixed(let height): lineHeight = height
        case .multiple(let factor): lineHeight = natural * factor
        }
        var lines: [TextLayout.Line] = []
        var top = 0.0
        for (index, entry) in fitted.enumerated() {
            let paragraph = paragraphs[entry.paragraph]
            var range = entry.line.range.lowerBound..<entry.line.contentEnd
            var width = paragraph.width(range)
            var hasEllipsis = false
            if isTruncated && index == fitted.count - 1 && constraints.lineBreakMode.truncates {
                let truncated = try Truncation.truncate(
                    paragraph, from: entry.line.range.lowerBound, mode: constraints.lineBreakMode,
                    width: constraints.maxWidth, face: face, size: size, tracking: constraints.tracking,
                    language: constraints.language)
                range = truncated.range
                width = truncated.width
                hasEllipsis = true
            }
            // Extra height goes above the glyphs, as UIKit places a line taller than its font (baseline at the bottom).
            let baseline = top + (lineHeight - natural) + metrics.ascender
            lines.append(
                TextLayout.Line(
                    range: range, width: width, top: top, height: lineHeight, baseline: baseline,
                    ascent: metrics.ascender, descent: -metrics.descender, hasEllipsis: hasEllipsis))
            top += lineHeight + (index < fitted.count - 1 ? constraints.lineSpacing : 0)
        }
        let exact = TextLayout.Size(width: lines.map(\.width).max() ?? 0, height: top)
        let scale = constraints.displayScale
        let rounded = TextLayout.Size(
            width: Self.ceilToPixel(exact.width, scale: scale), height: Self.ceilToPixel(exact.height, scale: scale))
        return TextLayout(size: exact, roundedSize: rounded, lines: lines, isTruncated: isTruncated)
    }

    /// `value` rounded up to a multiple of 1/`scale`, ignoring floating-point noise below a millionth of a pixel
    /// (1100/1000 × 17 is 18.700000000000003, which is 18.7, not 18.7 + one pixel).
    static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-6).rounded(.up) / scale
    }
}
