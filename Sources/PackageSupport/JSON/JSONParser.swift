/// Reads JSON text (RFC 8259, strictly) into ``JSONNode``s, each with the line and column where it starts, and for
/// text that is not JSON, says where it goes wrong and what was expected there.
///
/// Foundation's `JSONSerialization` gives values without places, accepts what the grammar does not (a comma before
/// `}`), and for an error gives a byte offset ("Invalid value around character 212"). This reads UTF-8 text once:
/// values are built as they are met, a string without escapes is one validated copy, a number of at most 15 digits
/// without an exponent is exact arithmetic (Clinger's fast path: both integer and power of ten are exact doubles, so
/// one division rounds correctly), and others go to the standard library's correctly rounded conversion. Columns
/// count Unicode scalars, worked out only where a value starts or an error is found, from the last place known on the
/// line (so a document on one long line costs no more than one on many).
package struct JSONParser {
    /// A place the grammar does not allow: where, what was wrong, and what was expected.
    package struct SyntaxError: Error, Sendable {
        package var position: SourcePosition?
        package var problem: String
        package var expected: String
    }

    /// Values nested deeper than this are an error (the parser recurses once a level).
    package static let maximumDepth = 512

    /// The document in `bytes`: UTF-8 JSON text without a byte-order mark, one value with only white space around it.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        try parse(bytes, as: JSONNode.self)
    }

    /// `bytes` without a UTF-8 byte-order mark at their start, as Foundation's JSON readers skip it: every JSON input
    /// file is read so (``JSONInput/parse(_:file:)``).
    package static func droppingByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// The document in `bytes` as ``parse(_:)`` reads it, without the places: for a reader that needs the values
    /// only, this makes no tree of nodes to convert (a batch request's line). A document that is not JSON is read
    /// again by ``parse(_:)``, whose error this throws, so the two always say the same.
    package static func parseValue(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        if let value = try? parse(bytes, as: JSONValue.self) { return value }
        return JSONValue(try parse(bytes))
    }

    private static func parse<Tree: ParsedTree>(_ bytes: [UInt8], as _: Tree.Type) throws(SyntaxError) -> Tree {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<Tree, SyntaxError> in
            var parser = JSONParser(buffer)
            do throws(SyntaxError) {
                let root: Tree = try parser.value(depth: 0)
                parser.skipSpace()
                guard parser.index == buffer.count else {
                    throw SyntaxError(
                        position: parser.position(), problem: "unexpected \(parser.describeCurrent()) after the end of the document",
                        expected: "the end of the file")
                }
                return .success(root)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// A byte on the current line whose column is known, and that column: the start of the next column count.
    private var columnIndex = 0
    private var column = 1
    /// Whether the current line has only ASCII bytes up to `index`, so far as strings have been read: a column is
    /// then a difference of indices. (Bytes above ASCII can only be passed over inside strings.)
    private var lineIsASCII = true

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Places

    /// The position of the byte at `index` (which never moves back past `columnIndex`).
    private mutating func position() -> SourcePosition {
        if lineIsASCII {
            column += index - columnIndex
            columnIndex = index
        }
        while columnIndex < index {
            if bytes[columnIndex] & 0b1100_0000 != 0b1000_0000 { column += 1 }
            columnIndex += 1
        }
        return SourcePosition(line: line, column: column)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips white space; line breaks are only ever here (one inside a string is an error).
    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                columnIndex = index
                column = 1
                lineIsASCII = true
            default:
                return
            }
        }
    }

    // MARK: - Grammar

    private static let valueExpected =
        "a value (a string in double quotes, a number, an object, an array, true, false or null)"

    private mutating func value<Tree: ParsedTree>(depth: Int) throws(SyntaxError) -> Tree {
        skipSpace()
        // (Values without places skip working them out; their errors are found again with places: `parseValue`.)
        let start = Tree.hasPositions ? position() : SourcePosition(line: 0, column: 0)
        guard let byte = current else {
            throw SyntaxError(position: start, problem: "unexpected end of file", expected: "a value")
        }
        guard depth < Self.maximumDepth else {
            throw SyntaxError(
                position: start, problem: "values nested more than \(Self.maximumDepth) deep",
                expected: "a shallower document")
        }
        switch byte {
        case UInt8(ascii: "{"):
            return Tree.object(try object(depth: depth, of: Tree.self), at: start)
        case UInt8(ascii: "["):
            return Tree.array(try array(depth: depth), at: start)
        case UInt8(ascii: "\""):
            return Tree.string(try string(), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Tree.number(try number(start), at: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            let first = index
            while let letter = current, letter.isASCIILetter { index += 1 }
            let word = String(decoding: bytes[first..<index], as: UTF8.self)
            switch word {
            case "true": return Tree.bool(true, at: start)
            case "false": return Tree.bool(false, at: start)
            case "null": return Tree.null(at: start)
            default: throw SyntaxError(position: start, problem: "unexpected '\(word)'", expected: Self.valueExpected)
            }
        default:
            throw SyntaxError(position: start, problem: "unexpected \(describeCurrent())", expected: Self.valueExpected)
        }
    }

    private mutating func object<Tree: ParsedTree>(depth: Int, of _: Tree.Type) throws(SyntaxError) -> [Tree.Member] {
        index += 1
        skipSpace()
        var members: [Tree.Member] = []
        if current == UInt8(ascii: "}") {
            index += 1
            return members
        }
        // Room for eight members at once: a batch request has six or seven, which would grow the array three times.
        members.reserveCapacity(8)
        var afterComma = false
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw SyntaxError(
                    position: position(), problem: "unexpected \(describeCurrent())",
                    expected: afterComma && current == UInt8(ascii: "}")
                        ? "another key after ',' (JSON allows no comma before '}')" : "a key in double quotes")
            }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else {
                throw SyntaxError(
                    position: position(), problem: "unexpected \(describeCurrent())",
                    expected: "':' after the key \"\(key)\"")
            }
            index += 1
            members.append(Tree.member(key, try value(depth: depth + 1)))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                afterComma = true
            case UInt8(ascii: "}"):
                index += 1
                return members
            default:
                throw SyntaxError(
                    position: position(), problem: "unexpected \(describeCurrent())",
                    expected: "',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func array<Tree: ParsedTree>(depth: Int) throws(SyntaxError) -> [Tree] {
        index += 1
        skipSpace()
        var elements: [Tree] = []
        if current == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return elements
            default:
                throw SyntaxError(
                    position: position(), problem: "unexpected \(describeCurrent())", expected: "',' or ']' in an array")
            }
        }
    }

    /// A string from its opening quote, escapes decoded.
    private mutating func string() throws(SyntaxError) -> String {
        let start = position()
        index += 1
        let first = index
        // Most strings have nothing to decode: found whole, validated once (not even that when all ASCII).
        var union: UInt8 = 0
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            union |= byte
            index += 1
        }
        if current == UInt8(ascii: "\"") {
            defer { index += 1 }
            let utf8 = UnsafeBufferPointer(rebasing: bytes[first..<index])
            if union < 0x80 { return String(decoding: utf8, as: UTF8.self) }
            lineIsASCII = false
            return try text(utf8, start: start)
        }
        lineIsASCII = false  // (escapes, or what cannot be in a string, may come after bytes above ASCII)
        var decoded = Array(bytes[first..<index])
        while true {
            guard let byte = current else {
                throw SyntaxError(position: start, problem: "unterminated string", expected: "'\"' to close it")
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try decoded.withUnsafeBufferPointer { (buffer) throws(SyntaxError) in
                    try text(buffer, start: start)
                }
            case UInt8(ascii: "\\"):
                try escape(into: &decoded)
            case 0x00..<0x20:
                throw SyntaxError(
                    position: position(),
                    problem: byte == 0x0A ? "a line break inside a string" : "a control character inside a string",
                    expected: "'\"' to close the string on its line, or an escape such as \\n")
            default:
                decoded.append(byte)
                index += 1
            }
        }
    }

    /// The string whose UTF-8 bytes are `utf8`; bytes that are not UTF-8 are an error, not replaced.
    private func text(_ utf8: UnsafeBufferPointer<UInt8>, start: SourcePosition) throws(SyntaxError) -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw SyntaxError(position: start, problem: "a string that is not UTF-8", expected: "UTF-8 text")
        }
        return text
    }

    /// An escape from its backslash, its character appended as UTF-8; `\uD83D\uDE00` (a UTF-16 pair) is one.
    private mutating func escape(into decoded: inout [UInt8]) throws(SyntaxError) {
        let escape = position()
        index += 1
        let letter = current
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            index += 1
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw SyntaxError(
                position: escape, problem: "invalid escape \\\(letter == nil ? "" : describe(at: index))",
                expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        index += 1
        var value = try hexDigits(escape)
        if (0xD800..<0xDC00).contains(value) {
            // A high surrogate: the low one must follow, as its own \u escape.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw loneSurrogate(value, escape) }
            index += 2
            let low = try hexDigits(escape)
            guard (0xDC00..<0xE000).contains(low) else { throw loneSurrogate(value, escape) }
            value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(value) {
            throw loneSurrogate(value, escape)
        }
        // (Every value left is a scalar: surrogates were paired or refused.)
        guard let scalar = Unicode.Scalar(value) else { throw loneSurrogate(value, escape) }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    private func loneSurrogate(_ unit: UInt32, _ position: SourcePosition) -> SyntaxError {
        let hex = String(unit, radix: 16, uppercase: true)
        return SyntaxError(
            position: position, problem: "\\u\(hex) is half of a UTF-16 pair without its other half",
            expected: "a high surrogate \\uD800…\\uDBFF followed by a low one \\uDC00…\\uDFFF")
    }

    /// The four hex digits after `\u`.
    private mutating func hexDigits(_ escape: SourcePosition) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = current?.hexDigitValue else {
                throw SyntaxError(position: escape, problem: "invalid \\u escape", expected: "four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Powers of ten that are exact doubles.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { product, _ in product * 10 } }

    /// A number from its sign or first digit: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number(_ start: SourcePosition) throws(SyntaxError) -> Double {
        let first = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        func digit() -> UInt8? {
            guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            return byte - UInt8(ascii: "0")
        }
        guard let leading = digit() else {
            throw SyntaxError(position: position(), problem: "unexpected \(describeCurrent())", expected: "a digit after '-'")
        }
        index += 1
        if leading == 0 {
            if digit() != nil {
                throw SyntaxError(
                    position: start, problem: "a number with a leading zero",
                    expected: "a decimal number without leading zeros (7, 0.5, 10)")
            }
        } else {
            mantissa = UInt64(leading)
            digits = 1
            while let next = digit() {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(next) }
                digits += 1
                index += 1
            }
        }
        var fractionDigits = 0
        if current == UInt8(ascii: ".") {
            index += 1
            guard digit() != nil else {
                throw SyntaxError(position: position(), problem: "unexpected \(describeCurrent())", expected: "a digit after '.'")
            }
            while let next = digit() {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(next) }
                if digits > 0 || next != 0 { digits += 1 }
                fractionDigits += 1
                index += 1
            }
        }
        var exponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            exponent = true
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digit() != nil else {
                throw SyntaxError(
                    position: position(), problem: "unexpected \(describeCurrent())", expected: "a digit in the exponent")
            }
            while digit() != nil { index += 1 }
        }
        let value: Double
        if !exponent, digits <= 15, fractionDigits < Self.exactPowersOfTen.count {
            let magnitude = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
            value = negative ? -magnitude : magnitude
        } else {
            value = Double(String(decoding: bytes[first..<index], as: UTF8.self)) ?? .nan
        }
        guard value.isFinite else {
            throw SyntaxError(
                position: start, problem: "\(String(decoding: bytes[first..<index], as: UTF8.self)) is too large",
                expected: "a number a double holds (at most 1.7976931348623157e308 either side of 0)")
        }
        return value
    }

    // MARK: - Messages

    /// The character at `index` in quotes, or `end of file`.
    private func describeCurrent() -> String {
        index < bytes.count ? "'" + describe(at: index) + "'" : "end of file"
    }

    /// The character starting at byte `offset`, as text (a control character escaped).
    private func describe(at offset: Int) -> String {
        let scalarBytes = bytes[offset..<Swift.min(offset + 4, bytes.count)]
        let character =
            String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first ?? Unicode.Scalar(bytes[offset])
        return character.properties.generalCategory == .control ? character.escaped(asASCII: true) : String(character)
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }

    fileprivate var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
