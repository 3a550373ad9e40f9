import PackageSupport
import XMLSupport

extension XMLPreflight {
    /// ``check(_:)`` for a catalog file: a refused document is a ``CatalogError`` at the place it names.
    static func check(_ bytes: [UInt8], file: String) throws(CatalogError) {
        do {
            try check(bytes)
        } catch {
            throw CatalogError(
                file: file, line: error.line, column: error.column, problem: error.problem, expected: error.expected)
        }
    }
}
