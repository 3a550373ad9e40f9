/// A measured text: its size, exact and rounded up to the pixel grid, its lines, and what it was set in — the font as
/// resolved and the label's configuration as applied — so that whoever reads, reports or draws it needs nothing else
/// but the text.
public struct TextLayout: Hashable, Sendable {
    /// A width and height in points.
    public struct Size: Hashable, Sendable {
        /// The width in points.
        public var width: Double
        /// The height in points.
        public var height: Double

        /// A size of `width` × `height` points.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The line's text as UTF-16 offsets into the string (`NSRange`-compatible: `location` = lower bound), without
        /// the hard break that ends its paragraph. For a truncated last line, the text that was kept.
        public var range: Range<Int>
        /// The width of the line's glyphs, trailing white space excluded (it hangs), ellipsis included.
        public var width: Double
        /// Distance from the layout's top to the line's top.
        public var top: Double
        /// The line's height.
        public var height: Double
        /// Distance from the layout's top to the baseline.
        public var baseline: Double
        /// The ascender above the baseline (positive).
        public var ascent: Double
        /// The descender below the baseline (positive).
        public var descent: Double
        /// Whether an ellipsis was put in this line.
        public var hasEllipsis: Bool
        /// The fonts the line's text is set in: the requested face first when it is used, then fallbacks.
        public var fonts: [FontFace]

        /// The line's text in `text`, the string it was measured from: ``range`` as a `Substring` (for a truncated
        /// last line, the text kept before the ellipsis).
        ///
        /// ```swift
        /// let layout = try measurer.measure("Hello World", face: face, size: 10, label: LabelConfiguration(width: 40, numberOfLines: 0))
        /// layout.lines.map { $0.text(in: "Hello World") }   // ["Hello", "World"]
        /// ```
        public func text(in text: String) -> Substring {
            let utf16 = text.utf16
            let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound, limitedBy: utf16.endIndex) ?? utf16.endIndex
            let end = utf16.index(start, offsetBy: range.count, limitedBy: utf16.endIndex) ?? utf16.endIndex
            return text[start..<end]
        }
    }

    /// The exact size: the widest line, and the sum of line heights and spacing.
    public var size: Size
    /// The size rounded up to the display's pixel grid, as `sizeThatFits` / `intrinsicContentSize` report it.
    public var roundedSize: Size
    /// The lines, top to bottom.
    public var lines: [Line]
    /// Whether text was left out (more lines were needed than allowed).
    public var isTruncated: Bool
    /// The font the text was set in: the primary face, point size and weight (a text style's at its category), and
    /// fontconfig's substitution for a family that is not installed. The fallback faces lines needed are in each
    /// line's ``Line/fonts``; all of them in ``faces``.
    public let font: ResolvedFont
    /// The label's configuration as the text was laid out in it, the font's leading and tracking applied
    /// (``LabelConfiguration/applying(_:)``): measuring again with it, give a font without them, or they count twice.
    public internal(set) var configuration: LabelConfiguration

    /// This layout as a label limited to `maxLines` lines shows it, for a text that needs no more lines than that: the
    /// same lines, with the configuration's line limit set (what measuring again with the limit would give).
    package func limited(toLines maxLines: Int) -> TextLayout {
        var limited = self
        limited.configuration.numberOfLines = maxLines
        return limited
    }

    /// Every face the text is set in, each once, in the order the lines first use them: the primary face first when
    /// it sets any of the text, then the fallback faces.
    public var faces: [FontFace] {
        var faces: [FontFace] = []
        for line in lines {
            for face in line.fonts where !faces.contains(where: { $0 === face }) { faces.append(face) }
        }
        return faces
    }

    /// The number of lines.
    public var lineCount: Int { lines.count }
    /// The first line's baseline, from the top; 0 for no lines.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top; 0 for no lines.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
