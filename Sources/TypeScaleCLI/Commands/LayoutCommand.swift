import AutoLayout
import Foundation
import DynamicType
import DynamicTypeLayout
import PackageSupport
import TextMeasurement
import TextRendering

/// `typescale layout`: lays out a layout document at one category or all twelve and prints the frames, the
/// unsatisfiable sets, the ambiguity, the findings and the Dynamic Type lint.
enum LayoutCommand: Command {
    static let name = "layout"
    static let abstract =
        "Lay out a layout document (views, labels, stacks, constraints) at any text size: frames, conflicts, findings."

    static let format = Option(
        "format", "F", ValueReader<LayoutReport.Format>.choice,
        help: "text (default: a table of frames, then what is wrong), json (Docs/layout-json.md), junit (a test case per "
            + "category, for CI dashboards), markdown (a table of what is wrong, for a pull request)")
    static let category = Option(
        "category", "C", .category, help: "the content-size category to lay out at (xSmall … AX5; default: large)")
    static let allCategories = Flag("all-categories", help: "lay out at each of the 12 categories, smallest first")
    static let device = Option(
        "device", "NAME", .device,
        help: "lay the root out as this device's screen: its size, safe area, margins and size classes "
            + "('iPhone 16 Pro', 'iPad Air 11-inch'; any case)")
    static let orientation = Option(
        "orientation", "O", ValueReader<Device.Orientation>.choice,
        help: "with --device: portrait (default) or landscape")

    static let png = Option(
        "png", "FILE", .nonEmpty("a file name, such as layout.png"),
        help: "also draw the screen at each category laid out, side by side, findings in red, as a PNG")
    static let scale = Option(
        "scale", "N", .number("pixels per point above 0, at most 8", in: 0.01...8),
        help: "with --png: pixels per point (default: 1)")

    static let options: [any OptionDeclaration] = [format, category, allCategories, device, orientation, png, scale]

    static var help: HelpText {
        HelpText(
            usage: "typescale layout FILE.json [--category C | --all-categories] [--device NAME [--orientation O]] "
                + "[--format F] [--png FILE [--scale N]]",
            discussion: abstract + """

                The document's constraints, each view's intrinsic-size constraints (hugging and compression resistance)
                and its autoresizing mask are solved with UIKit's semantics: priorities in order, required constraints
                that cannot all hold reported as a smallest conflicting set with the one broken, and every frame value
                more than one layout satisfies named. Labels are measured in their fonts at the category (installed
                fonts, through fontconfig) and stack views make UIStackView's constraints. Frames are in the
                superview's coordinates, as UIView.frame. Findings: truncated or clipped labels, compressed views,
                views outside their superviews, overlapping siblings; lint: labels that do not follow Dynamic Type.
                With --all-categories the text lists what is wrong at each category, and frames only in JSON.
                With --device the root's own width and height give way to the device's screen. --png draws each
                category's layout side by side: frames, the labels' text as it is set, findings in red.
                """,
            arguments: [("FILE.json", "a layout document (Docs/layout-json.md)")],
            options: options,
            exitStatus: "0 laid out, nothing wrong; 1 something is unsatisfiable, ambiguous, found or linted; 64 the "
                + "command line is wrong; 65 the document is malformed (file:line:column and what was expected) or a "
                + "label cannot be measured or the picture drawn; 66 it, or a font file it names, cannot be read; 73 the --png file cannot be "
                + "written (the report is printed either way; the picture's failure wins the status)",
            examples: [
                "typescale layout Fixtures/Layouts/hugging.json",
                "typescale layout Fixtures/Layouts/labels.json --all-categories",
                "typescale layout screen.json --category AX3 --format json > frames.json",
                "typescale layout screen.json --all-categories --device 'iPhone 16 Pro' --orientation landscape",
                "typescale layout Fixtures/Layouts/labels.json --all-categories --png labels.png",
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
        let chosen = try arguments.value(Self.category)
        if chosen != nil && arguments.has(Self.allCategories) {
            throw UsageError("--category and --all-categories cannot be used together")
        }
        let categories = arguments.has(Self.allCategories) ? ContentSizeCategory.allCases : [chosen ?? .large]
        let device = try arguments.value(Self.device)
        let orientation = try arguments.value(Self.orientation)
        if orientation != nil && device == nil { throw UsageError("--orientation needs --device") }
        let png = try TextLayoutPictures.path(arguments.value(Self.png), option: "--png")
        let scale = try arguments.value(Self.scale)
        if scale != nil && png == nil { throw UsageError("--scale needs --png") }
        let path = arguments.positionals[0]
        let document: AdaptiveLayoutDocument
        do throws(LayoutDocumentError) {
            document = try AdaptiveLayoutDocument(contentsOfFile: path)
        } catch {
            if error.reason == .unreadable {
                output.standardError += "typescale layout: \(error)\n"
                return ExitStatus.noInput
            }
            throw DataError(error.description)
        }
        let report: LayoutReport
        var picture: Result<Bitmap, RenderingError>?
        do {
            let tree = try document.makeTree()
            let layout =
                if let device {
                    try AdaptiveLayout(root: tree.root, device: device, orientation: orientation ?? .portrait)
                } else {
                    AdaptiveLayout(root: tree.root)
                }
            layout.traits.layoutDirection = document.layout.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            var layouts: [CategoryLayout]
            if let png {
                (layouts, picture) = try LayoutPicture.draw(layout, at: categories, scale: scale ?? 1)
            } else {
                layouts = try layout.layoutAtEveryCategory(categories)
            }
            report = LayoutReport(
                document: document.layout, constraintCount: tree.constraints.count, layouts: layouts, lint: layout.lint())
            keptUntilExit.withLock { $0 = (tree, layout) }
        } catch let error as LayoutError {
            throw DataError("\(path): \(error)")
        } catch let error as AdaptiveLayoutError {
            // A font file a label names that cannot be opened is an input that cannot be read, as for `measure`.
            if case .measurement(_, let cause) = error, InputError.reporting(cause) is InputError {
                throw InputError("\(path): \(error)")
            }
            throw DataError("\(path): \(error)")
        }
        switch format {
        case .text: output.standardOutput += report.text
        case .json: output.standardOutput += report.json + "\n"
        case .markdown: output.standardOutput += report.markdown
        case .junit: output.standardOutput += report.junit(timestamp: Date(), hostname: ProcessInfo.processInfo.hostName)
        }
        let status = report.isClean ? ExitStatus.success : ExitStatus.problemsFound
        guard let png else { return status }
        // The report stands whatever happens to the picture; a picture that cannot be written wins the status.
        let written: Int32
        switch picture {
        case .success(let bitmap)?: written = TextLayoutPictures.write(bitmap, to: png, command: "layout", output: &output)
        case .failure(let error)?:
            output.standardError += "typescale layout: cannot draw \(png): \(error)\n"
            // A picture too large to be a file is an output that cannot be written, as for `measure --png`.
            if case .imageTooLarge = error { written = ExitStatus.cannotCreate } else { written = ExitStatus.dataError }
        case nil: written = ExitStatus.success
        }
        return written == ExitStatus.success ? status : written
    }

    /// The last layout's views and engine, kept until the process exits: releasing a large tree object by object is a
    /// tail of work just before exit, which frees the memory at once anyway.
    private nonisolated(unsafe) static let keptUntilExit = LockedValue<(LayoutTree, AdaptiveLayout)?>(nil)
}
