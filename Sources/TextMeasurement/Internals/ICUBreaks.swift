internal import CICU
import PackageSupport

/// ICU's break iterators through the `CICU` shim.
enum ICUBreaks {
    /// UAX #14 line-break opportunities of `text` (UTF-16): ascending offsets, the last one `text.count`, each with
    /// whether the break is required. Uses ICU's line break iterator for `locale`, reused across calls.
    static func lineBreaks(in text: UnsafeBufferPointer<UInt16>, locale: String) throws(MeasurementError)
        -> [(offset: Int, isHard: Bool)]
    {
        var capacity = max(16, text.count / 4 + 2)
        while true {
            var offsets = [Int32](filledWith: 0, count: capacity)
            var kinds = [UInt8](filledWith: 0, count: capacity)
            var error = cicu_error()
            let count = cicu_line_breaks(
                text.baseAddress, Int32(text.count), locale, &offsets, &kinds, Int32(capacity), &error)
            guard count >= 0 else { throw failure(error) }
            if Int(count) <= capacity {
                return (0..<Int(count)).map { (Int(offsets[$0]), kinds[$0] == UInt8(CICU_BREAK_HARD.rawValue)) }
            }
            capacity = Int(count)
        }
    }

    /// Extended grapheme cluster boundaries (UAX #29) of `text`: ascending offsets, the last one `text.count`.
    ///
    /// - Parameter shortcut: Whether text below U+0300 may skip ICU (tests compare both ways).
    static func graphemeBreaks(in text: UnsafeBufferPointer<UInt16>, shortcut: Bool = true) throws(MeasurementError)
        -> [Int]
    {
        // Where every character's Grapheme_Cluster_Break is Other, Control (but CR), LF, LV or LVT, UAX #29 breaks
        // between every two (only CR LF, marks, ZWJ, prepends, spacing marks, jamo sequences and regional indicators
        // join). ``isOwnCluster(_:)`` lists such ranges; text made only of them (most Latin, Greek, Cyrillic, CJK and
        // Hangul text) skips opening ICU's character iterator, a noticeable part of shaping a short string.
        if shortcut && !text.isEmpty && text.allSatisfy(isOwnCluster) { return Array(1...text.count) }
        var capacity = text.count + 1
        while true {
            var offsets = [Int32](filledWith: 0, count: capacity)
            var error = cicu_error()
            let count = cicu_grapheme_breaks(text.baseAddress, Int32(text.count), &offsets, Int32(capacity), &error)
            guard count >= 0 else { throw failure(error) }
            if Int(count) <= capacity { return offsets.prefix(Int(count)).map { Int($0) } }
            capacity = Int(count)
        }
    }

    /// UTF-16 units that are always a grapheme cluster of their own (Grapheme_Cluster_Break Other, Control, LF, LV or
    /// LVT; no CR): below U+0300 (Latin); Greek and Coptic, Cyrillic but its combining marks; Latin Extended Additional
    /// and Greek Extended; general punctuation from the hyphen to U+2027 and from U+2030 to U+205E; CJK symbols and
    /// punctuation but the tone marks U+302A–302F; hiragana and katakana but the voiced-sound marks U+3099–309A;
    /// CJK Unified Ideographs; Hangul syllables; fullwidth forms. Checked against ICU for every code point in
    /// ICUBreaksTests.
    static func isOwnCluster(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0D: false
        case 0x0000...0x02FF, 0x0370...0x0482, 0x048A...0x052F, 0x1E00...0x1FFF, 0x2010...0x2027, 0x2030...0x205E,
            0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF60:
            true
        default: false
        }
    }

    private static func failure(_ error: cicu_error) -> MeasurementError {
        .libraryFailure(library: "ICU", code: error.code, message: error.name.map { String(cString: $0) } ?? "unknown")
    }
}
