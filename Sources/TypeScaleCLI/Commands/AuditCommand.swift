import CatalogAudit
import Dispatch
import DynamicType
import PackageSupport
import Reports
import StringCatalogs
import SystemSupport
import TextMeasurement

/// `typescale audit`: does every string of a catalog still fit its label at every content-size category?
enum AuditCommand: Command {
    static let name = "audit"
    static let abstract = "Check that every string of a catalog fits its label at every text size."

    static let spec = Option(
        "spec", "FILE", .nonEmpty("the path of a layout spec"),
        help: "a layout spec (JSON): per key or key pattern the style, width, numberOfLines and categories, with a "
            + "default; see Docs/audit-spec.md. Flags give the base the spec builds on")
    static let style = Option(
        "style", "S", .style(in: .iOS), help: "a text style of the iOS type scale (default: body)")
    static let size = Option(
        "size", "N", .number("a point size from 0.01 to 100000", in: 0.01...100_000),
        help: "a fixed point size instead of a style; --weight W for its weight")
    static let weight = Option("weight", "W", .weight, help: "the weight for --size (default: regular)")
    static let font = Option(
        "font", "FAMILY", .nonEmpty("a font family name"),
        help: "an installed font family (default: the system font, a stand-in for SF Pro: see --system-font); or --font-file PATH")
    static let fontFile = Option("font-file", "PATH", .nonEmpty("the path of a font file"), help: "a font file")
    static let width = Option(
        "width", "N", .number("a width in points from 0 to 100000", in: 0...100_000),
        help: "the label's width in points (required here or in the spec)")
    static let numberOfLines = Option(
        "number-of-lines", "N", .integer("a whole number ≥ 0 (0: no limit)", in: 0...1_000_000_000),
        help: "numberOfLines; 0 for no limit (default: 1)", formerNames: ["lines"])
    static let categories = Option(
        "categories", "LIST", .categories,
        help: "categories to check: names, ranges (...XXXL, AX1...) or 'all' (default: all 12)")
    static let lineBreakMode = Option(
        "line-break-mode", "M", .lineBreakMode, help: "lineBreakMode (default: byTruncatingTail)", formerNames: ["mode"])
    static let lineBreakStrategy = Option(
        "line-break-strategy", "S", .lineBreakStrategy, help: "lineBreakStrategy (default: standard)",
        formerNames: ["strategy"])
    static let locale = Option(
        "locale", "TAG", .languageTag,
        help: "the language of catalogs whose paths do not say (a .lproj or values-XX folder, or a file named de.json, "
            + "says, and wins)")
    static let catalogFormat = Option(
        "catalog-format", "F", ValueReader<CatalogFormat>.choice,
        help: "for CATALOG '-' (standard input): strings, stringsdict, xcstrings, xml (Android) or json")
    static let color = Option(
        "color", "WHEN", ValueReader<ColourChoice>.choice,
        help: "auto (the default: colour on a terminal, not with NO_COLOR set or TERM=dumb), always or never")
    static let format = Option(
        "format", "F", ValueReader<Format>.choice,
        help: "text (default; only failures and a summary), json, junit (for CI dashboards), markdown (for a pull "
            + "request)")
    static let maxRows = Option(
        "max-rows", "N", .integer("a whole number ≥ 0", in: 0...1_000_000_000),
        help: "for --format markdown: at most N rows of texts that do not fit (default: as many as keep the report "
            + "under 65,000 characters, a pull-request comment's limit); the rest are counted, the summary kept whole")
    static let jobs = Option(
        "jobs", "N", .integer("a whole number ≥ 1", in: 1...4096), help: "measuring threads (default: one per core)")
    static let pngDirectory = Option(
        "png-dir", "DIR", .nonEmpty("a folder name, such as pictures"),
        help: "for each text that does not fit, a PNG of its layout at the first category where it fails — as shown, "
            + "and its lines beyond the limit (DIR is made if missing)")

    static let options: [any OptionDeclaration] = [
        spec, style, size, weight, font, fontFile, MeasurerOptions.systemFont, MeasurerOptions.fontFolder, width,
        numberOfLines, categories, lineBreakMode, lineBreakStrategy, locale, format, maxRows, color, jobs, pngDirectory,
        catalogFormat,
    ]

    static var help: HelpText {
        HelpText(
            usage: """
                typescale audit CATALOG... [--spec FILE] [--style S | --size N [--weight W]]
                                       [--font FAMILY | --font-file PATH] [--width N] [--number-of-lines N]
                                       [--categories LIST] [--line-break-mode M] [--line-break-strategy S]
                                       [--locale TAG] [--format F] [--max-rows N] [--color WHEN] [--jobs N]
                                       [--png-dir DIR]
                       typescale audit - --catalog-format F [the same options]
                """,
            discussion: abstract + """

                Reads Apple .strings (UTF-8 or UTF-16), .stringsdict, .xcstrings, Android strings.xml and JSON (key → text)
                catalogs, or folders of them (symbolic links followed), and measures every text — every locale, plural form
                and variation — as a UILabel lays it out, in its own language. Placeholders (%@, %d, %.1f) are filled with
                wide sample values first. Every catalog is read however many others cannot be: those are reported, in every
                format, beside the audit of the rest.
                """,
            arguments: [
                ("CATALOG", "a catalog file, or a folder searched for catalogs (*.lproj/…, values-XX/strings.xml …); '-' "
                    + "reads one from standard input, in the --catalog-format given"),
            ],
            options: options,
            exitStatus: "0 every string fits; 1 some do not; 64 the command line is wrong; 65 a catalog or the spec is "
                + "malformed (file:line:column and what was expected), a folder holds no catalog, a text cannot be "
                + "measured or a --png-dir picture drawn; 66 a catalog, the spec or the font file cannot be opened; 73 a "
                + "--png-dir picture cannot be written, or would be too large to be one. A catalog that cannot be read, "
                + "or a picture, outranks the findings: the report is printed all the same, and standard error says what "
                + "else there is (73, then 66, then 65, then 1)",
            examples: [
                "typescale audit App/Resources --style body --width 320 --number-of-lines 2",
                "typescale audit Localizable.xcstrings --spec layout.json --format junit > audit.xml",
            ])
    }

    enum Format: String, CaseIterable {
        case text, json, junit, markdown
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'typescale audit' needs at least one CATALOG (a file or a folder); see --help")
        }
        let format = try arguments.value(Self.format) ?? .text
        let colour = try arguments.value(Self.color) ?? .auto
        let pngDirectory = try arguments.value(Self.pngDirectory)
        var audit = CatalogAudit(base: try base(arguments))
        // A font file that cannot be opened fails the run at once, as any input that cannot be (not text by text).
        if let path = audit.base.fontFile, let failure = FileReadError.ofOpening(path) {
            throw InputError.reporting(MeasurementError.opening(path, failure))
        }
        if let jobs = try arguments.value(Self.jobs) { audit.jobs = jobs }
        audit.measurer = try MeasurerOptions.measurer(arguments)
        if let path = try arguments.value(Self.spec) {
            let bytes = try InputError.reading(path, kind: "layout spec")
            do {
                audit.spec = try AuditSpec(json: bytes, path: path)
            } catch {
                throw DataError(error.description)
            }
        }

        process.willMeasureMany()
        // fontconfig loads its configuration and font list while the catalogs are read (the first use waits for it).
        DispatchQueue.global().async { _ = TextMeasurer.shared }
        let locale = try arguments.value(Self.locale)
        let fromStandardInput = arguments.positionals.contains("-")
        if fromStandardInput && arguments.positionals.count > 1 {
            throw UsageError("'-' reads one catalog from standard input; give it alone, or give files and folders")
        }
        let catalogFormat = try arguments.value(Self.catalogFormat)
        if fromStandardInput && catalogFormat == nil {
            throw UsageError("'-' needs --catalog-format: " + CatalogFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if !fromStandardInput && catalogFormat != nil {
            throw UsageError("--catalog-format is for '-' (standard input); a file's format comes from its extension")
        }
        let plan: CatalogAudit.Plan
        do throws(AuditError) {
            if let catalogFormat, fromStandardInput {
                // Named with the format's extension, so that what depends on the format (a .strings key given twice,
                // Android's references) is done as for a file.
                let name = "(standard input)." + catalogFormat.fileExtension
                var entries: [CatalogEntry] = []
                var unreadable: [InputFileError] = []
                do throws(InputFileError) {
                    let bytes: [UInt8]
                    do {
                        bytes = try FileBytes.read(descriptor: Syscalls.standardInput)
                    } catch {
                        throw InputFileError(file: name, kind: "catalog", unreadable: error)
                    }
                    entries = try CatalogReader.read(bytes, format: catalogFormat, file: name, locale: nil)
                } catch {
                    unreadable.append(error)
                }
                plan = try audit.plan(entries: entries, catalogs: [name], unreadable: unreadable, locale: locale)
            } else {
                plan = try audit.plan(arguments.positionals, locale: locale)
            }
        } catch {
            throw UsageError(error.description)  // a text with no width: the command line or spec must give one
        }
        for rule in plan.preamble.unmatchedRules {
            output.standardError += "typescale audit: warning: \(rule.location) \"\(rule.pattern)\" matches no key\n"
        }
        for warning in plan.preamble.warnings {
            output.standardError += "typescale audit: warning: \(warning)\n"
        }

        // The report is written as the texts are decided, so that its memory does not grow with the catalogs; to a
        // terminal it is written at the end instead, after the progress bar.
        var report: any AuditFormat =
            switch format {
            case .text: AuditTextFormat(colour: colour.colours(Syscalls.standardOutput))
            case .json: AuditJSONFormat()
            case .junit: AuditJUnitFormat(timestamp: UTCTimestamp.now, hostname: HostName.current)
            case .markdown: AuditMarkdownFormat(maxRows: try arguments.value(Self.maxRows))
            }
        let streams = output.streamsAnswers && !Syscalls.isTerminal(Syscalls.standardOutput)
        let progress = streams ? nil : ProgressBar()
        func write(_ text: String, output: inout CommandOutput) {
            guard !text.isEmpty else { return }
            if streams { output.answer(Array(text.utf8), flush: false) } else { output.standardOutput += text }  // 64 KiB writes
        }
        write(report.head(plan.preamble), output: &output)
        var failing: [AuditItem] = []  // kept for the pictures only
        let tally = audit.measure(plan, progress: { done, total in progress?.update(done, of: total) }) { item in
            write(report.item(item), output: &output)
            if pngDirectory != nil && !item.fits { failing.append(item) }
        }
        progress?.finish()
        write(report.tail(tally), output: &output)
        output.flushAnswers()

        // The report is printed whatever else went wrong; the status is the gravest, and standard error names the rest.
        var statuses: [(status: Int32, what: String)] = []
        if let pngDirectory {
            let status = TextLayoutPictures.write(failing, to: pngDirectory, measurer: audit.measurer, output: &output)
            if status != ExitStatus.success {
                let what = status == ExitStatus.cannotCreate ? "written" : "drawn"
                statuses.append((status, "the pictures could not be \(what)"))
            }
        }
        if !plan.preamble.unreadable.isEmpty {
            let cannotOpen = plan.preamble.unreadable.contains { $0.reason == .unreadable }
            let count = plan.preamble.unreadableCatalogs
            statuses.append((
                cannotOpen ? ExitStatus.noInput : ExitStatus.dataError,
                "\(count) \(count == 1 ? "catalog" : "catalogs") could not be read"))
        }
        if tally.unmeasured > 0 {
            statuses.append((ExitStatus.dataError, "\(tally.unmeasured) of \(tally.strings) texts could not be measured"))
        }
        if tally.notFitting > 0 {
            statuses.append((ExitStatus.problemsFound, "\(tally.notFitting) of \(tally.strings) texts do not fit"))
        }
        guard let gravest = statuses.max(by: { Self.gravity($0.status) < Self.gravity($1.status) }) else {
            return ExitStatus.success
        }
        if statuses.count > 1 || gravest.status != ExitStatus.problemsFound {
            output.standardError += "typescale audit: " + statuses.map(\.what).joined(separator: "; ")
                + " (exit \(gravest.status))\n"
        }
        return gravest.status
    }

    /// Which status an audit reports when several apply: an output that could not be written (73), then an input
    /// that could not be opened (66), then one that was wrong (65), then findings (1).
    private static func gravity(_ status: Int32) -> Int {
        switch status {
        case ExitStatus.cannotCreate: 4
        case ExitStatus.noInput: 3
        case ExitStatus.dataError: 2
        default: 1
        }
    }

    /// The label fields the flags give: the base a spec builds on.
    private static func base(_ arguments: ParsedArguments) throws(UsageError) -> AuditLabelFields {
        try arguments.checkExclusive(style, size)
        try arguments.check(weight, needs: size)
        try arguments.checkExclusive(font, fontFile)
        return AuditLabelFields(
            style: try arguments.value(style), size: try arguments.value(size), weight: try arguments.value(weight),
            family: try arguments.value(font), fontFile: try arguments.value(fontFile),
            width: try arguments.value(width), numberOfLines: try arguments.value(numberOfLines),
            categories: try arguments.value(categories), lineBreakMode: try arguments.value(lineBreakMode),
            lineBreakStrategy: try arguments.value(lineBreakStrategy))
    }
}
