/// A message for an error of Foundation's `XMLParser` (libxml2's error codes, which `XMLParser.ErrorCode` mirrors):
/// what was wrong, and what was expected there.
package struct XMLSyntaxError {
    package var problem: String
    package var expected: String?

    /// A message of the reader's own, for a document libxml2 reads but the reader refuses.
    package init(problem: String, expected: String?) {
        self.problem = problem
        self.expected = expected
    }

    /// Codes libxml2 reports as warnings, or as namespace errors it recovers from (an undeclared `xliff:` prefix):
    /// the document is still read.
    package static func isRecoverable(_ code: Int) -> Bool {
        [27, 93, 97, 98, 99, 100, 102].contains(code) || (200..<300).contains(code)
    }

    /// The message for libxml2 error `code`.
    ///
    /// - Parameter openElement: The innermost element open where the error was found, with the line it opened on.
    package init(code: Int, openElement: (name: String, line: Int)?) {
        let closing = openElement.map { "</\($0.name)> to close the <\($0.name)> opened on line \($0.line)" }
        switch code {
        case 4: (problem, expected) = ("the document is empty", "an XML document")
        case 5, 77, 85:
            (problem, expected) = (
                "the document ends before its elements are closed", closing ?? "a closing tag for every element")
        case 9: (problem, expected) = ("a character that XML does not allow", "text without control characters")
        case 22, 23, 68:
            (problem, expected) = (
                "an '&' or '<' that does not start an entity or a tag", "'&amp;' or '&lt;' to write it")
        case 26, 27:
            (problem, expected) = (
                "an unknown entity reference", "&amp;, &lt;, &gt;, &quot;, &apos; or a character reference (&#x…;)")
        case 6, 7, 8: (problem, expected) = ("an invalid character reference", "&#NNN; or &#xHHHH; naming a character")
        case 31, 32, 81: (problem, expected) = ("an unknown or invalid text encoding", "UTF-8 or UTF-16")
        case 38: (problem, expected) = ("a '<' inside an attribute value", "'\"' to close the attribute value first")
        case 39: (problem, expected) = ("an attribute value without quotes", "'\"' to start the attribute value")
        case 40, 41: (problem, expected) = ("an attribute without a value", "=\"…\" after the attribute name")
        case 42: (problem, expected) = ("an attribute given twice", "each attribute once")
        case 45: (problem, expected) = ("an unterminated comment", "'-->'")
        case 63: (problem, expected) = ("an unterminated CDATA section", "']]>'")
        case 65: (problem, expected) = ("a missing space", "white space between attributes")
        case 73:
            let inside = openElement.map { " (inside the <\($0.name)> opened on line \($0.line))" } ?? ""
            (problem, expected) = ("an unterminated tag", "'>' to close the tag" + inside)
        case 74: (problem, expected) = ("a missing closing tag", closing ?? "'</'")
        case 76: (problem, expected) = ("a closing tag that does not match the open element", closing)
        case 86: (problem, expected) = ("content after the root element", "the end of the document")
        default: (problem, expected) = ("XML that is not well formed (libxml2 error \(code))", nil)
        }
    }
}
