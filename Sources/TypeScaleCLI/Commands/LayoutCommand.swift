import AutoLayout
import DynamicType
import DynamicTypeLayout
import InterfaceBuilder
import PackageSupport
import Reports
import SystemSupport
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
    static let displayScale = Option(
        "display-scale", "N", .number("pixels per point above 0, at most 8", in: 0.01...8),
        help: "with --png: pixels per point (default: 1)",
        refusing: [
            RefusedName(
                name: "scale",
                reason: "pixels per point, as in measure, scale and specimen; --scale is a scale file in table, scale "
                    + "and specimen")
        ])

    static let scene = Option(
        "scene", "ID", .nonEmpty("an object id, scene id or name"),
        help: "with a .xib or .storyboard: lay out only this scene, top-level view or cell (its root's or "
            + "controller's object id, its scene id, or its name)")
    static let classes = Option(
        "classes", "FILE", .nonEmpty("a file name, such as classes.json"),
        help: "with a .xib or .storyboard: what custom classes do with Dynamic Type in code (Docs/interface-builder.md)")
    static let sizeClasses = Option(
        "size-classes", "W,H", .sizeClasses,
        help: "with a .xib or .storyboard: lay out in these size classes (compact or regular, the width's first), "
            + "which its size-class variations follow; default: the device's")
    static let compareStored = Flag(
        "compare-stored",
        help: "with a .xib or .storyboard: report each view's distance from the frame Xcode stored (at large); a view "
            + "text does not decide more than 0.5 pt away is a problem")

    static let options: [any OptionDeclaration] = [
        format, category, allCategories, device, orientation, png, displayScale, scene, classes, sizeClasses,
        compareStored, MeasurerOptions.systemFont, MeasurerOptions.fontFolder,
    ]

    static var help: HelpText {
        HelpText(
            usage: "typescale layout FILE.json|FILE.xib|FILE.storyboard [--category C | --all-categories] "
                + "[--device NAME [--orientation O]] [--format F] [--png FILE [--display-scale N]] [--scene ID] "
                + "[--classes FILE] "
                + "[--size-classes W,H] [--compare-stored]",
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

                A .xib or .storyboard is read as Xcode wrote it (Docs/interface-builder.md): each scene's root view,
                top-level view and table or collection view cell is laid out, a scene on the document's device (or
                --device) under its bars, a cell at its stored width (a table cell at the device's, with --device)
                with its height fitted. Views are named by their object ids,
                findings start file:line:, and size-class variations follow the device's size classes. With several
                objects, --png writes one picture per object, its id before the extension.
                """,
            arguments: [
                ("FILE.json", "a layout document (Docs/layout-json.md)"),
                ("FILE.xib, FILE.storyboard", "an Interface Builder document (Docs/interface-builder.md)"),
            ],
            options: options,
            exitStatus: "0 laid out, nothing wrong; 1 something is unsatisfiable, ambiguous, found or linted; 64 the "
                + "command line is wrong; 65 the document is malformed (file:line:column and what was expected) or a "
                + "label cannot be measured or the picture drawn; 66 it, or a font file it names, cannot be read; 73 the "
                + "--png file cannot be written, or the picture would be too large to be one (the report is printed "
                + "either way; the picture's failure wins the status)",
            examples: [
                "typescale layout Fixtures/Layouts/hugging.json",
                "typescale layout Fixtures/Layouts/labels.json --all-categories",
                "typescale layout screen.json --category AX3 --format json > frames.json",
                "typescale layout screen.json --all-categories --device 'iPhone 16 Pro' --orientation landscape",
                "typescale layout Fixtures/Layouts/labels.json --all-categories --png labels.png",
                "typescale layout Fixtures/Layouts/SignIn.storyboard --all-categories --format junit > layout.xml",
                "typescale layout Fixtures/Layouts/SignIn.storyboard --compare-stored",
            ])
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
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
        let png = try TextLayoutPictures.path(arguments.value(Self.png), option: "--png")
        let displayScale = try arguments.value(Self.displayScale)
        if displayScale != nil && png == nil { throw UsageError("--display-scale needs --png") }
        let path = arguments.positionals[0]
        let options = Options(
            format: format, categories: categories, device: device, orientation: orientation, png: png,
            displayScale: displayScale)
        if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
            if orientation != nil && device == nil { throw UsageError("--orientation needs --device") }
            return try runInterfaceBuilder(path, arguments, options, process: process, output: &output)
        }
        let onlyInterfaceBuilder: [any OptionDeclaration] = [Self.scene, Self.classes, Self.sizeClasses, Self.compareStored]
        for option in onlyInterfaceBuilder where arguments.has(option) {
            throw UsageError("--\(option.name) is for a .xib or .storyboard, not a layout document")
        }
        let document: AdaptiveLayoutDocument
        do throws(InputFileError) {
            document = try AdaptiveLayoutDocument(contentsOfFile: path)
        } catch {
            if error.reason == .unreadable {
                output.standardError += "typescale layout: \(error)\n"
                return ExitStatus.noInput
            }
            throw DataError(error.description)
        }
        // The device asked for, else the document's (which --orientation may turn).
        let screen = device.map { ($0, orientation ?? .portrait) } ?? document.device.map { ($0.device, orientation ?? $0.orientation) }
        if orientation != nil && screen == nil {
            throw UsageError("--orientation needs --device (or a document with a \"device\")")
        }
        var report: LayoutReport
        var picture: Result<Bitmap, RenderingError>?
        let measurer = try MeasurerOptions.measurer(arguments)
        do {
            let tree = try document.makeTree(measurer: measurer)
            let layout =
                if let (device, orientation) = screen {
                    try AdaptiveLayout(root: tree.root, device: device, orientation: orientation)
                } else {
                    AdaptiveLayout(root: tree.root)
                }
            layout.traits.layoutDirection = document.layout.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            let layouts: [CategoryLayout]
            (layouts, picture) = try options.layOut(layout)
            report = LayoutReport(
                document: document.layout, constraintCount: tree.constraints.count, layouts: layouts, lint: layout.lint())
            report.fonts = ReportFonts(measurer)
            if process.leavesMemoryToExit { keptUntilExit.withLock { $0.append((tree.root, layout)) } }
        } catch let error as LayoutError {
            throw DataError("\(path): \(error)")
        } catch let error as AdaptiveLayoutError {
            throw Self.failure(error, path: path)
        }
        switch format {
        case .text: output.standardOutput += report.text
        case .json: output.standardOutput += report.json + "\n"
        case .markdown: output.standardOutput += report.markdown
        case .junit: output.standardOutput += report.junit(timestamp: UTCTimestamp.now, hostname: HostName.current)
        }
        let status = report.isClean ? ExitStatus.success : ExitStatus.problemsFound
        guard let png, let picture else { return status }
        let written = Self.write(picture, to: png, output: &output)
        return written == ExitStatus.success ? status : written
    }

    /// What a run asked for, besides the document.
    struct Options {
        var format: LayoutReport.Format
        var categories: [ContentSizeCategory]
        var device: Device?
        var orientation: Device.Orientation?
        var png: String?
        /// Pixels per point of the picture.
        var displayScale: Double?

        /// Lays `layout` out at the categories asked for, drawing it when a picture was asked for.
        func layOut(_ layout: AdaptiveLayout) throws(AdaptiveLayoutError)
            -> ([CategoryLayout], Result<Bitmap, RenderingError>?)
        {
            guard png != nil else { return (try layout.layoutAtEveryCategory(categories), nil) }
            let (layouts, picture) = try LayoutPicture.draw(layout, at: categories, scale: displayScale ?? 1)
            return (layouts, picture)
        }
    }

    /// The error for a tree that cannot be laid out: a font file a label names that cannot be opened is an input that
    /// cannot be read (66), as for `measure`; anything else is bad data (65).
    private static func failure(_ error: AdaptiveLayoutError, path: String) -> any Error {
        if case .measurement(_, let cause) = error, InputError.reporting(cause) is InputError {
            return InputError("\(path): \(error)")
        }
        return DataError("\(path): \(error)")
    }

    /// Writes `picture` to `path`: the status of that alone (73 when it cannot be written or is too large to be a file,
    /// 65 when it could not be drawn).
    private static func write(_ picture: Result<Bitmap, RenderingError>, to path: String, output: inout CommandOutput)
        -> Int32
    {
        switch picture {
        case .success(let bitmap):
            return TextLayoutPictures.write(bitmap, to: path, command: "layout", output: &output)
        case .failure(let error):
            output.standardError += "typescale layout: cannot draw \(path): \(error)\n"
            return ExitStatus.drawing(error)
        }
    }

    // MARK: Interface Builder documents

    /// Lays out each object of a .xib or .storyboard (or the one `--scene` names) and prints the report.
    private static func runInterfaceBuilder(
        _ path: String, _ arguments: ParsedArguments, _ options: Options, process: ProcessHooks,
        output: inout CommandOutput
    ) throws -> Int32 {
        let selection = try arguments.value(Self.scene)
        let sizeClasses = try arguments.value(Self.sizeClasses)
        let compare = arguments.has(Self.compareStored)
        let classesPath = try arguments.value(Self.classes)
        let document: InterfaceBuilderDocument
        do throws(InputFileError) {
            let classes = try classesPath.map { (path) throws(InputFileError) in
                try ClassMapping(contentsOfFile: path)
            } ?? ClassMapping()
            document = try InterfaceBuilderDocument(contentsOfFile: path, classes: classes)
        } catch {
            if error.reason == .unreadable {
                output.standardError += "typescale layout: \(error)\n"
                return ExitStatus.noInput
            }
            throw DataError(error.description)
        }
        let measurer = try MeasurerOptions.measurer(arguments)
        var objects = document.objects
        if let selection {
            objects = objects.filter { $0.isNamed(selection) }
            guard !objects.isEmpty else {
                throw UsageError(
                    "--scene \(selection): no such scene, view or cell in \(path); it has "
                        + (document.objects.isEmpty ? "none" : document.objectList))
            }
        }
        var reports: [InterfaceBuilderReport.Object] = []
        var pictures: [(path: String, Result<Bitmap, RenderingError>)] = []
        for object in objects {
            let tree = try object.makeTree(measurer: measurer)
            let layout: AdaptiveLayout
            do {
                layout = try tree.makeLayout(device: options.device, orientation: options.orientation)
                if let sizeClasses {
                    layout.traits.horizontalSizeClass = sizeClasses.horizontal
                    layout.traits.verticalSizeClass = sizeClasses.vertical
                }
            } catch {
                throw DataError("\(path): \(error)")
            }
            let layouts: [CategoryLayout]
            let picture: Result<Bitmap, RenderingError>?
            var comparison: StoredFrameComparison?
            do {
                (layouts, picture) = try options.layOut(layout)
                if compare { comparison = try StoredFrameComparison(tree: tree) }
            } catch {
                throw Self.failure(error, path: path)
            }
            if let png = options.png, let picture {
                pictures.append((objects.count == 1 ? png : Self.picturePath(png, object: object.id), picture))
            }
            // Every view of the layout at its element (a button's title label at the button's).
            var locations: [String: LayoutReport.ViewLocation] = [:]
            for view in tree.root.subtree {
                if let described = tree.view(view.identifier) {
                    locations[view.identifier] = LayoutReport.ViewLocation(line: described.line, name: described.name)
                }
            }
            let report = LayoutReport(
                name: InterfaceBuilderReport.title(of: object), viewCount: tree.views.count,
                layoutDirection: layout.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                constraintCount: tree.constraints.count,
                layouts: layouts, lint: layout.lint(), file: path, locations: locations)
            reports.append(
                InterfaceBuilderReport.Object(
                    object: object, views: tree.views, report: report, notes: tree.notes, comparison: comparison))
            if process.leavesMemoryToExit { keptUntilExit.withLock { $0.append((tree.root, layout)) } }
        }
        let report = InterfaceBuilderReport(
            document: document, device: options.device ?? document.device, objects: reports,
            fonts: ReportFonts(measurer))
        switch options.format {
        case .text: output.standardOutput += report.text
        case .json: output.standardOutput += report.json + "\n"
        case .markdown: output.standardOutput += report.markdown
        case .junit: output.standardOutput += report.junit(timestamp: UTCTimestamp.now, hostname: HostName.current)
        }
        var status = report.isClean ? ExitStatus.success : ExitStatus.problemsFound
        for (file, picture) in pictures {
            let written = Self.write(picture, to: file, output: &output)
            if written != ExitStatus.success { status = written }
        }
        return status
    }

    /// `screens.png` for object `abc-12-xyz` of several: `screens-abc-12-xyz.png`.
    static func picturePath(_ path: String, object: String) -> String {
        let stem = PathText.deletingExtension(of: PathText.lastComponent(of: path))
        let pathExtension = PathText.pathExtension(of: path)
        let name = stem + "-" + object + (pathExtension.isEmpty ? "" : "." + pathExtension)
        let folder = PathText.deletingLastComponent(of: path)
        return folder.isEmpty ? name : PathText.appending(name, to: folder)
    }

    /// The last layout's views and engine, kept until the process exits: releasing a large tree object by object is a
    /// tail of work just before exit, which frees the memory at once anyway.
    private nonisolated(unsafe) static let keptUntilExit = LockedValue<[(View, AdaptiveLayout)]>([])
}
