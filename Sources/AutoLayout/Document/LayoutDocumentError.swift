import PackageSupport

/// A layout document that cannot be laid out as written: where, what was wrong, and what was expected.
///
/// The description reads `file:line:column: problem; expected …`, as the catalog readers' errors do, so editors and
/// CI annotators find the place.
public struct LayoutDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the document could not be used.
    public enum Reason: Sendable, Hashable {
        /// The file could not be opened (exit status 66).
        case unreadable
        /// The file is not a valid layout document (exit status 65).
        case malformed
    }

    /// The document, as the path it was read from.
    public var file: String
    /// The 1-based line of the problem, or `nil` when it is the whole file.
    public var line: Int?
    /// The 1-based column (in Unicode scalars), or `nil` when unknown.
    public var column: Int?
    /// What was wrong: `views[2].parent: no view 'card'`.
    public var problem: String
    /// What was expected instead, or `nil` when there is nothing to add.
    public var expected: String?
    /// Unreadable or malformed.
    public var reason: Reason

    /// An error about `file`, at `line` and `column` when known.
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

    /// The problem and what was expected.
    public var message: String {
        LocatedMessage.message(problem: problem, expected: expected)
    }

    /// `file:line:column: message` (the column or line left out when unknown).
    public var description: String {
        LocatedMessage.text(file: file, line: line, column: column, message: message)
    }
}
