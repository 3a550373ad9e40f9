// The text a value may hold, checked as CoreFoundation checks it: `<integer>`, `<real>` and `<date>`, and the white
// space it skips between elements.
extension XMLPropertyListReader {
    /// `isspace` in the C locale.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains(scalar)
    }

    /// Why `text` is not an `<integer>` (and at which of its scalars), or `nil` when it is one.
    static func integerProblem(_ text: String) -> (message: String, offset: Int)? {
        let scalars = Array(text.unicodeScalars)
        var index = scalars.firstIndex { !isSpace($0) } ?? scalars.count
        guard index < scalars.count else { return ("Encountered empty <integer>", index) }
        var isNegative = false
        if scalars[index] == "-" || scalars[index] == "+" {
            isNegative = scalars[index] == "-"
            index += 1
        }
        var isHex = false
        if index + 1 < scalars.count, scalars[index] == "0", scalars[index + 1] == "x" || scalars[index + 1] == "X" {
            isHex = true
            index += 2
        }
        guard index < scalars.count else { return ("Incomplete <integer>", index) }
        let limit: UInt64 = isNegative ? UInt64(Int64.max) + 1 : .max
        var value: UInt64 = 0
        for offset in index..<scalars.count {
            let scalar = scalars[offset]
            let digit: UInt64
            switch scalar {
            case "0"..."9": digit = UInt64(scalar.value - 48)
            case "a"..."f": digit = UInt64(scalar.value - 97 + 10)
            case "A"..."F": digit = UInt64(scalar.value - 65 + 10)
            default:
                return ("Unknown character \(Self.described(scalar)) in <integer>", offset)
            }
            if !isHex && digit > 9 { return ("Hex digit in non-hex <integer>", offset) }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: isHex ? 16 : 10)
            let (next, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry, next <= limit else {
                return (isNegative ? "Integer underflow in <integer>" : "Integer overflow in <integer>", offset)
            }
            value = next
        }
        return nil
    }

    /// A character as CoreFoundation's message shows it: its first byte in UTF-8, as a C `char` (`'x' (0x78)`; a
    /// byte from 0x80 up is a Latin-1 character and a negative number: `'Ã' (0xffffffc3)` for é).
    private static func described(_ scalar: Unicode.Scalar) -> String {
        let byte = String(scalar).utf8.first ?? 0
        let code = UInt32(bitPattern: Int32(Int8(bitPattern: byte)))
        return "'\(Unicode.Scalar(byte))' (0x\(String(code, radix: 16)))"
    }

    /// Whether `text` is a `<real>`: a number as C's `strtod` reads all of it (white space before it allowed), in
    /// decimal (`1.5`, `.5`, `-1e3`, `inf`, `nan`).
    static func isReal(_ text: String) -> Bool {
        let trimmed = text.unicodeScalars.drop(while: isSpace)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0 == "x" || $0 == "X" }) else { return false }
        let body = String(String.UnicodeScalarView(trimmed))
        return numberPrefixLength(body) == body.utf8.count
    }

    /// Whether `text` is a `<date>`: `YYYY-MM-DDTHH:MM:SSZ` (the year any number of digits, with an optional `-`).
    static func isDate(_ text: String) -> Bool {
        let unsigned = text.unicodeScalars.first == "-" ? text.unicodeScalars.dropFirst() : text.unicodeScalars[...]
        let rest = Array(unsigned.drop { ("0"..."9").contains($0) })
        let shape = Array("-00-00T00:00:00Z".unicodeScalars)
        guard rest.count == shape.count else { return false }
        return zip(rest, shape).allSatisfy { actual, expected in
            expected == "0" ? ("0"..."9").contains(actual) : actual == expected
        }
    }
}
