/// UTF-16 code units written one escape at a time, combined into the characters they encode.
///
/// Both Android's `\uXXXX` and the `.strings` file's `\UXXXX` name one UTF-16 code unit, so a character outside the
/// Basic Multilingual Plane is written as two escapes in a row, a high surrogate (`D800`–`DBFF`) and a low one
/// (`DC00`–`DFFF`): `\uD83E\uDDD8` is 🧘 (U+1F9D8). The compilers build UTF-16 text one unit per escape, so a pair
/// written this way becomes the one character:
///
/// - Android: the Android Gradle plugin's resource compiler (`aaptcompiler`, its Kotlin port of aapt2's compile step)
///   appends each escape's unit to a Java `StringBuilder` (`XmlStringBuilder.appendUnicodeEscapeSequence`,
///   `build-system/aaptcompiler/src/main/java/com/android/aaptcompiler/XmlStringBuilder.kt` in Android Studio's
///   sources), where two consecutive surrogates are one character. (The C++ aapt2 converts each escape to UTF-8 on
///   its own, `AppendUnicodeEscapeSequence` in `tools/aapt2/ResourceUtils.cpp`, and libutils'
///   `utf32_to_utf8_length` gives a surrogate no bytes, so it drops such a pair instead of showing it; the reader
///   follows the character the pair names.)
/// - Apple: CoreFoundation's old-style property-list parser appends each `\U` escape as one `UniChar` to the string it
///   builds (`getSlashedChar` and `parseQuotedPlistString` in `CFOldStylePList.c`, swift-corelibs-foundation).
///
/// A surrogate on its own encodes no character: the text would show a replacement glyph, or nothing. So a high
/// surrogate not followed at once by a low one, or a low one without a high one before it, is an error here, at the
/// lone escape.
struct EscapedSurrogates<Position: Sendable> {
    /// A surrogate escape without its other half.
    struct LoneSurrogate: Error {
        /// The code unit the escape names.
        var unit: UInt32
        /// Where the escape is.
        var position: Position

        /// `a high surrogate \uD83E without a low surrogate after it`, with the reader's escape letter.
        func problem(escape: String) -> String {
            let written = escape + Self.hex(unit)
            return Self.isHigh(unit)
                ? "a high surrogate \(written) without a low surrogate after it"
                : "a low surrogate \(written) without a high surrogate before it"
        }

        /// What the escape needs: its other half, right next to it.
        func expected(escape: String) -> String {
            Self.isHigh(unit)
                ? "a low surrogate \(escape)DC00…\(escape)DFFF right after it (a character beyond U+FFFF is written "
                    + "as a pair, \(escape)D83D\(escape)DE00)"
                : "a high surrogate \(escape)D800…\(escape)DBFF right before it, or a character that is not "
                    + "a surrogate"
        }

        static func isHigh(_ unit: UInt32) -> Bool { (0xD800...0xDBFF).contains(unit) }

        static func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    /// The high surrogate waiting for its low one, and where it was written.
    private var pending: (unit: UInt32, position: Position)?

    /// The character an escape's code unit gives, or `nil` for a high surrogate whose low one must come next.
    ///
    /// - Throws: ``LoneSurrogate`` for a low surrogate with no high one before it, or a high surrogate still waiting
    ///   when another one comes.
    mutating func escaped(_ unit: UInt32, at position: Position) throws(LoneSurrogate) -> Unicode.Scalar? {
        if let high = pending {
            pending = nil
            guard (0xDC00...0xDFFF).contains(unit) else {
                throw LoneSurrogate(unit: high.unit, position: high.position)
            }
            return Unicode.Scalar(0x10000 + ((high.unit - 0xD800) << 10) + (unit - 0xDC00))
        }
        switch unit {
        case 0xD800...0xDBFF:
            pending = (unit, position)
            return nil
        case 0xDC00...0xDFFF:
            throw LoneSurrogate(unit: unit, position: position)
        default:
            return Unicode.Scalar(unit)
        }
    }

    /// Called before anything that is not an escaped code unit: another character, or the end of the text.
    ///
    /// - Throws: ``LoneSurrogate`` when a high surrogate is still waiting for its low one.
    mutating func interrupt() throws(LoneSurrogate) {
        if let high = pending {
            pending = nil
            throw LoneSurrogate(unit: high.unit, position: high.position)
        }
    }
}
