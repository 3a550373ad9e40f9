import PackageSupport

/// Checks made on an XML document before libxml2 reads it, for input that crashes the parser.
///
/// ``XMLEventParser`` drives libxml2's push parser as Foundation's `XMLParser` drives it on Linux
/// (swift-corelibs-foundation), and two kinds of input crash that parser, or `XMLParser` over it (found by `Fuzz/`'s
/// FuzzAndroidXML and FuzzStringsDict; Swift 6.3.1, Debian 12's libxml2 2.9.14):
///
/// - **An encoding libxml2 converts through iconv** — declared (`encoding="UTF-7"`, Shift_JIS, EUC-JP, UCS-4 …) or
///   implied by the first bytes (UCS-4, EBCDIC): a byte invalid in that encoding makes libxml2 dereference a null
///   pointer in `xmlSwitchToEncoding`. Android resources and Apple property lists are UTF-8 (or UTF-16), so only the
///   encodings libxml2 converts by itself are accepted.
/// - **A processing instruction without data** (`<?name?>`): libxml2 reports its data as a null pointer, on which
///   FoundationXML's `_NSXMLParserProcessingInstruction` calls `strlen`. ``XMLEventParser`` takes no processing
///   instructions from libxml2, so it cannot crash there; such documents are refused all the same (nothing in a string
///   catalog needs one), so that what the package accepts does not depend on the parser beneath it.
///
/// Either is rejected with a ``Rejection`` that says where, before libxml2 sees the bytes. Every reader of XML in the
/// package (string catalogs, property lists, Interface Builder documents) checks its bytes here first.
package enum XMLPreflight {
    /// Why a document was refused: where (when known), what is wrong, and what is accepted.
    package struct Rejection: Error, Sendable {
        package var line: Int?
        package var column: Int?
        package var problem: String
        package var expected: String
    }

    /// Encodings libxml2 reads with its own converters (case-insensitive): no iconv.
    package static let accepted: Set<String> = [
        "UTF-8", "UTF8", "UTF-16", "UTF16", "UTF-16LE", "UTF-16BE", "ISO-8859-1", "US-ASCII", "ASCII",
    ]

    /// Throws when `bytes` are XML in an encoding other than the accepted ones (by byte-order mark, first bytes or the
    /// XML declaration's `encoding`), or hold a processing instruction with no data.
    package static func check(_ bytes: [UInt8]) throws(Rejection) {
        // The document as bytes in which to find markup: UTF-8 as it is, UTF-16 one byte per character.
        let text: [UInt8]
        switch Array(bytes.prefix(4)) {
        case [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00], [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00],
            [0x00, 0x00, 0x3C, 0x00], [0x00, 0x3C, 0x00, 0x00]:
            throw Rejection(
                line: nil, column: nil, problem: "the document's text encoding is UCS-4", expected: "UTF-8 or UTF-16")
        case [0x4C, 0x6F, 0xA7, 0x94]:
            throw Rejection(
                line: nil, column: nil, problem: "the document's text encoding is EBCDIC", expected: "UTF-8 or UTF-16")
        case let start where start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0x3C, 0x00]):
            text = try characters(
                utf16: bytes.dropFirst(start.starts(with: [0xFF, 0xFE]) ? 2 : 0), bigEndian: false)
        case let start where start.starts(with: [0xFE, 0xFF]) || start.starts(with: [0x00, 0x3C]):
            text = try characters(
                utf16: bytes.dropFirst(start.starts(with: [0xFE, 0xFF]) ? 2 : 0), bigEndian: true)
        case let start where start.starts(with: [0xEF, 0xBB, 0xBF]):
            text = Array(bytes.dropFirst(3))
        default:
            text = bytes
        }
        if let (name, offset) = unacceptedEncoding(in: text) {
            throw Rejection(
                line: 1, column: offset + 1, problem: "the document's text encoding is '\(name)'",
                expected: "UTF-8 or UTF-16")
        }
        if let offset = emptyProcessingInstruction(in: text) {
            let position = SourcePosition.of(utf8Offset: offset, in: text)
            throw Rejection(
                line: position.line, column: position.column,
                problem: "a processing instruction without data, which Foundation's XML parser cannot read on Linux",
                expected: "'<?name data?>', or no processing instruction")
        }
    }

    /// UTF-16 text as one byte per character: ASCII characters as they are, others as 0xFF.
    ///
    /// - Throws: A ``Rejection`` for an odd number of bytes or a surrogate without its pair, which libxml2's own
    ///   UTF-16 decoder also crashes on (a null pointer in `xmlParseChunk`).
    private static func characters(utf16 bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(Rejection)
        -> [UInt8]
    {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        var expectsLowSurrogate = false
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            let isLowSurrogate = (0xDC...0xDF).contains(high)
            guard isLowSurrogate == expectsLowSurrogate else { break }
            expectsLowSurrogate = (0xD8...0xDB).contains(high)
            result.append(high == 0 && low < 0x80 ? low : 0xFF)
            index += 2
        }
        guard index == bytes.endIndex && !expectsLowSurrogate else {
            let position = SourcePosition.of(utf8Offset: result.count, in: result)
            throw Rejection(
                line: position.line, column: position.column,
                problem: "the document is not valid UTF-16 (a surrogate without its pair, or an odd number of bytes)",
                expected: "UTF-8, or well-formed UTF-16")
        }
        return result
    }

    /// An encoding the XML declaration that starts `text` names and libxml2 would not read by itself, with the offset
    /// of its value. Every `encoding="…"` before the next `<` counts, not just the first or one closed by `?>`: libxml2
    /// switches to the encoding it reads even in a declaration it then rejects (fuzzing found `encoding="UTF-32"`
    /// with no `?>` after it).
    private static func unacceptedEncoding(in text: [UInt8]) -> (name: String, offset: Int)? {
        let less = UInt8(ascii: "<")
        guard text.starts(with: Array("<?xml".utf8)) else { return nil }
        let end = text[1...].firstIndex(of: less) ?? text.count
        let key = Array("encoding".utf8)
        var index = 0
        while index + key.count <= end {
            defer { index += 1 }
            guard text[index..<(index + key.count)].elementsEqual(key) else { continue }
            var cursor = index + key.count
            func skipSpace() {
                while cursor < end && [0x20, 0x09, 0x0A, 0x0D].contains(text[cursor]) { cursor += 1 }
            }
            skipSpace()
            guard cursor < end, text[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            skipSpace()
            guard cursor < end, text[cursor] == UInt8(ascii: "\"") || text[cursor] == UInt8(ascii: "'") else {
                continue
            }
            let quote = text[cursor]
            let start = cursor + 1
            let close = text[start..<end].firstIndex(of: quote) ?? end
            let name = String(decoding: text[start..<close], as: UTF8.self)
            if !accepted.contains(name.uppercased()) { return (name, start) }
        }
        return nil
    }

    /// The offset of the first `<?name?>` outside comments and CDATA sections: a target followed at once by `?>`.
    private static func emptyProcessingInstruction(in text: [UInt8]) -> Int? {
        let less = UInt8(ascii: "<")
        let question = UInt8(ascii: "?")
        let greater = UInt8(ascii: ">")
        var index = 0
        while let start = text[index...].firstIndex(of: less) {
            let rest = text[start...]
            if rest.starts(with: Array("<!--".utf8)) {
                index = end(of: "-->", in: text, from: start + 4)
            } else if rest.starts(with: Array("<![CDATA[".utf8)) {
                index = end(of: "]]>", in: text, from: start + 9)
            } else if rest.starts(with: [less, question]) {
                var cursor = start + 2
                while cursor < text.count && ![0x20, 0x09, 0x0A, 0x0D, question, greater].contains(text[cursor]) {
                    cursor += 1
                }
                if cursor > start + 2 && text[cursor...].starts(with: [question, greater]) { return start }
                index = cursor
            } else {
                index = start + 1
            }
            if index >= text.count { return nil }
        }
        return nil
    }

    /// The offset just after the first `terminator` at or after `from`, or the end of `text`.
    private static func end(of terminator: String, in text: [UInt8], from: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var index = from
        while index < text.count {
            if text[index...].starts(with: pattern) { return index + pattern.count }
            index += 1
        }
        return text.count
    }
}
