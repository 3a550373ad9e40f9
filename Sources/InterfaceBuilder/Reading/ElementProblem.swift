/// Something wrong with one element of a document, found while building from it: the element's line, what is wrong,
/// what is accepted. ``InputFileError`` adds the file.
struct ElementProblem: Error {
    var line: Int
    var problem: String
    var expected: String?

    init(_ element: DocumentElement, _ problem: String, expected: String?) {
        line = element.line
        self.problem = problem
        self.expected = expected
    }

    func error(file: String) -> InputFileError {
        InputFileError(file: file, line: line, problem: problem, expected: expected)
    }
}
