import PackageSupport

/// The `typescale` command: finds the subcommand, runs it, and turns errors into messages and exit statuses.
///
/// ``run(_:)`` does everything but print, so tests call commands in process.
public enum TypeScaleCLI {
    static var commands: [any Command.Type] { [
        TableCommand.self, ScaleCommand.self, MeasureCommand.self, AuditCommand.self, SpecimenCommand.self,
        LayoutCommand.self, CompletionsCommand.self,
    ] }

    /// The release this build is (`typescale --version`), as the tag names it.
    public static let version = "0.2.0"

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name)" + String(repeating: " ", count: width - $0.name.count + 2) + $0.abstract }
        return """
            typescale: Dynamic Type type scales and UIFontMetrics scaling, off Apple's devices.

            USAGE: typescale <command> [options]

            COMMANDS:
            \(list.joined(separator: "\n"))

            Run 'typescale <command> --help' for a command's options, 'typescale help measure-json' for the fields of
            a batch request, 'typescale --version' for the release.

            """
    }

    /// Runs `typescale` with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - streamingAnswers: Whether answers to input read as it arrives are written to standard output at once
    ///     (``CommandOutput/streamsAnswers``) rather than returned.
    ///   - process: What the process does for itself around the command (``ProcessHooks/none`` in process).
    /// - Returns: The exit status and what would be printed.
    public static func run(_ arguments: [String], streamingAnswers: Bool = false, process: ProcessHooks = .none)
        -> (status: Int32, output: CommandOutput)
    {
        var output = CommandOutput(streamsAnswers: streamingAnswers)
        guard let first = arguments.first, !["-h", "--help", "help"].contains(first) || arguments.count > 1 else {
            output.standardOutput = help
            return (arguments.isEmpty ? ExitStatus.usage : ExitStatus.success, output)
        }
        if first == "--version" || first == "version" {
            output.standardOutput = "typescale \(version)\n"
            return (ExitStatus.success, output)
        }
        var name = first
        var rest = Array(arguments.dropFirst())
        if name == "help" {
            name = rest.removeFirst()
            rest = ["--help"]
            if name == MeasureJSONHelp.topic {
                output.standardOutput = MeasureJSONHelp.text
                return (ExitStatus.success, output)
            }
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            output.standardError = "typescale: unknown command '\(name)'; expected "
                + commands.map { $0.name }.joined(separator: ", ")
                + Suggestion.clause(for: name, among: commands.map { $0.name } + ["help"]) + "\n"
            return (ExitStatus.usage, output)
        }
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            output.standardOutput = command.help.text + "\n"
            return (ExitStatus.success, output)
        }
        do {
            let status = try execute(command, rest, process: process, output: &output)
            return (status, output)
        } catch let error as UsageError {
            output.standardError += "typescale \(name): \(error)\n"
            return (ExitStatus.usage, output)
        } catch let error as InputError {
            output.standardError += "typescale \(name): \(error)\n"
            return (ExitStatus.noInput, output)
        } catch let error as DataError {
            output.standardError += error.description.split(separator: "\n").map { "typescale \(name): \($0)\n" }.joined()
            return (ExitStatus.dataError, output)
        } catch {
            output.standardError += "typescale \(name): \(error)\n"
            return (ExitStatus.dataError, output)
        }
    }

    private static func execute(
        _ command: any Command.Type, _ arguments: [String], process: ProcessHooks, output: inout CommandOutput
    ) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, command: command.name, options: command.options)
        return try command.run(parsed, process: process, output: &output)
    }

    /// The program's entry point: runs with the process's arguments and `process`'s hooks, prints, and exits with the
    /// status.
    public static func main(process: ProcessHooks) -> Never {
        let (status, output) = run(Array(CommandLine.arguments.dropFirst()), streamingAnswers: true, process: process)
        StandardStream.output.write(output.standardOutput)
        StandardStream.error.write(output.standardError)
        Syscalls.exitProcess(status)
    }
}
