/// A subcommand of `typescale`.
protocol Command {
    /// The word that selects it: `table`.
    static var name: String { get }
    /// One line on what it does.
    static var abstract: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs the command with the arguments after its name; output goes to `output.standardOutput`.
    ///
    /// - Returns: The exit status.
    /// - Throws: ``UsageError`` (64) or ``DataError`` (65).
    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32
    /// Options that take a value, and flags.
    static var options: [String] { get }
    static var flags: [String] { get }
}

/// What a command printed.
public struct CommandOutput: Sendable, Equatable {
    /// The results.
    public var standardOutput = ""
    /// Diagnostics.
    public var standardError = ""
}
