import PackageSupport

/// A string's UTF-16 code units as an array: what ICU, HarfBuzz and the layout's offsets work in.
enum UTF16Units {
    /// `Array(text.utf16)`, decoded straight from the string's UTF-8 storage (`Array(text.utf16)` goes unit by unit
    /// through the string's index machinery, on every measurement of a new text).
    static func of(_ text: String) -> [UInt16] {
        text.utf8.withContiguousStorageIfAvailable(decode) ?? Array(text.utf16)
    }

    /// UTF-16 from well-formed UTF-8 (a Swift string's storage always is).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt16] {
        // One UTF-16 unit per byte that starts a scalar, two for a 4-byte scalar.
        var count = 0
        for byte in bytes { count += (byte & 0xC0 != 0x80 ? 1 : 0) + (byte >= 0xF0 ? 1 : 0) }
        var result = [UInt16](filledWith: 0, count: count)
        result.withUnsafeMutableBufferPointer { units in
            var out = 0
            var index = 0
            let end = bytes.count
            while index < end {
                let lead = UInt32(bytes[index])
                if lead < 0x80 {
                    units[out] = UInt16(lead)
                    out += 1
                    index += 1
                } else if lead < 0xE0 {
                    units[out] = UInt16((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
                    out += 1
                    index += 2
                } else if lead < 0xF0 {
                    units[out] = UInt16(
                        (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
                    out += 1
                    index += 3
                } else {
                    let scalar = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                    let offset = scalar - 0x10000
                    units[out] = UInt16(0xD800 | (offset >> 10))
                    units[out + 1] = UInt16(0xDC00 | (offset & 0x3FF))
                    out += 2
                    index += 4
                }
            }
        }
        return result
    }
}
