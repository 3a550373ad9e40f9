import Foundation

/// Where each value of a JSON document is, and, for a malformed document, where it goes wrong and what was expected.
///
/// `JSONSerialization` and `JSONDecoder` parse the document; they say neither where a value is nor, for a syntax
/// error, more than a byte offset ("Invalid value around character 212"). This scanner walks the UTF-8 text once,
/// without building values, recording the start of every value by its path of object keys (`[i]` for array
/// elements) and its kind, and stopping at the first token that the JSON grammar does not allow there. Key strings
/// with escapes are decoded by `JSONSerialization`, so paths match the parsed objects' keys.
package struct JSONSourceMap {
    /// The kind of a JSON value, as a message names it.
    package enum Kind: String {
        case object = "an object", array = "an array", string = "a string", number = "a number"
        case boolean = "true or false", null = "null"
    }

    /// A syntax error: where, what was wrong, and what was expected.
    package struct SyntaxError: Error {
        package var position: SourcePosition?
        package var problem: String
        package var expected: String
    }

    package private(set) var values: [[String]: (position: SourcePosition, kind: Kind)] = [:]
    /// The first syntax error, or `nil` when the scanner found none.
    package private(set) var syntaxError: SyntaxError?

    private let bytes: [UInt8]
    private let recordsPositions: Bool
    private var index = 0
    private var position = SourcePosition.start
    private static let maximumDepth = 512

    /// Scans `bytes`, UTF-8 JSON text without a byte-order mark.
    ///
    /// - Parameter recordingPositions: `false` only checks the grammar (``syntaxError``), recording no value's place:
    ///   the quick check for a document Foundation's parser accepted, which is more lenient than RFC 8259 (it takes
    ///   a comma before `}`).
    package init(_ bytes: [UInt8], recordingPositions: Bool = true) {
        self.bytes = bytes
        self.recordsPositions = recordingPositions
        do throws(SyntaxError) {
            try value(at: [], depth: 0)
            skipSpace()
            if let byte = current {
                throw SyntaxError(
                    position: position, problem: "unexpected \(describe(byte)) after the end of the document",
                    expected: "the end of the file")
            }
        } catch {
            syntaxError = error
        }
    }

    /// The position of the value at `path`.
    package func position(of path: [String]) -> SourcePosition? {
        values[path]?.position
    }

    /// The kind of the value at `path`.
    package func kind(of path: [String]) -> Kind? {
        values[path]?.kind
    }

    /// Why Foundation's JSON parser rejected the document: the scanner's first syntax error, or failing that,
    /// Foundation's own message at the byte offset it gives.
    package func failure(parserError: any Error) -> SyntaxError {
        if let syntaxError { return syntaxError }
        var message = ((parserError as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
            ?? "\(parserError)"
        var position: SourcePosition?
        if let range = message.range(of: " around character ") {
            let digits = message[range.upperBound...].prefix(while: \.isNumber)
            if let offset = Int(digits) { position = .of(utf8Offset: offset, in: bytes) }
            message = String(message[..<range.lowerBound])
        } else if message.contains("Unexpected end of file") {
            position = .of(utf8Offset: bytes.count, in: bytes)
        }
        return SyntaxError(
            position: position,
            problem: "not valid JSON: " + message.trimmingCharacters(in: CharacterSet(charactersIn: ". ")),
            expected: "a JSON document (RFC 8259)")
    }

    // MARK: Grammar

    private mutating func record(_ path: [String], _ start: SourcePosition, _ kind: Kind) {
        if recordsPositions { values[path] = (start, kind) }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            position.line += 1
            position.column = 1
        } else if bytes[index] & 0b1100_0000 != 0b1000_0000 {
            position.column += 1
        }
        index += 1
    }

    private mutating func skipSpace() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { advance() }
    }

    private mutating func value(at path: [String], depth: Int) throws(SyntaxError) {
        skipSpace()
        let start = position
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
            record(path, start, .object)
            try object(at: path, depth: depth)
        case UInt8(ascii: "["):
            record(path, start, .array)
            try array(at: path, depth: depth)
        case UInt8(ascii: "\""):
            record(path, start, .string)
            _ = try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            record(path, start, .number)
            while let byte = current, "+-.eE0123456789".utf8.contains(byte) { advance() }
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            var word = ""
            while let byte = current, byte.isASCIILetter {
                word.append(Character(Unicode.Scalar(byte)))
                advance()
            }
            switch word {
            case "true", "false": record(path, start, .boolean)
            case "null": record(path, start, .null)
            default:
                throw SyntaxError(
                    position: start, problem: "unexpected '\(word)'",
                    expected: "a value (a string in double quotes, a number, an object, an array, true, false or null)")
            }
        default:
            throw SyntaxError(
                position: start, problem: "unexpected \(describe(byte))",
                expected: "a value (a string in double quotes, a number, an object, an array, true, false or null)")
        }
    }

    private mutating func object(at path: [String], depth: Int) throws(SyntaxError) {
        advance()
        skipSpace()
        if current == UInt8(ascii: "}") { return advance() }
        var afterComma = false
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else {
                throw SyntaxError(
                    position: position, problem: "unexpected \(describe(current))",
                    expected: afterComma && current == UInt8(ascii: "}")
                        ? "another key after ',' (JSON allows no comma before '}')" : "a key in double quotes")
            }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else {
                throw SyntaxError(
                    position: position, problem: "unexpected \(describe(current))",
                    expected: "':' after the key \"\(key)\"")
            }
            advance()
            try value(at: path + [key], depth: depth + 1)
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                afterComma = true
            case UInt8(ascii: "}"):
                return advance()
            default:
                throw SyntaxError(
                    position: position, problem: "unexpected \(describe(current))",
                    expected: "',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func array(at path: [String], depth: Int) throws(SyntaxError) {
        advance()
        skipSpace()
        if current == UInt8(ascii: "]") { return advance() }
        var count = 0
        while true {
            try value(at: path + ["[\(count)]"], depth: depth + 1)
            count += 1
            skipSpace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"): return advance()
            default:
                throw SyntaxError(
                    position: position, problem: "unexpected \(describe(current))", expected: "',' or ']' in an array")
            }
        }
    }

    /// A string from its opening quote; returns its decoded text.
    private mutating func string() throws(SyntaxError) -> String {
        let start = position
        let first = index
        var escaped = false
        advance()
        while true {
            guard let byte = current else {
                throw SyntaxError(position: start, problem: "unterminated string", expected: "'\"' to close it")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                let token = bytes[first..<index]
                if !escaped { return String(decoding: token.dropFirst().dropLast(), as: UTF8.self) }
                let decoded = try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed)
                return decoded as? String ?? String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
            case UInt8(ascii: "\\"):
                escaped = true
                let escape = position
                advance()
                guard let next = current, "\"\\/bfnrtu".utf8.contains(next) else {
                    throw SyntaxError(
                        position: escape, problem: "invalid escape \\\(current.map { describeBare($0) } ?? "")",
                        expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
                }
                advance()
                if next == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let digit = current, digit.isASCIIHexDigit else {
                            throw SyntaxError(
                                position: escape, problem: "invalid \\u escape", expected: "four hex digits after \\u")
                        }
                        _ = digit
                        advance()
                    }
                }
            case 0x00..<0x20:
                throw SyntaxError(
                    position: position,
                    problem: byte == 0x0A ? "a line break inside a string" : "a control character inside a string",
                    expected: "'\"' to close the string on its line, or an escape such as \\n")
            default:
                advance()
            }
        }
    }

    private func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "end of file" }
        return "'" + describeBare(byte) + "'"
    }

    /// The character starting at `byte` (the current position), as text.
    private func describeBare(_ byte: UInt8) -> String {
        let scalarBytes = bytes[index..<Swift.min(index + 4, bytes.count)]
        let character = String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first ?? Unicode.Scalar(byte)
        return character.properties.generalCategory == .control ? character.escaped(asASCII: true) : String(character)
    }
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }

    fileprivate var isASCIIHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
