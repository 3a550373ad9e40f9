import AutoLayout
import PackageSupport

/// `typescale layout`: lays out a layout document and prints the frames, the unsatisfiable sets and the ambiguity.
enum LayoutCommand: Command {
    static let name = "layout"
    static let abstract = "Lay out a layout document (views and constraints): frames, conflicts, ambiguity, findings."

    static let format = Option(
        "format", "F", ValueReader<LayoutReport.Format>.choice,
        help: "text (default: a table of frames, then what is wrong), json (Docs/layout-json.md)")

    static let options: [any OptionDeclaration] = [format]

    static var help: HelpText {
        HelpText(
            usage: "typescale layout FILE.json [--format F]",
            discussion: abstract + """

                The document's constraints, each view's intrinsic-size constraints (hugging and compression resistance)
                and its autoresizing mask are solved with UIKit's semantics: priorities in order, required constraints
                that cannot all hold reported as a smallest conflicting set with the one broken, and every frame value
                more than one layout satisfies named. Frames are in the superview's coordinates, as UIView.frame.
                """,
            arguments: [("FILE.json", "a layout document (Docs/layout-json.md)")],
            options: options,
            exitStatus: "0 laid out, nothing wrong; 1 something is unsatisfiable, ambiguous or found; 64 the command "
                + "line is wrong; 65 the document is malformed (file:line:column and what was expected); 66 it cannot "
                + "be read",
            examples: [
                "typescale layout Fixtures/Layouts/hugging.json",
                "typescale layout screen.json --format json > frames.json",
            ])
    }

    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError(
                arguments.positionals.isEmpty
                    ? "'typescale layout' needs a layout document (FILE.json); see --help"
                    : "'typescale layout' takes one document, got \(arguments.positionals.count); see --help")
        }
        let format = try arguments.value(Self.format) ?? .text
        let document: LayoutDocument
        do throws(LayoutDocumentError) {
            document = try LayoutDocument(contentsOfFile: arguments.positionals[0])
        } catch {
            if error.reason == .unreadable {
                output.standardError += "typescale layout: \(error)\n"
                return ExitStatus.noInput
            }
            throw DataError(error.description)
        }
        let report: LayoutReport
        do throws(LayoutError) {
            let tree = try document.makeTree()
            let engine = LayoutEngine(root: tree.root, layoutDirection: document.layoutDirection)
            let result = try engine.layout()
            report = LayoutReport(document: document, constraintCount: tree.constraints.count, result: result)
            keptUntilExit.withLock { $0 = (tree, engine) }
        } catch {
            throw DataError("\(arguments.positionals[0]): \(error)")
        }
        output.standardOutput += format == .json ? report.json + "\n" : report.text
        return report.result.isClean ? ExitStatus.success : ExitStatus.problemsFound
    }

    /// The last layout's views and engine, kept until the process exits: releasing a large tree object by object is a
    /// tail of work just before exit, which frees the memory at once anyway.
    private nonisolated(unsafe) static let keptUntilExit = LockedValue<(LayoutTree, LayoutEngine)?>(nil)
}
