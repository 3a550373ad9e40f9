import DynamicType
import TextMeasurement

/// How a label's text fits at one content-size category: the lines it needs, its height, and — when it needs more
/// lines than allowed — by how much it overflows and where it is cut.
public struct FitReport: Hashable, Sendable {
    /// Where a label that overflows stops showing its text.
    public struct Truncation: Hashable, Sendable {
        /// The UTF-16 offset (`NSRange`-compatible) where the shown text ends: the end of the last shown line's range.
        /// For tail truncation, clipping and the wrapping modes, the text from here on is not shown.
        public var utf16Offset: Int
        /// The text up to ``utf16Offset``, without the ellipsis: what the label shows, for tail truncation, clipping
        /// and the wrapping modes. With head or middle truncation the ellipsis is inside ``lastLineRange`` and part of
        /// that line is left out.
        public var keptText: String
        /// The last shown line's range (UTF-16 offsets into the text), as `TextLayout.Line.range`.
        public var lastLineRange: Range<Int>
        /// Whether the last line ends with (or contains) an ellipsis, as the truncating line break modes give.
        public var hasEllipsis: Bool
    }

    /// The category.
    public let category: ContentSizeCategory
    /// The font size at this category, in points.
    public let pointSize: Double
    /// The line limit checked, as `UILabel.numberOfLines`; 0 for none.
    public let numberOfLines: Int
    /// The text as the label lays it out: at most ``numberOfLines`` lines, truncated if it needs more.
    public let layout: TextLayout
    /// The text with no line limit: every line it needs.
    public let unlimitedLayout: TextLayout
    /// Where the label stops showing the text; `nil` when it fits.
    public let truncation: Truncation?

    /// A report from the two layouts of `text` at a category.
    public init(
        category: ContentSizeCategory, pointSize: Double, numberOfLines: Int, text: String, layout: TextLayout,
        unlimitedLayout: TextLayout
    ) {
        self.category = category
        self.pointSize = pointSize
        self.numberOfLines = numberOfLines
        self.layout = layout
        self.unlimitedLayout = unlimitedLayout
        let overflows = numberOfLines > 0 && unlimitedLayout.lineCount > numberOfLines
        if overflows, let last = layout.lines.last {
            let offset = last.range.upperBound
            // The kept text copied from the string's UTF-8 up to the offset's index (the offset ends a line, so a
            // scalar), not decoded unit by unit from the UTF-16 view of a UTF-8 string.
            let end = text.utf16.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
            self.truncation = Truncation(
                utf16Offset: offset, keptText: String(text.unicodeScalars[..<end]), lastLineRange: last.range,
                hasEllipsis: last.hasEllipsis)
        } else {
            self.truncation = nil
        }
    }

    /// The lines the text needs with no limit.
    public var linesNeeded: Int { unlimitedLayout.lineCount }

    /// Whether the text fits: no line limit, or no more lines needed than allowed. A word wider than the line is
    /// broken and still fits, as a `UILabel` breaks it.
    public var fits: Bool { numberOfLines == 0 || linesNeeded <= numberOfLines }

    /// The lines needed beyond ``numberOfLines``; 0 when it fits.
    public var overflowLines: Int { fits ? 0 : linesNeeded - numberOfLines }

    /// The height the text needs with no limit, in points (exact, before rounding to pixels).
    public var neededHeight: Double { unlimitedLayout.size.height }

    /// The label's height with ``numberOfLines`` applied, in points (exact).
    public var height: Double { layout.size.height }

    /// The height of the lines beyond ``numberOfLines``: ``neededHeight`` minus the height of the allowed lines (each
    /// line as tall as the style's leading, or its fonts' line height); 0 when it fits.
    public var overflowHeight: Double {
        guard !fits else { return 0 }
        let lastAllowed = unlimitedLayout.lines[numberOfLines - 1]
        return neededHeight - (lastAllowed.top + lastAllowed.height)
    }
}
