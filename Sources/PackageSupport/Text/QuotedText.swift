/// A text quoted in messages: what fit checks, audits and layout findings show of a label's text.
package enum QuotedText {
    /// The longest text quoted in full; longer texts are cut with "…".
    package static let maximumCharacters = 60

    /// `text` in double quotes, `"` and `\` escaped (each one, also with a combining mark after it), line breaks as
    /// `\n`, cut after 60 characters with "…".
    package static func of(_ text: String) -> String {
        var shown = Substring(text)
        var cut = false
        // A character is at least one UTF-8 byte, so a short text needs no counting; a longer one is counted only as
        // far as the limit, once: to the end of the characters kept, then two further for whether there are more
        // than the limit (an audit quotes thousands of texts, most of them long).
        if text.utf8.count > maximumCharacters,
            let keptEnd = text.index(text.startIndex, offsetBy: maximumCharacters - 1, limitedBy: text.endIndex),
            text.index(keptEnd, offsetBy: 2, limitedBy: text.endIndex) != nil
        {
            shown = text[..<keptEnd]
            cut = true
        }
        var escaped: [UInt8] = [UInt8(ascii: "\"")]
        escaped.reserveCapacity(shown.utf8.count + 8)
        escape(shown, quotes: true, into: &escaped)
        if cut { escaped += "…".utf8 }
        escaped.append(UInt8(ascii: "\""))
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `text` on one line: line breaks as `\n` (`\r` for a lone carriage return, `\u{2028}`, `\u{2029}`) and tabs as
    /// `\t`, as ``of(_:)`` escapes them, the rest as it is, whole — for a name such as a catalog key that a one-line
    /// report shows unquoted. A text with none of them is returned as it is.
    package static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 8)
        escape(Substring(text), quotes: false, into: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text`'s bytes with line breaks and tabs escaped, and `"` and `\` too when `quotes`.
    private static func escape(_ text: Substring, quotes: Bool, into escaped: inout [UInt8]) {
        // Escaped byte by byte: every character escaped is ASCII or U+2028/U+2029 (E2 80 A8/A9), so the rest is copied
        // as it is, not compared character by character with the escaped ones as strings.
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\"") where quotes: escaped += #"\""#.utf8
            case UInt8(ascii: "\\") where quotes: escaped += #"\\"#.utf8
            case UInt8(ascii: "\t"): escaped += #"\t"#.utf8
            case UInt8(ascii: "\n"): escaped += #"\n"#.utf8
            case UInt8(ascii: "\r"):
                if index < bytes.count && bytes[index] == UInt8(ascii: "\n") {  // CR LF: one line break
                    index += 1
                    escaped += #"\n"#.utf8
                } else {
                    escaped += #"\r"#.utf8
                }
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] & 0xFE) == 0xA8:
                escaped += (bytes[index + 1] == 0xA8 ? #"\u{2028}"# : #"\u{2029}"#).utf8
                index += 2
            default: escaped.append(byte)
            }
        }
    }
}
