import PackageSupport

extension JSONSourceMap {
    /// The error for a catalog that the reader's JSON decoder rejected, at the place the parser names.
    func catalogError(file: String, parserError: any Error) -> InputFileError {
        let failure = failure(parserError: parserError)
        return InputFileError(
            file: file, line: failure.position?.line, column: failure.position?.column, problem: failure.problem,
            expected: failure.expected)
    }
}
