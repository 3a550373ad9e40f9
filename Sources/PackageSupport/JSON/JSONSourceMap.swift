/// Where each value of a JSON document is, and, for a malformed document, where it goes wrong and what was expected.
///
/// For readers that decode their values as Foundation's `JSONDecoder` does (``JSONValueDecoder``), whose errors name a
/// value by its coding path but not by its place in the text: the document read by ``JSONParser``, the start of every
/// value recorded by its path of object keys (`[i]` for array elements) and its kind, or the parser's syntax error.
/// Keys are decoded as the decoder decodes them, so paths match the decoded objects' keys (a repeated key: the place
/// of its last value).
package struct JSONSourceMap {
    package typealias Kind = JSONNode.Kind
    package typealias SyntaxError = JSONParser.SyntaxError

    package private(set) var values: [[String]: (position: SourcePosition, kind: Kind)] = [:]
    /// The first syntax error, or `nil` when the parser found none.
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

    /// Why the reader's decoder rejected the document as JSON: JSONParser's syntax error, or failing that (a document
    /// JSONParser reads but the decoder does not), the reason the decoder gives, without a place.
    package func failure(parserError: any Error) -> SyntaxError {
        if let syntaxError { return syntaxError }
        var message = "\(parserError)"
        if case .dataCorrupted(let context)? = parserError as? DecodingError { message = context.debugDescription }
        while message.last == "." || message.last == " " { message.removeLast() }
        return SyntaxError(position: nil, problem: "not valid JSON: " + message, expected: "a JSON document (RFC 8259)")
    }
}
