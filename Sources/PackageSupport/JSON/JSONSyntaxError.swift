/// Where and why a document is not JSON, for messages such as `line 4, column 22: unexpected 'tru'; expected a value`.
///
/// For readers that decode with Foundation's `JSONDecoder`, which only says "not valid JSON": the document is read
/// again by ``JSONParser``, whose syntax error names the line and column (both counted from 1), what it found there
/// and what belongs there.
package enum JSONSyntaxError {
    /// Why `bytes` are not JSON, with the place; "not valid JSON" when ``JSONParser`` reads them (a document another
    /// reader refused for a reason of its own).
    package static func describe(_ bytes: some Collection<UInt8>) -> String {
        do {
            _ = try JSONParser.parse(Array(bytes))
            return "not valid JSON"
        } catch {
            let place = error.position.map { "line \($0.line), column \($0.column): " } ?? ""
            return "\(place)\(error.problem); expected \(error.expected)"
        }
    }
}
