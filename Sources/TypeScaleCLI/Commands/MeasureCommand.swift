import BatchMeasurement
import DynamicType
import PackageSupport
import TextMeasurement

/// `typescale measure`: the size a `UILabel` gives a text, its lines and whether it is truncated.
enum MeasureCommand: Command {
    static let name = "measure"
    static let abstract = "Measure a text as a UILabel lays it out: its size, its lines and whether it is truncated."

    static let options: [any OptionDeclaration] =
        MeasureOptions.request + [
            MeasurerOptions.systemFont, MeasurerOptions.fontFolder, MeasureOptions.format, MeasureOptions.png,
            MeasureOptions.batch, MeasureOptions.jobs,
        ]

    static var help: HelpText {
        HelpText(
            usage: """
                typescale measure TEXT [--font FAMILY [--strict] | --font-file PATH [--face-index N]]
                                              [--style S [--category C | --all-categories] | --size N [--weight W]]
                                              [--width N] [--number-of-lines N] [--line-break-mode M]
                                              [--line-break-strategy S] [--line-height H] [--display-scale 1|2|3]
                                              [--language TAG] [--format text|json] [--png FILE]
                       typescale measure --batch FILE [--strict]
                """,
            discussion: abstract + """

                The defaults are a UILabel's: one line, truncating the tail, the standard line-break strategy, the font's
                natural line height, a 3x display; 17 pt without --style or --size. Sizes are exact and also rounded up to
                the display's pixel grid, as sizeThatFits reports them. Ranges count UTF-16 units, as NSRange does.
                """,
            arguments: [
                ("TEXT", "the text to measure; line breaks in it start new paragraphs. A TEXT that starts with '-' goes "
                    + "last, after '--' (typescale measure --size 10 -- \"-5 items\")"),
            ],
            options: options,
            exitStatus: "0 measured; 64 the command line is wrong; 65 a font file is not a usable font, a --strict "
                + "family is not installed, or a --batch line failed; 66 the font file or the --batch file cannot be "
                + "opened; 73 the --png file cannot be written, or the picture would be too large to be one",
            examples: [
                "typescale measure \"Hello World\" --width 40 --number-of-lines 0",
                "typescale measure \"Continue\" --style body --category AX3 --format json",
                "typescale measure \"Settings and privacy\" --style headline --width 120 --number-of-lines 2 --all-categories",
                "typescale measure \"Hello\" --font-file Fixtures/Fonts/TestSans.ttf --size 10 --line-break-mode clip",
                "typescale measure \"Add to Cart\" --style body --category AX5 --width 160 --number-of-lines 1 --png cart.png",
                "printf '{\"id\": 1, \"text\": \"Hello\", \"style\": \"body\"}\\n' | typescale measure --batch -",
            ])
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
        let format = try arguments.value(MeasureOptions.format)
        if let batch = try arguments.value(MeasureOptions.batch) {
            return try runBatch(batch, arguments: arguments, format: format, hooks: process, output: &output)
        }
        if arguments.has(MeasureOptions.jobs) {
            throw UsageError("--jobs is for --batch FILE (many requests); one TEXT is measured on one thread")
        }
        let png = try arguments.value(MeasureOptions.png)
        let request = try MeasureRequest(arguments: arguments)
        let report: MeasureReport
        let measurer = try MeasurerOptions.measurer(arguments)
        do {
            var fonts = ResolvedFonts()
            report = try Measuring.measure(request, measurer: measurer, fonts: &fonts)
        } catch {
            throw InputError.reporting(error)
        }
        for substitution in report.substitutions {
            output.standardError += "typescale measure: note: font family '\(substitution.requestedFamily ?? "")' is "
                + "not installed; measured with '\(substitution.family)' instead (--strict makes this an error)\n"
        }
        output.standardOutput += (format ?? .text).render(report, fontSet: measurer.fontSet)
        if let png {
            return TextLayoutPictures.write(report, to: png, measurer: measurer, output: &output)
        }
        return ExitStatus.success
    }
}
