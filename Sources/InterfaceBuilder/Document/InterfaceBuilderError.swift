import PackageSupport

/// Why an Interface Builder document could not be read or laid out, at the place in the file it is about:
/// `Main.storyboard:42: firstAttribute="middle" is not a layout attribute; expected leading, trailing, …` (a column
/// only where libxml2 gives one: for XML that is not well formed).
public struct InterfaceBuilderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document's path, as given.
    public var file: String
    /// The 1-based line, when the problem is at a place in the file.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// What is wrong.
    public var problem: String
    /// What is accepted there, when something is.
    public var expected: String?
    /// Why: the file cannot be read at all, or it can and is wrong.
    public var reason: Reason

    /// Why a document failed.
    public enum Reason: Sendable, Hashable {
        /// The file is missing, unreadable, or a directory.
        case unreadable
        /// The XML is not well formed, or not an Interface Builder document this reader understands.
        case malformed
    }

    /// An error at `line`:`column` of `file`.
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

    /// `problem; expected …`.
    public var message: String { LocatedMessage.message(problem: problem, expected: expected) }

    /// `file:line:column: message`.
    public var description: String { LocatedMessage.text(file: file, line: line, column: column, message: message) }
}
