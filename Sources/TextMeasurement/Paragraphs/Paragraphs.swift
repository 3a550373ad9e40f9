/// Splitting text into paragraphs at hard line breaks.
enum Paragraphs {
    /// Calls `body` with the range of each paragraph of `text` (UTF-16), in order, without its terminator. Hard
    /// breaks: LF, CR, CR LF (one break), NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH SEPARATOR U+2029 (UAX #14
    /// classes BK, CR, LF, NL). A text ending in a hard break has an empty last paragraph, as UIKit shows an empty
    /// last line.
    static func forEachRange<Failure: Error>(
        in text: UnsafeBufferPointer<UInt16>, _ body: (Range<Int>) throws(Failure) -> Void
    ) throws(Failure) {
        var start = 0
        var index = 0
        while index < text.count {
            let unit = text[index]
            if isHardBreak(unit) {
                try body(start..<index)
                index += (unit == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        try body(start..<text.count)
    }

    /// Whether `text` has a hard break, read from its UTF-8: LF, CR, NEL (C2 85), U+2028 and U+2029 (E2 80 A8/A9).
    static func hasHardBreak(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            // Eight bytes at a time: a word is read byte by byte only when it may start a break, that is when it has a
            // byte below 0E (LF and CR among them) or a C2 or E2 (which differ in bit 5 alone). Both tests are the
            // word-at-a-time ones for "a byte less than n" and "a zero byte" (after XOR), exact for whether one
            // exists; a sequence that starts in a word is read to its end from there.
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let raw = UnsafeRawBufferPointer(bytes)
            var index = 0
            while index < bytes.count {
                let end: Int
                if index + 8 <= bytes.count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let lead = (word | 0x20 &* ones) ^ 0xE2 &* ones
                    guard (word &- 0x0E &* ones) & ~word & highs != 0 || (lead &- ones) & ~lead & highs != 0 else {
                        index += 8
                        continue
                    }
                    end = index + 8
                } else {
                    end = bytes.count
                }
                while index < end {
                    switch bytes[index] {
                    case 0x0A, 0x0D: return true
                    case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return true
                    case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                        return true
                    default: index += 1
                    }
                }
            }
            return false
        } ?? text.utf16.contains(where: isHardBreak)
    }

    /// LF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    @inline(__always)
    private static func isHardBreak(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }
}
