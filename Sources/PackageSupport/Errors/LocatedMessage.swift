/// The one form of a complaint about a place in a file, `file:line:column: problem; expected …`, which editors and CI
/// annotators recognise: the catalog readers' and the layout document reader's errors both read this way.
package enum LocatedMessage {
    /// `problem; expected …` (without the second part when nothing is expected).
    package static func message(problem: String, expected: String?) -> String {
        problem + (expected.map { "; expected \($0)" } ?? "")
    }

    /// `file:line:column: message`, the column or line left out when unknown.
    package static func text(file: String, line: Int?, column: Int?, message: String) -> String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location + ": " + message
    }
}
