internal import CICU
import PackageSupport

/// ICU's bidirectional algorithm (UAX #9) through the `CICU` shim.
enum ICUBidi {
    /// Each UTF-16 unit's embedding level in a paragraph (even: left to right, odd: right to left) and the
    /// paragraph's level (0 or 1: from its first strong character, rule P2–P3; 0 when it has none); `nil` when the
    /// text has no character that could make anything right to left, so every level is 0 (most text skips ICU).
    static func levels(in text: UnsafeBufferPointer<UInt16>) throws(MeasurementError)
        -> (levels: [UInt8], paragraphLevel: UInt8)?
    {
        guard !text.isEmpty, text.contains(where: mayBeRightToLeft) else { return nil }
        var levels = [UInt8](filledWith: 0, count: text.count)
        var error = cicu_error()
        let paragraph = cicu_bidi_levels(text.baseAddress, Int32(text.count), &levels, &error)
        guard paragraph >= 0 else {
            throw .libraryFailure(
                library: "ICU", code: error.code, message: error.name.map { String(cString: $0) } ?? "unknown")
        }
        return (levels, UInt8(paragraph))
    }

    /// UTF-16 units of right-to-left characters (Bidi_Class R or AL) and of the controls that start right-to-left
    /// text: Hebrew through Arabic Extended-A (U+0590–08FF, with Syriac, Thaana, N'Ko, Samaritan, Mandaic), the
    /// Hebrew and Arabic presentation forms (U+FB1D–FDFF, U+FE70–FEFF), RLM, RLE, RLO, RLI (U+200F, 202B, 202E, 2067),
    /// and the high surrogates of the right-to-left supplementary blocks (U+10800–10FFF, U+1E800–1EFFF). Every
    /// character whose Bidi_Class is R or AL lies in these ranges (checked against Unicode 14's UnicodeData.txt through
    /// Python's `unicodedata`; they are also the blocks DerivedBidiClass.txt defaults to R or AL).
    static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200F, 0x202B, 0x202E, 0x2067, 0xD802...0xD803,
            0xD83A...0xD83B:
            true
        default: false
        }
    }
}
