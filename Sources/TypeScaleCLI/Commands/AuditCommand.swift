import DynamicType
import PackageSupport
import Foundation
import StringCatalogs
import TextFitting
import TextMeasurement

/// `typescale audit`: does every string of a catalog still fit its label at every content-size category?
enum AuditCommand: Command {
    static let name = "audit"
    static let abstract = "Check that every string of a catalog fits its label at every text size."
    static let options = [
        "spec", "style", "size", "weight", "font", "font-file", "width", "lines", "categories", "mode", "strategy",
        "locale", "format", "jobs", "png-dir",
    ]
    static let flags: [String] = []

    static let help = """
        USAGE: typescale audit CATALOG... [--spec FILE] [--style S | --size N [--weight W]]
                               [--font FAMILY | --font-file PATH] [--width N] [--lines N] [--categories LIST]
                               [--mode M] [--strategy S] [--locale TAG] [--format F] [--jobs N]
                               [--png-dir DIR]

        \(abstract)
        Reads Apple .strings (UTF-8 or UTF-16), .stringsdict, .xcstrings, Android strings.xml and JSON (key → text)
        catalogs, or folders of them, and measures every text — every locale, plural form and variation — as a UILabel
        lays it out, in its own language. Placeholders (%@, %d, %.1f) are filled with wide sample values first.

        ARGUMENTS:
          CATALOG             a catalog file, or a folder searched for catalogs (*.lproj/…, values-XX/strings.xml …)

        OPTIONS:
          --spec FILE         a layout spec (JSON): per key or key pattern the style, width, lines and categories,
                              with a default; see Docs/audit-spec.md. Flags give the base the spec builds on
          --style S           a text style of the iOS type scale (default: body)
          --size N            a fixed point size instead of a style; --weight W for its weight
          --font FAMILY       an installed font family (default: the system's sans-serif); or --font-file PATH
          --width N           the label's width in points (required here or in the spec)
          --lines N           numberOfLines; 0 for no limit (default: 1)
          --categories LIST   categories to check: names, ranges (...XXXL, AX1...) or 'all' (default: all 12)
          --mode M            lineBreakMode (default: byTruncatingTail); --strategy S (default: standard)
          --locale TAG        the language of catalogs whose files do not say (a .lproj folder does)
          --format F          text (default; only failures and a summary), json, junit (for CI dashboards), markdown
                              (for a pull request)
          --jobs N            measuring threads (default: one per core)
          --png-dir DIR       for each text that does not fit, a PNG of its layout at the first category where it
                              fails — as shown, and its lines beyond the limit (DIR is made if missing)
          -h, --help          show this help

        EXIT STATUS:
          0 every string fits; 1 some do not; 64 the command line is wrong; 65 a catalog or the spec is malformed
          (file:line:column and what was expected), or a text cannot be measured; 73 a --png-dir picture cannot
          be written

        EXAMPLES:
          typescale audit App/Resources --style body --width 320 --lines 2
          typescale audit Localizable.xcstrings --spec layout.json --format junit > audit.xml
        """

    enum Format: String, CaseIterable {
        case text, json, junit, markdown
    }

    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32 {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'typescale audit' needs at least one CATALOG (a file or a folder); see --help")
        }
        let format: Format = try arguments.value("format") { text throws(UsageError) in
            try ArgumentValues.choice(text, option: "--format")
        } ?? .text
        let jobs = try arguments.value("jobs") { text throws(UsageError) in
            guard let count = Int(text), count >= 1 else { throw UsageError("--jobs: '\(text)' is not a whole number ≥ 1") }
            return count
        } ?? ProcessInfo.processInfo.activeProcessorCount
        let pngDirectory = try LayoutPictures.path(arguments.value("png-dir"), option: "--png-dir")
        let base = try baseFields(arguments)
        var spec = AuditSpec()
        if let path = arguments.value("spec") { spec = try AuditSpec(contentsOfFile: path) }

        AllocatorTuning.keepFreedMemoryForTheRun()
        // fontconfig loads its configuration and font list while the catalogs are read (the first use waits for it).
        DispatchQueue.global().async { _ = try? FitCheck.sharedMeasurer() }
        let catalogs = try catalogFiles(arguments.positionals)
        var entries: [CatalogEntry] = []
        for path in catalogs {
            switch Result(catching: { () throws(CatalogError) in try CatalogReader.read(path: path, locale: arguments.value("locale")) }) {
            case .success(let read): entries += read
            case .failure(let error): throw DataError(error.description)
            }
        }
        var items: [AuditItem] = []
        // A layout depends only on the rule a key matches: worked out once per rule (and once for the default).
        var layouts: [Int?: AuditLayout] = [:]
        for entry in entries {
            let rule = spec.ruleIndex(for: entry.key)
            let layout = try layouts[rule] ?? spec.layout(
                for: entry.key, base: base, path: arguments.value("spec") ?? "the command line")
            layouts[rule] = layout
            guard layout.width != nil else {
                throw UsageError("no width for '\(entry.key)': give --width, or a width in the spec's default or rules")
            }
            items.append(AuditItem(entry: entry, layout: layout, measuredText: entry.text))  // filled by the runner
        }
        for rule in spec.rules where !entries.contains(where: { AuditSpec.matches($0.key, pattern: rule.pattern) }) {
            output.standardError += "typescale audit: warning: \(rule.path) \"\(rule.pattern)\" matches no key\n"
        }

        let measurer = try sharedMeasurer()
        let progress = ProgressBar(total: items.count)
        var runner = AuditRunner(measurer: measurer, workers: jobs, placeholders: spec.placeholders)
        if let progress {
            runner.progress = { @Sendable done in progress.update(done) }
        }
        let measured = runner.run(items)
        progress?.finish()

        let report = AuditReport(items: measured, catalogs: catalogs)
        defer { keptUntilExit.withLock { $0 = report } }
        switch format {
        case .text: output.standardOutput += report.text(colour: isatty(STDOUT_FILENO) == 1)
        case .json: output.standardOutput += report.json
        case .junit: output.standardOutput += report.junit(timestamp: Date(), hostname: ProcessInfo.processInfo.hostName)
        case .markdown: output.standardOutput += report.markdown
        }
        if let pngDirectory {
            let status = LayoutPictures.write(report.failing, to: pngDirectory, measurer: measurer, output: &output)
            if status != ExitStatus.success { return status }
        }
        let unmeasured = measured.count { if case .failure = $0.outcome { true } else { false } }
        if unmeasured > 0 {
            output.standardError += "typescale audit: \(unmeasured) of \(measured.count) texts could not be measured\n"
            return ExitStatus.dataError
        }
        return report.failingIndices.isEmpty ? ExitStatus.success : ExitStatus.problemsFound
    }

    /// The last audit's report, kept allocated until the process exits (or the next audit): releasing its 10,000
    /// results object by object took a tenth of a second on one thread just before exit, which frees the memory at
    /// once — a serial tail that kept the audit from scaling with cores.
    private static let keptUntilExit = LockedValue<AuditReport?>(nil)

    /// The process's measurer over the system's fonts; fontconfig with no fonts is a data error.
    private static func sharedMeasurer() throws -> TextMeasurer {
        switch Result(catching: { () throws(MeasurementError) in try FitCheck.sharedMeasurer() }) {
        case .success(let measurer): return measurer
        case .failure(let error): throw DataError(error.description)
        }
    }

    /// The layout fields the flags give, checked now so that a bad flag is a usage error.
    private static func baseFields(_ arguments: ParsedArguments) throws -> [String: Any] {
        var fields: [String: Any] = [:]
        if let style = arguments.value("style") { fields["style"] = style }
        if let size = arguments.value("size") {
            fields["size"] = try ArgumentValues.number(size, option: "--size", in: 0.01...100_000)
        }
        if let weight = arguments.value("weight") { fields["weight"] = weight }
        if arguments.value("style") != nil && arguments.value("size") != nil {
            throw UsageError("--style and --size cannot be used together; give one")
        }
        if arguments.value("weight") != nil && arguments.value("size") == nil {
            throw UsageError("--weight applies to --size (a text style has its own weight)")
        }
        if arguments.value("font") != nil && arguments.value("font-file") != nil {
            throw UsageError("--font and --font-file cannot be used together; give one")
        }
        if let font = arguments.value("font") { fields["font"] = font }
        if let file = arguments.value("font-file") { fields["fontFile"] = file }
        if let width = arguments.value("width") {
            fields["width"] = try ArgumentValues.number(width, option: "--width", in: 0...100_000)
        }
        if let lines = arguments.value("lines") {
            guard let count = Int(lines), count >= 0 else {
                throw UsageError("--lines: '\(lines)' is not a whole number ≥ 0 (0: no limit)")
            }
            fields["lines"] = count
        }
        if let categories = arguments.value("categories") {
            _ = try ArgumentValues.categories(categories, option: "--categories")
            fields["categories"] = categories
        }
        if let mode = arguments.value("mode") { fields["mode"] = mode }
        if let strategy = arguments.value("strategy") { fields["strategy"] = strategy }
        do {
            _ = try AuditSpec.layout(from: [fields], path: "typescale audit", at: "flags")
        } catch {
            let detail = error.description.replacingOccurrences(of: "typescale audit: flags.", with: "--")
            throw UsageError(detail)
        }
        return fields
    }

    /// The catalog files named, folders searched (sorted, so the order is the same everywhere).
    private static func catalogFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw DataError("\(path): no such catalog file or folder")
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { CatalogFormat(path: $0) != nil && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
            guard !found.isEmpty else {
                throw DataError("\(path): no catalogs found (.strings, .stringsdict, .xcstrings, strings.xml, .json)")
            }
            files += found
        }
        return files
    }
}
