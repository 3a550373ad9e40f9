/// Splitting text into paragraphs at hard line breaks.
enum Paragraphs {
    /// The paragraphs of `text` (UTF-16) as ranges without their terminators. Hard breaks: LF, CR, CR LF (one
    /// break), NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH SEPARATOR U+2029 (UAX #14 classes BK, CR, LF, NL).
    /// A text ending in a hard break has an empty last paragraph, as UIKit shows an empty last line.
    static func ranges(in text: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < text.count {
            let unit = text[index]
            if unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029 {
                ranges.append(start..<index)
                index += (unit == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        ranges.append(start..<text.count)
        return ranges
    }
}
