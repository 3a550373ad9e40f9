import Foundation

/// Where each value of a JSON document is, and, for a malformed document, where it goes wrong and what was expected.
///
/// For readers that take their values from Foundation (`JSONSerialization`, `JSONDecoder`), which say neither where
/// a value is nor, for a syntax error, more than a byte offset ("Invalid value around character 212"): the document
/// read by ``JSONParser``, the start of every value recorded by its path of object keys (`[i]` for array elements)
/// and its kind, or the parser's syntax error. Keys are decoded as Foundation decodes them, so paths match the parsed
/// objects' keys (a repeated key: its last value, the one Foundation keeps).
package struct JSONSourceMap {
    package typealias Kind = JSONNode.Kind
    package typealias SyntaxError = JSONParser.SyntaxError

    package private(set) var values: [[String]: (position: SourcePosition, kind: Kind)] = [:]
    /// The first syntax error, or `nil` when the scanner found none.
    package private(set) var syntaxError: SyntaxError?

    private let bytes: [UInt8]

    /// Reads `bytes`, UTF-8 JSON text without a byte-order mark.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        do throws(SyntaxError) {
            record(try JSONParser.parse(bytes), at: [])
        } catch {
            syntaxError = error
        }
    }

    private mutating func record(_ node: JSONNode, at path: [String]) {
        values[path] = (node.position, node.kind)
        switch node.value {
        case .object(let members):
            for member in members { record(member.node, at: path + [member.key]) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { record(element, at: path + ["[\(index)]"]) }
        case .string, .number, .bool, .null:
            break
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

    /// Why Foundation's JSON parser rejected the document: JSONParser's syntax error, or failing that,
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
}
