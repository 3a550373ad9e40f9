/// An input file that cannot be used: it could not be opened or read, or it could and something in it is wrong — the
/// one error of every reader of the package (string catalogs, layout documents, storyboards and xibs, class mappings,
/// audit specs, batch requests).
///
/// Its description reads `file:line:column: problem; expected …`, the form editors and CI annotators recognise (the
/// column or the line left out when unknown). A file with any problem gives nothing at all, so nothing is checked from
/// half a file.
public struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the file cannot be used.
    public enum Reason: Sendable, Hashable {
        /// The file could not be opened or read (`typescale` exits 66, `EX_NOINPUT`); ``InputFileError/errorNumber``
        /// says why when the system said.
        case unreadable
        /// The file's contents are not what its reader accepts (exit status 65, `EX_DATAERR`).
        case malformed
        /// The file's name names no format the reader knows.
        case unsupportedFormat
        /// A folder searched for input files holds none.
        case noFiles
        /// A text that refers to something no input holds: an Android framework string (`@android:string/ok`), which
        /// Android translates itself.
        case unresolvable
    }

    /// The file, as the path it was read from (`-` or a name for standard input).
    public var file: String
    /// The 1-based line of the problem, or `nil` when the problem is the whole file.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of the problem, or `nil` when only the line is known.
    public var column: Int?
    /// What was wrong: `unterminated string`, `"strings" is an array`, `no such layout document`.
    public var problem: String
    /// What is accepted there instead, or `nil` when there is nothing to add: `';' after the value`.
    public var expected: String?
    /// Why the file cannot be used.
    public var reason: Reason
    /// The `errno` of the `open` or `read` that failed (`ENOENT`, `EACCES`, `EISDIR` …), for an unreadable file the
    /// system said why of; `nil` otherwise.
    public var errorNumber: Int32?

    /// An error at a place in `file`.
    public init(
        file: String, line: Int?, column: Int? = nil, problem: String, expected: String? = nil,
        reason: Reason = .malformed, errorNumber: Int32? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
        self.expected = expected
        self.reason = reason
        self.errorNumber = errorNumber
    }

    /// The problem and what is accepted: `unterminated string; expected '"' before the end of the line`.
    public var message: String {
        LocatedMessage.message(problem: problem, expected: expected)
    }

    /// `file:line:column: message`.
    public var description: String {
        LocatedMessage.text(file: file, line: line, column: column, message: message)
    }
}
