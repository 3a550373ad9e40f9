/// A subcommand of `typescale`.
protocol Command {
    /// The word that selects it: `table`.
    static var name: String { get }
    /// One line on what it does.
    static var abstract: String { get }
    /// Every option and flag it takes, each declared once; parsing and help come from these.
    static var options: [any OptionDeclaration] { get }
    /// The full `--help`, made from ``options`` and the rest of the command's description.
    static var help: HelpText { get }
    /// Runs the command with the arguments after its name; output goes to `output.standardOutput`.
    ///
    /// - Returns: The exit status.
    /// - Throws: ``UsageError`` (64) or ``DataError`` (65).
    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32
}

/// What a command printed.
public struct CommandOutput: Sendable, Equatable {
    /// The results.
    public var standardOutput = ""
    /// Diagnostics.
    public var standardError = ""
}
