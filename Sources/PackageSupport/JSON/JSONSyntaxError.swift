extension JSONParser.SyntaxError {
    /// The error as a message names it: `line 4, column 22: unexpected 'tru'; expected a value` (line and column
    /// counted from 1).
    package var located: String {
        let place = position.map { "line \($0.line), column \($0.column): " } ?? ""
        return "\(place)\(problem); expected \(expected)"
    }
}
