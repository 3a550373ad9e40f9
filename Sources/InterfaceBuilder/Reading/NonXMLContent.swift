/// What a file that cannot be an XML document is, so that reading a `.xib` or `.storyboard` says so: libxml2 reports
/// any start that is not markup as "the document is empty", which for a compiled nib renamed `.xib`, or any other
/// binary file, is wrong.
enum NonXMLContent {
    /// What Xcode saves and the reader reads.
    static let expected = "an Interface Builder document as Xcode saves it: XML that starts with '<?xml' or '<document'"

    /// How much of the start is looked at for bytes that are not text.
    private static let window = 512

    /// What `bytes` are, when they cannot start an XML document: a binary property list (a compiled nib or
    /// storyboard), a `NIBArchive` nib, bytes that are not text, or text that does not start with markup. `nil` for an
    /// empty file (libxml2's "empty" is right), for markup (after a byte-order mark and white space), and for the
    /// starts of UTF-16, UCS-4 and EBCDIC text, which ``XMLSupport/XMLPreflight`` judges.
    static func problem(in bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        if bytes.starts(with: Array("bplist".utf8)) {
            return "a binary property list (a compiled nib or storyboard?), not an XML document"
        }
        if bytes.starts(with: Array("NIBArchive".utf8)) {
            return "a compiled nib (NIBArchive), not an XML document"
        }
        // UTF-16 (a byte-order mark, or '<' beside a zero byte), UCS-4 and EBCDIC: the preflight says what they are.
        let otherEncodings: [[UInt8]] = [
            [0xFF, 0xFE], [0xFE, 0xFF], [0x3C, 0x00], [0x00, 0x3C], [0x00, 0x00, 0x00, 0x3C], [0x00, 0x00, 0xFE, 0xFF],
            [0x00, 0x00, 0x3C, 0x00], [0x4C, 0x6F, 0xA7, 0x94],
        ]
        if otherEncodings.contains(where: { bytes.starts(with: $0) }) { return nil }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if let start = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), start == UInt8(ascii: "<") {
            return nil
        }
        if let offset = firstNonTextByte(in: text.prefix(window), whole: text.count <= window) {
            let shown = bytes.prefix(8).map { hex($0) }.joined(separator: " ") + (bytes.count > 8 ? " …" : "")
            return "binary data, not an XML document: byte \(offset + 1) is not text (it starts \(shown))"
        }
        return "text that is not an XML document: it does not start with '<'"
    }

    /// The offset in `bytes` of the first byte that text does not have: a control character other than a tab or a
    /// line break, or one that is not UTF-8 (a sequence cut by the end of the window excepted, unless the window is the
    /// whole file).
    private static func firstNonTextByte(in bytes: ArraySlice<UInt8>, whole: Bool) -> Int? {
        let start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains(byte) || byte == 0x7F { return index - start }
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0 else { return index - start }
            guard index + length <= bytes.endIndex else { return whole ? index - start : nil }
            if bytes[(index + 1)..<(index + length)].contains(where: { $0 >> 6 != 0b10 }) { return index - start }
            index += length
        }
        return nil
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
