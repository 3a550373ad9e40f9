/// A JSON value whose objects keep their keys in the order given, written deterministically.
///
/// Shared by the package's modules (`package` access), not part of the public API. The scale file format and the
/// command-line formats build their output as a `JSONValue` so that files diff cleanly and read in a sensible order
/// (categories xSmall … AX5, not alphabetically).
package enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The same value: members in the same order, numbers equal as written (``DecimalText``, so `1` and `1.0` are one
    /// number).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.number(let left), .number(let right)): left == right || DecimalText.of(left) == DecimalText.of(right)
        case (.bool(let left), .bool(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }

    /// The value as JSON text, indented by two spaces per level, ending without a newline.
    package func serialized(indent: String = "") -> String {
        var text: [UInt8] = []
        write(to: &text, indent: Array(indent.utf8))
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends ``serialized(indent:)``'s UTF-8 to `text`: one buffer written from start to end (returning each
    /// member's text and joining them would copy a deep document once per level).
    private func write(to text: inout [UInt8], indent: [UInt8] = []) {
        switch self {
        case .object(let members):
            if members.isEmpty {
                text += "{}".utf8
                return
            }
            if members.count <= 6, members.allSatisfy({ $0.1.isScalar }) {
                text.append(UInt8(ascii: "{"))
                for (index, (key, value)) in members.enumerated() {
                    if index > 0 { text += ", ".utf8 }
                    JSONValue.writeQuoted(key, to: &text)
                    text += ": ".utf8
                    value.write(to: &text)
                }
                text.append(UInt8(ascii: "}"))
                return
            }
            let inner = indent + "  ".utf8
            text += "{\n".utf8
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += ",\n".utf8 }
                text += inner
                JSONValue.writeQuoted(key, to: &text)
                text += ": ".utf8
                value.write(to: &text, indent: inner)
            }
            text.append(UInt8(ascii: "\n"))
            text += indent
            text.append(UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty {
                text += "[]".utf8
                return
            }
            if elements.allSatisfy(\.isScalar) {
                text.append(UInt8(ascii: "["))
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += ", ".utf8 }
                    element.write(to: &text)
                }
                text.append(UInt8(ascii: "]"))
                return
            }
            let inner = indent + "  ".utf8
            text += "[\n".utf8
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ",\n".utf8 }
                text += inner
                element.write(to: &text, indent: inner)
            }
            text.append(UInt8(ascii: "\n"))
            text += indent
            text.append(UInt8(ascii: "]"))
        case .string(let string):
            JSONValue.writeQuoted(string, to: &text)
        case .number(let value):
            JSONValue.writeNumber(value, to: &text)
        case .bool(let value):
            text += (value ? "true" : "false").utf8
        case .null:
            text += "null".utf8
        }
    }

    /// The value on one line, as JSON Lines needs it — no newlines, one space after `:` and `,` — as UTF-8
    /// (``JSONLineWriter``).
    package var oneLine: [UInt8] {
        var writer = JSONLineWriter()
        writer.value(self)
        return writer.bytes
    }

    /// The value on one line with nothing between tokens, as UTF-8: the smallest JSON text of it.
    package var compactLine: [UInt8] {
        var writer = JSONLineWriter(spaced: false)
        writer.value(self)
        return writer.bytes
    }

    /// Appends a number as ``DecimalText/of(_:maximumDecimals:)`` writes it; a whole number's digits directly (most
    /// of a layout's figures are: no string made), `null` for one that is not finite (JSON has no NaN or infinity;
    /// the formats only hold finite numbers, so this guards, not converts).
    static func writeNumber(_ value: Double, to text: inout some ByteSink) {
        guard value.isFinite else {
            text.write("null")
            return
        }
        guard value.rounded() == value && abs(value) < 1e15 else {
            DecimalText.appendFraction(value, to: &text)
            return
        }
        var whole = Int(value)
        if whole < 0 {
            text.write(UInt8(ascii: "-"))
            whole = -whole
        }
        var digits: (UInt64, UInt64) = (0, 0)  // up to 15 digits, written backwards into 16 bytes
        withUnsafeMutableBytes(of: &digits) { buffer in
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            text.write(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[index...]))
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        default: true
        }
    }

    /// `text` as a JSON string literal (RFC 8259 §7).
    package static func quote(_ text: String) -> String {
        var result: [UInt8] = []
        writeQuoted(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `bytes` hold a byte a JSON string escapes: a control character (below 0x20), `"` or `\`.
    ///
    /// Eight bytes at a time. A word `w` has a byte below 0x20 when `(w - 0x2020…20) & ~w & 0x8080…80` is not
    /// zero, and a byte equal to `c` when the same test for a zero byte holds of `w ^ cc…cc` (Sean Eron Anderson,
    /// Bit Twiddling Hacks, "Determine if a word has a byte less than n" and "… has a zero byte":
    /// graphics.stanford.edu/~seander/bithacks.html; exact as a yes or no for the whole word). UTF-8's bytes from
    /// 0x80 up never match. An answer's texts and paths are most of its bytes, so testing them a byte at a time would
    /// be a noticeable part of writing a batch's answers.
    static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80, controlLimit = ones &* 0x20
        let quotes = ones &* UInt64(UInt8(ascii: "\"")), backslashes = ones &* UInt64(UInt8(ascii: "\\"))
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
            let quote = word ^ quotes, backslash = word ^ backslashes
            let found =
                ((word &- controlLimit) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            if found & highBits != 0 { return true }
            index += 8
        }
        while index < bytes.count {
            let byte = start[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            index += 1
        }
        return false
    }

    /// Appends ``quote(_:)`` of `string` to `text`, as UTF-8.
    static func writeQuoted(_ string: String, to text: inout some ByteSink) {
        text.write(UInt8(ascii: "\""))
        // Most strings need no escape: appended whole, from the string's own contiguous UTF-8.
        var string = string
        let plain = string.withUTF8 { bytes in
            guard !needsEscape(bytes) else { return false }
            text.write(bytes)
            return true
        }
        if plain {
            text.write(UInt8(ascii: "\""))
            return
        }
        let hex = Array("0123456789abcdef".utf8)
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text.write(#"\""#)
            case UInt8(ascii: "\\"): text.write(#"\\"#)
            case UInt8(ascii: "\n"): text.write(#"\n"#)
            case UInt8(ascii: "\r"): text.write(#"\r"#)
            case UInt8(ascii: "\t"): text.write(#"\t"#)
            case 0..<0x20:
                text.write(#"\u00"#)
                text.write(hex[Int(byte >> 4)])
                text.write(hex[Int(byte & 0xF)])
            default: text.write(byte)
            }
        }
        text.write(UInt8(ascii: "\""))
    }
}
