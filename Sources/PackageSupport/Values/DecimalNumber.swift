/// Decimal numbers as people write them.
package enum DecimalNumber {
    /// `text` as a finite number when it is written in decimal: an optional sign, digits with at most one point, an
    /// optional exponent. Swift's `Double(_:)` also reads hexadecimal (`0x10`), `inf` and `nan`, which are refused.
    package static func number(_ text: String) -> Double? {
        var sawDigit = false, sawPoint = false, sawExponent = false, previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39: sawDigit = true
            case UInt8(ascii: "."): guard !sawPoint && !sawExponent else { return nil }; sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): guard sawDigit && !sawExponent else { return nil }; sawExponent = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard previous == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            default: return nil
            }
            previous = byte
        }
        guard sawDigit, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
