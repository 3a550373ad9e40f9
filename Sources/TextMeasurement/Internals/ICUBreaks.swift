internal import CICU

/// ICU's break iterators through the `CICU` shim.
enum ICUBreaks {
    /// UAX #14 line-break opportunities of `text` (UTF-16): ascending offsets, the last one `text.count`, each with
    /// whether the break is required. Uses ICU's `ubrk_open(UBRK_LINE, locale, …)`.
    static func lineBreaks(in text: UnsafeBufferPointer<UInt16>, locale: String) throws(MeasurementError)
        -> [(offset: Int, isHard: Bool)]
    {
        var capacity = max(16, text.count / 4 + 2)
        while true {
            var offsets = [Int32](repeating: 0, count: capacity)
            var kinds = [UInt8](repeating: 0, count: capacity)
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
    static func graphemeBreaks(in text: UnsafeBufferPointer<UInt16>) throws(MeasurementError) -> [Int] {
        var capacity = text.count + 1
        while true {
            var offsets = [Int32](repeating: 0, count: capacity)
            var error = cicu_error()
            let count = cicu_grapheme_breaks(text.baseAddress, Int32(text.count), &offsets, Int32(capacity), &error)
            guard count >= 0 else { throw failure(error) }
            if Int(count) <= capacity { return offsets.prefix(Int(count)).map { Int($0) } }
            capacity = Int(count)
        }
    }

    private static func failure(_ error: cicu_error) -> MeasurementError {
        .libraryFailure(library: "ICU", code: error.code, message: error.name.map { String(cString: $0) } ?? "unknown")
    }
}
