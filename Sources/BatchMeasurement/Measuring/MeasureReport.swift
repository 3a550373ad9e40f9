import DynamicType
import TextMeasurement

/// What one request measured.
package enum MeasureReport {
    /// One measurement.
    case single(MeasuredText)
    /// A text style at every category of the type scale.
    case allCategories(TextStyle, [MeasuredText])

    /// The families fontconfig substituted for ones that are not installed.
    package var substitutions: [FontMatch] {
        let all: [MeasuredText] = switch self {
        case .single(let measured): [measured]
        case .allCategories(_, let results): results
        }
        var seen: [FontMatch] = []
        for match in all.compactMap(\.substitution) where !seen.contains(match) { seen.append(match) }
        return seen
    }
}

/// One measured text: the text, its layout (which says what it was set in), and the style and category it was
/// measured at, when it was measured in a style.
package struct MeasuredText {
    package var text: String
    package var layout: TextLayout
    package var style: TextStyle?
    package var category: ContentSizeCategory?

    package init(text: String, layout: TextLayout, style: TextStyle? = nil, category: ContentSizeCategory? = nil) {
        self.text = text
        self.layout = layout
        self.style = style
        self.category = category
    }

    /// The primary face, the point size and the configuration the text was laid out in.
    package var face: FontFace { layout.font.face }
    package var size: Double { layout.font.pointSize }
    package var configuration: LabelConfiguration { layout.configuration }

    /// fontconfig's match, when it substituted another family for the one asked for.
    package var substitution: FontMatch? {
        layout.font.substitution
    }

    /// A line's text: its UTF-16 range of the measured text (ranges fall on scalar boundaries: the measurer breaks
    /// lines between grapheme clusters), clamped to the text.
    ///
    /// Both bounds are found in one pass over the text's UTF-8 (a lead byte of four bytes is two UTF-16 units, any
    /// other lead byte one) and the bytes between copied as they are; a range that split a scalar is decoded from its
    /// UTF-16, unpaired surrogates replaced.
    package func text(of line: TextLayout.Line) -> String {
        Self.text(text, utf16: line.range)
    }

    /// The text of `range` (UTF-16 offsets) of `text`: ``text(of:)``.
    package static func text(_ text: String, utf16 range: Range<Int>) -> String {
        let lower = max(range.lowerBound, 0), upper = max(range.upperBound, lower)
        var text = text
        let bytes: Range<Int>? = text.withUTF8 { utf8 in
            var units = 0  // UTF-16 units before `offset`, which is always a scalar's first byte (or the end)
            var offset = 0
            var start: Int?
            while true {
                if start == nil, units == lower { start = offset }
                if units == upper || offset == utf8.count { return (start ?? offset)..<offset }
                let lead = utf8[offset]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                let next = units + (length == 4 ? 2 : 1)
                if (units < lower && next > lower) || next > upper { return nil }  // a bound inside a surrogate pair
                units = next
                offset += length
            }
        }
        guard let bytes else {
            let utf16 = Array(text.utf16)
            return String(decoding: utf16[min(lower, utf16.count)..<min(upper, utf16.count)], as: UTF16.self)
        }
        let utf8 = text.utf8
        return String(text[utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)..<utf8.index(
            utf8.startIndex, offsetBy: bytes.upperBound)])
    }
}
