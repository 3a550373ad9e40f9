import PackageSupport
import XMLSupport

extension XMLPreflight {
    /// ``check(_:)`` for a catalog file: a refused document is a ``InputFileError`` at the place it names.
    static func check(_ bytes: [UInt8], file: String) throws(InputFileError) {
        do {
            try check(bytes)
        } catch {
            throw InputFileError(
                file: file, line: error.line, column: error.column, problem: error.problem, expected: error.expected)
        }
    }
}
