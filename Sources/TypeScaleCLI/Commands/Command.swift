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
    /// Runs the command with the arguments after its name, in a process that does `process`'s hooks; output goes to
    /// `output.standardOutput`.
    ///
    /// - Returns: The exit status.
    /// - Throws: ``UsageError`` (64) or ``DataError`` (65).
    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32
}

/// What a command printed.
public struct CommandOutput: Sendable, Equatable {
    /// The results.
    public var standardOutput = ""
    /// Diagnostics.
    public var standardError = ""
    /// Whether answers to input read as it arrives (`measure --batch -`) go to the process's standard output at once,
    /// each as it is made, rather than into ``standardOutput``: set by ``TypeScaleCLI/main()``, so that another
    /// program can drive a batch line by line; in process everything is kept.
    public var streamsAnswers = false

    /// An output for ``TypeScaleCLI/run(_:streamingAnswers:process:)``.
    public init(streamsAnswers: Bool = false) {
        self.streamsAnswers = streamsAnswers
    }

    /// Answers not yet written to the process's standard output (``streamsAnswers``).
    private var pendingAnswers: [UInt8] = []

    /// Adds one answer, as UTF-8, to the results. When ``streamsAnswers``, it goes to the process's standard output:
    /// at once when `flush` (another program may be waiting for it), else with the answers after it in writes of
    /// 64 KiB; ``flushAnswers()`` writes what is left.
    mutating func answer(_ bytes: [UInt8], flush: Bool) {
        guard streamsAnswers else {
            standardOutput += String(decoding: bytes, as: UTF8.self)
            return
        }
        pendingAnswers += bytes
        if flush || pendingAnswers.count >= 1 << 16 { flushAnswers() }
    }

    /// Writes the answers ``answer(_:flush:)`` kept back.
    mutating func flushAnswers() {
        guard !pendingAnswers.isEmpty else { return }
        StandardStream.output.write(pendingAnswers)
        pendingAnswers.removeAll(keepingCapacity: true)
    }
}
