import DynamicType
import PackageSupport
import Foundation
import StringCatalogs
import TextFitting
import CatalogAudit
import StringCatalogs
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
        if let path = arguments.value("spec") {
            do {
                spec = try AuditSpec(contentsOfFile: path)
            } catch {
                throw DataError(error.description)
            }
        }

        AllocatorTuning.keepFreedMemoryForTheRun()
        // fontconfig loads its configuration and font list while the catalogs are read (the first use waits for it).
        DispatchQueue.global().async { _ = TextMeasurer.shared }
        let progress = ProgressBar()
        let audit = CatalogAudit(spec: spec, base: base, jobs: jobs)
        let report: AuditReport
        do {
            report = try audit.run(arguments.positionals, locale: arguments.value("locale")) { done, total in
                progress?.update(done, of: total)
            }
        } catch .noWidth(let key) {
            throw UsageError(AuditError.noWidth(key: key).description)
        } catch {
            throw DataError(error.description)
        }
        progress?.finish()
        for rule in report.unmatchedRules {
            output.standardError += "typescale audit: warning: \(rule.location) \"\(rule.pattern)\" matches no key\n"
        }

        defer { keptUntilExit.withLock { $0 = report } }
        switch format {
        case .text: output.standardOutput += report.text(colour: isatty(STDOUT_FILENO) == 1)
        case .json: output.standardOutput += report.json
        case .junit: output.standardOutput += report.junit(timestamp: Date(), hostname: ProcessInfo.processInfo.hostName)
        case .markdown: output.standardOutput += report.markdown
        }
        if let pngDirectory {
            let status = LayoutPictures.write(report.failing, to: pngDirectory, measurer: audit.measurer, output: &output)
            if status != ExitStatus.success { return status }
        }
        let unmeasured = report.items.count { if case .failure = $0.outcome { true } else { false } }
        if unmeasured > 0 {
            output.standardError += "typescale audit: \(unmeasured) of \(report.items.count) texts could not be measured\n"
            return ExitStatus.dataError
        }
        return report.failingIndices.isEmpty ? ExitStatus.success : ExitStatus.problemsFound
    }

    /// The last audit's report, kept allocated until the process exits (or the next audit): releasing its 10,000
    /// results object by object took a tenth of a second on one thread just before exit, which frees the memory at
    /// once — a serial tail that kept the audit from scaling with cores.
    private static let keptUntilExit = LockedValue<AuditReport?>(nil)

    /// The label fields the flags give, each read into its type.
    private static func baseFields(_ arguments: ParsedArguments) throws(UsageError) -> AuditLabelFields {
        if arguments.value("style") != nil && arguments.value("size") != nil {
            throw UsageError("--style and --size cannot be used together; give one")
        }
        if arguments.value("weight") != nil && arguments.value("size") == nil {
            throw UsageError("--weight applies to --size (a text style has its own weight)")
        }
        if arguments.value("font") != nil && arguments.value("font-file") != nil {
            throw UsageError("--font and --font-file cannot be used together; give one")
        }
        var fields = AuditLabelFields()
        fields.style = try arguments.value("style") { name throws(UsageError) in
            guard TypeScale.iOS.contains(TextStyle(name: name)) else {
                throw UsageError("--style: expected a text style of the iOS scale: "
                    + TypeScale.iOS.styles.map(\.name).joined(separator: ", "))
            }
            return TextStyle(name: name)
        }
        fields.size = try arguments.value("size") { text throws(UsageError) in
            try ArgumentValues.number(text, option: "--size", in: 0.01...100_000)
        }
        fields.weight = try arguments.value("weight") { text throws(UsageError) in
            guard let weight = try? FontWeight(name: text) else {
                throw UsageError("--weight: expected ultraLight … black, or 100 … 900")
            }
            return weight
        }
        fields.family = try arguments.value("font") { name throws(UsageError) in
            guard !name.isEmpty else { throw UsageError("--font: expected a font family name") }
            return name
        }
        fields.fontFile = try arguments.value("font-file") { path throws(UsageError) in
            guard !path.isEmpty else { throw UsageError("--font-file: expected a font file path") }
            return path
        }
        fields.width = try arguments.value("width") { text throws(UsageError) in
            try ArgumentValues.number(text, option: "--width", in: 0...100_000)
        }
        fields.lines = try arguments.value("lines") { text throws(UsageError) in
            guard let count = Int(text), count >= 0 else {
                throw UsageError("--lines: '\(text)' is not a whole number ≥ 0 (0: no limit)")
            }
            return count
        }
        fields.categories = try arguments.value("categories") { text throws(UsageError) in
            try ArgumentValues.categories(text, option: "--categories")
        }
        fields.lineBreakMode = try arguments.value("mode") { name throws(UsageError) in
            guard let mode = LineBreakMode(name: name) else {
                throw UsageError("--mode: expected " + LineBreakMode.names.map(\.name).joined(separator: ", "))
            }
            return mode
        }
        fields.lineBreakStrategy = try arguments.value("strategy") { name throws(UsageError) in
            guard let strategy = LineBreakStrategy(name: name) else {
                throw UsageError("--strategy: expected " + LineBreakStrategy.names.map(\.name).joined(separator: ", "))
            }
            return strategy
        }
        return fields
    }
}
