import DynamicType
import Foundation
import PackageSupport
import TextMeasurement

/// `typescale measure`: the size a `UILabel` gives a text, its lines and whether it is truncated.
enum MeasureCommand: Command {
    static let name = "measure"
    static let abstract = "Measure a text as a UILabel lays it out: its size, its lines and whether it is truncated."
    static let options = [
        "font", "font-file", "face-index", "style", "category", "size", "weight", "width", "lines", "mode", "strategy",
        "line-height", "display-scale", "language", "format", "batch", "png",
    ]
    static let flags = ["all-categories", "strict"]

    static let help = """
        USAGE: typescale measure TEXT [--font FAMILY [--strict] | --font-file PATH [--face-index N]]
                                      [--style S [--category C | --all-categories] | --size N [--weight W]]
                                      [--width N] [--lines N] [--mode M] [--strategy S] [--line-height H]
                                      [--display-scale 1|2|3] [--language TAG] [--format text|json]
                                      [--png FILE]
               typescale measure --batch FILE [--strict]

        \(abstract)
        The defaults are a UILabel's: one line, truncating the tail, the standard line-break strategy, the font's
        natural line height, a 3x display; 17 pt without --style or --size. Sizes are exact and also rounded up to
        the display's pixel grid, as sizeThatFits reports them. Ranges count UTF-16 units, as NSRange does.

        ARGUMENTS:
          TEXT                  the text to measure; line breaks in it start new paragraphs. A TEXT that starts
                                with '-' goes last, after '--' (typescale measure --size 10 -- "-5 items")

        OPTIONS:
          --font FAMILY         an installed font family (default: the system's sans-serif, through fontconfig)
          --strict              with --font: a family that is not installed is an error, not substituted
          --font-file PATH      a TrueType, OpenType or collection file; characters it lacks still fall back to the
                                system's fonts
          --face-index N        the face in a collection file (default: 0)
          --style S             a text style of the iOS type scale (body, headline, largeTitle …): it sets the size,
                                weight, line height (its leading) and tracking
          --category C          the content-size category for --style (xSmall … AX5; default: large)
          --all-categories      with --style: measure at every category, one row each
          --size N              the point size, 0.01 to 100000 (default: 17)
          --weight W            the weight for --size: ultraLight … black, or 100 … 900 (default: regular)
          --width N             the label's width in points, ≥ 0 (default: no limit)
          --lines N             numberOfLines; 0 for no limit (default: 1)
          --mode M              lineBreakMode: byWordWrapping, byCharWrapping, byClipping, byTruncatingHead,
                                byTruncatingTail, byTruncatingMiddle, or word, char, clip, head, tail, middle
                                (default: byTruncatingTail)
          --strategy S          lineBreakStrategy: standard, pushOut, hangulWordPriority, none (default: standard)
          --line-height H       natural (the default), a height in points (22) or a multiple of natural (x1.2)
          --display-scale N     1, 2 or 3 pixels per point (default: 3)
          --language TAG        a BCP 47 language tag for line breaking and fallback fonts (th, ja, zh-Hant …)
          --format F            text (default) or json
          --png FILE            also draw the layout as PNG at its size and display scale: the label's frame, the
                                wrap width, each line's box and baseline, where it is truncated and, when it is,
                                the whole text's lines beyond the limit (with --all-categories, one panel each)
          --batch FILE          measure many requests: JSON Lines in ('-' for standard input), one result per
                                line out; exit 65 if any line failed (see Docs/measure-json.md)
          -h, --help            show this help

        EXIT STATUS:
          0 measured; 64 the command line is wrong; 65 a font file is missing or unusable, a --strict family is
          not installed, or a --batch line failed; 66 the --batch file cannot be read; 73 the --png file cannot be
          written

        EXAMPLES:
          typescale measure "Hello World" --width 40 --lines 0
          typescale measure "Continue" --style body --category AX3 --format json
          typescale measure "Settings and privacy" --style headline --width 120 --lines 2 --all-categories
          typescale measure "Hello" --font-file Fixtures/Fonts/TestSans.ttf --size 10 --mode clip
          typescale measure "Add to Cart" --style body --category AX5 --width 160 --lines 1 --png cart.png
          printf '{"id": 1, "text": "Hello", "style": "body"}\\n' | typescale measure --batch -
        """

    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32 {
        let format: MeasureResultFormat? = try arguments.value("format") { text throws(UsageError) in
            try ArgumentValues.choice(text, option: "--format")
        }
        if let batch = arguments.value("batch") {
            return try runBatch(batch, arguments: arguments, format: format, output: &output)
        }
        let png = try LayoutPictures.path(arguments.value("png"), option: "--png")
        let request = try MeasureRequest(arguments: arguments)
        let report: MeasureReport
        do {
            report = try Measuring.measure(request)
        } catch {
            throw DataError(error.description)
        }
        for substitution in report.substitutions {
            output.standardError += "typescale measure: note: font family '\(substitution.requestedFamily ?? "")' is "
                + "not installed; measured with '\(substitution.family)' instead (--strict makes this an error)\n"
        }
        output.standardOutput += (format ?? .text).render(report)
        if let png {
            return LayoutPictures.write(report, to: png, output: &output)
        }
        return ExitStatus.success
    }

    // MARK: - Batch

    /// Measures every request of a JSON Lines file, answering each line with a result or an error object.
    private static func runBatch(
        _ path: String, arguments: ParsedArguments, format: MeasureResultFormat?, output: inout CommandOutput
    ) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("--batch reads the texts from FILE; give no TEXT (got '\(arguments.positionals[0])')")
        }
        if arguments.value("png") != nil {
            throw UsageError("--png draws one measurement; it cannot be used with --batch")
        }
        for option in options where option != "batch" && option != "format" && arguments.value(option) != nil {
            let key = MeasureRequest.Field.allCases.first { $0.option == "--" + option }?.rawValue ?? option
            throw UsageError("--\(option) cannot be used with --batch; give \"\(key)\" in each request instead")
        }
        if arguments.has("all-categories") {
            throw UsageError("--all-categories cannot be used with --batch; send one request per category instead")
        }
        if format == .text {
            throw UsageError("--batch writes JSON Lines; --format accepts only json with it")
        }
        let data: Data
        do {
            data = path == "-"
                ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the batch file" : "no such batch file"
            output.standardError += "typescale measure: \(path): \(reason)\n"
            return ExitStatus.noInput
        }

        let strict = arguments.has("strict")
        var failed: [Int] = []
        var count = 0
        for (index, rawLine) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            count += 1
            var id: JSONValue?
            let answer: JSONValue
            do {
                let object = try MeasureRequest.object(fromLine: line)
                id = object["id"]
                let request = try MeasureRequest(object: object, strict: strict)
                switch try Measuring.measure(request) {
                case .single(let measured):
                    answer = MeasureResultFormat.json(measured, id: id)
                case .allCategories(let style, let results):  // not requested in a batch; answered in full if it were
                    answer = .object((id.map { [("id", $0)] } ?? []) + [
                        ("style", .string(style.name)),
                        ("results", .array(results.map { MeasureResultFormat.json($0, includingCategory: true) })),
                    ])
                }
            } catch {
                failed.append(index + 1)
                answer = MeasureResultFormat.errorJSON(line: index + 1, id: id, message: "\(error)")
            }
            output.standardOutput += MeasureResultFormat.compact(answer) + "\n"
        }
        guard failed.isEmpty else {
            let shown = failed.prefix(10).map(String.init).joined(separator: ", ") + (failed.count > 10 ? " …" : "")
            output.standardError += "typescale measure: \(failed.count) of \(count) request\(count == 1 ? "" : "s") "
                + "failed (line\(failed.count == 1 ? "" : "s") \(shown))\n"
            return ExitStatus.dataError
        }
        return ExitStatus.success
    }
}

// MARK: - Measuring

/// What `typescale measure` measured for one request.
enum MeasureReport {
    /// One measurement.
    case single(MeasuredText)
    /// A text style at every category of the type scale.
    case allCategories(TextStyle, [MeasuredText])

    /// The families fontconfig substituted for ones that are not installed.
    var substitutions: [FontMatch] {
        let all: [MeasuredText] = switch self {
        case .single(let measured): [measured]
        case .allCategories(_, let results): results
        }
        var seen: [FontMatch] = []
        for match in all.compactMap(\.substitution) where !seen.contains(match) { seen.append(match) }
        return seen
    }
}

/// One measured text: the text, its layout (which says what it was set in), and the style and category it was
/// measured at, when it was measured in a style.
struct MeasuredText {
    var text: String
    var layout: TextLayout
    var style: TextStyle?
    var category: ContentSizeCategory?

    /// The primary face, the point size and the configuration the text was laid out in.
    var face: FontFace { layout.font.face }
    var size: Double { layout.font.pointSize }
    var constraints: LabelConfiguration { layout.configuration }

    /// fontconfig's match, when it substituted another family for the one asked for.
    var substitution: FontMatch? {
        layout.font.match.flatMap { $0.isSubstitute ? $0 : nil }
    }

    /// A line's text: its UTF-16 range of the measured text.
    func text(of line: TextLayout.Line) -> String {
        let units = Array(text.utf16)
        let range = line.range.clamped(to: 0..<units.count)
        return String(decoding: units[range], as: UTF16.self)
    }
}

/// Runs requests with the process's one measurer, ``TextMeasurement/TextMeasurer/shared`` (without fontconfig's
/// fonts it still measures font files).
enum Measuring {
    static func measure(_ request: MeasureRequest) throws(MeasurementError) -> MeasureReport {
        let measurer = TextMeasurer.shared
        let scale = MeasureRequest.scale
        switch request.sizing {
        case .points(let size):
            let layout = try measurer.measure(
                request.text, font: LabelFont(.fixed(size, weight: request.weight), source: request.font),
                label: request.constraints)
            return .single(MeasuredText(text: request.text, layout: layout))

        case .style(let style, let category):
            let category = scale.resolvedCategory(category)
            let layout = try measurer.measure(
                request.text, font: .style(style, in: scale, source: request.font), at: category,
                label: request.constraints)
            return .single(MeasuredText(text: request.text, layout: layout, style: style, category: category))

        case .allCategories(let style):
            // One shaping for every category (per weight), through the library.
            let layouts = try measurer.measureAcrossCategories(
                request.text, font: .style(style, in: scale, source: request.font), label: request.constraints)
            return .allCategories(style, layouts.map {
                MeasuredText(text: request.text, layout: $0.layout, style: style, category: $0.category)
            })
        }
    }
}
