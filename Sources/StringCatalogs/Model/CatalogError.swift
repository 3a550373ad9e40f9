import PackageSupport

/// A string catalog that cannot be read: where the problem is, what was wrong and what was expected.
///
/// The description reads `file:line:column: problem; expected …`, the form editors and CI annotators recognise. A
/// catalog with any problem gives no entries at all, so nothing is audited from half a file.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the catalog could not be read.
    public enum Reason: Sendable, Hashable {
        /// The file could not be opened (exit status 66).
        case unreadable
        /// The file's extension names no catalog format this reader knows.
        case unsupportedFormat
        /// The file's contents are not a valid catalog of its format (exit status 65).
        case malformed
        /// A folder searched for catalogs holds none.
        case noCatalogs
        /// A text that is a reference to a string no catalog of the app holds: an Android framework string
        /// (`@android:string/ok`), which Android translates itself (see ``AndroidStringReferences``).
        case unresolvable
    }

    /// The catalog file, as the path it was read from.
    public var file: String
    /// The 1-based line of the problem, or `nil` when the problem is the whole file.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the problem, or `nil` when the parser gives only a line.
    public var column: Int?
    /// What was wrong: `unterminated string`, `"strings" is an array`.
    public var problem: String
    /// What was expected instead, or `nil` when there is nothing to add: `';' after the value`.
    public var expected: String?
    /// Why the catalog could not be read.
    public var reason: Reason

    /// An error at a place in a catalog file.
    public init(
        file: String, line: Int?, column: Int? = nil, problem: String, expected: String? = nil,
        reason: Reason = .malformed
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
        self.expected = expected
        self.reason = reason
    }

    /// The problem and what was expected: `unterminated string; expected '"' before the end of the line`.
    public var message: String {
        LocatedMessage.message(problem: problem, expected: expected)
    }

    /// `file:line:column: message` (the column or line left out when unknown).
    public var description: String {
        LocatedMessage.text(file: file, line: line, column: column, message: message)
    }
}
