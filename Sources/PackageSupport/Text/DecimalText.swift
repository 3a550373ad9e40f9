/// Numbers as a person writes them, for messages, tables and JSON: `17`, `16.5`, `-0.442`, `190.667`.
///
/// The one number formatter of the package: whole numbers without a decimal point, others with at most
/// `maximumDecimals` decimals (none: Swift's shortest representation that reads back as the same `Double`) and no
/// trailing zeros. Magnitudes of 10¹⁵ and more keep Swift's exponent form (`1e+20`): converting them to `Int` would
/// trap beyond `Int.max`.
public enum DecimalText {
    /// `value` written out; `nan`, `inf` and `-inf` for the values that are not finite.
    public static func of(_ value: Double, maximumDecimals: Int? = nil) -> String {
        guard value.isFinite else { return "\(value)" }
        var shown = value
        if let maximumDecimals {
            var scale = 1.0
            for _ in 0..<maximumDecimals { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            if rounded.isFinite { shown = rounded }
        }
        if shown.rounded() == shown && abs(shown) < 1e15 { return String(Int(shown)) }
        var text: [UInt8] = []
        text.reserveCapacity(24)
        appendFraction(shown, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends ``of(_:maximumDecimals:)`` of a finite `value` with a fraction (not a whole number below 10¹⁵) to `text`.
    ///
    /// Most figures of a layout are fractions of at most 20 binary digits (FreeType's 26.6 fixed point, halves and
    /// quarters of points), whose decimal expansion is exact and short: `n / 2ᵏ = n·5ᵏ / 10ᵏ`. When that expansion has
    /// at most 15 significant digits it is Swift's shortest representation too — any decimal with fewer digits differs
    /// from it by at least 10⁻¹⁵ of its value, more than the half unit in the last place (2⁻⁵³) a double can be off by,
    /// so none reads back as the same double — and its digits are written directly. Any other value is written by
    /// Swift's `description` (shortest round trip, correctly rounded), which also chooses the exponent form.
    package static func appendFraction(_ value: Double, to text: inout some ByteSink) {
        let magnitude = value.magnitude
        // (Between 10⁻³ and 10¹⁵ Swift's description has no exponent either: `DecimalTextTests` checks both ways.)
        if magnitude >= 1e-3, magnitude < 1e15 {
            let scaled = magnitude * 1_048_576  // 2²⁰: exact
            if scaled < 9_007_199_254_740_992, scaled == scaled.rounded(.towardZero) {
                var numerator = UInt64(scaled)
                var binaryDigits = 20
                while binaryDigits > 0 && numerator & 1 == 0 {
                    numerator >>= 1
                    binaryDigits -= 1
                }
                let (digits, overflow) = numerator.multipliedReportingOverflow(by: powersOfFive[binaryDigits])
                if !overflow, digits < 1_000_000_000_000_000 {
                    if value < 0 { text.write(UInt8(ascii: "-")) }
                    appendDigits(of: digits, decimals: binaryDigits, to: &text)
                    return
                }
            }
        }
        var digits = ShortestDigits()
        value.write(to: &digits)
        digits.withBytes { text.write($0) }
    }

    /// Where `Double.write(to:)` puts a number's text — Swift's `description`, the same bytes — without making a
    /// `String` of it: the standard library formats the digits in a buffer of its own and hands them over whole to
    /// `_writeASCII`, `TextOutputStream`'s requirement for ASCII text, which this keeps in 32 bytes of its own (a
    /// `Double`'s text is at most 24), so that writing a fraction that is not binary (most of a layout's widths in a
    /// font of 1,000 or 2,048 units) allocates no `String` on the heap.
    /// Text that comes as a `String` instead (`write(_:)`, should the standard library ever send it that way) is kept
    /// as such.
    private struct ShortestDigits: TextOutputStream {
        private var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var count = 0
        private var text: String?

        mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard text == nil, count + bytes.count <= MemoryLayout.size(ofValue: buffer) else {
                write(String(decoding: bytes, as: UTF8.self))
                return
            }
            withUnsafeMutableBytes(of: &buffer) { buffer in
                UnsafeMutableRawBufferPointer(rebasing: buffer[count..<count + bytes.count]).copyMemory(
                    from: UnsafeRawBufferPointer(bytes))
            }
            count += bytes.count
        }

        mutating func write(_ string: String) {
            var kept = text ?? withUnsafeBytes(of: buffer) { String(decoding: $0.prefix(count), as: UTF8.self) }
            kept += string
            text = kept
        }

        /// Calls `body` with the text's UTF-8.
        func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            if var text {
                text.withUTF8(body)
                return
            }
            withUnsafeBytes(of: buffer) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[..<count])) }
        }
    }

    /// 5⁰ … 5²⁰.
    private static let powersOfFive: [UInt64] = (0...20).map { power in (0..<power).reduce(1) { product, _ in product * 5 } }

    /// Appends `digits / 10^decimals` in decimal: the whole part (at least `0`), then, when `decimals` > 0, a point and
    /// exactly `decimals` digits (the last of which is not zero: `digits` then ends in 5).
    private static func appendDigits(of digits: UInt64, decimals: Int, to text: inout some ByteSink) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // at most 15 digits, a point and a leading zero
        withUnsafeMutableBytes(of: &buffer) { bytes in
            var index = bytes.count
            var rest = digits
            var written = 0
            repeat {
                if written == decimals && decimals > 0 {
                    index -= 1
                    bytes[index] = UInt8(ascii: ".")
                }
                index -= 1
                bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0 || written <= decimals
            text.write(UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[index...]))
        }
    }
}
