import DynamicType
import TextMeasurement
import TextRendering

/// `typescale specimen`: a PNG of a type scale, every style at its size, weight and leading.
enum SpecimenCommand: Command {
    static let name = "specimen"
    static let abstract = "Draw a type specimen as PNG: every text style at its size, weight and leading."
    static let options =
        ScaleSelection.options + [
            "categories", "styles", "style", "font", "font-file", "face-index", "text", "out", "display-scale",
        ]
    static let flags: [String] = []

    static let help = """
        USAGE: typescale specimen [--platform P | --scale FILE] [--categories LIST] [--styles LIST | --style S]
                                  [--font FAMILY | --font-file PATH [--face-index N]] [--text TEXT]
                                  [--display-scale 1|2|3] [--out FILE.png]

        \(abstract)
        Styles are rows and categories columns; each sample sits on its line box (the style's leading) with its
        baseline, labelled size/leading. With --style, one style at every category of the scale, a row each.
        Text is set by the same measurer as 'typescale measure' (HarfBuzz, fallback fonts from fontconfig) and
        drawn with FreeType, unhinted and anti-aliased.

        OPTIONS:
        \(ScaleSelection.help)
          --categories LIST   categories: names, ranges (XS...XXXL, AX1...) or 'all' (default: xSmall, large,
                              xxxLarge, accessibility5 — those the scale has)
          --styles LIST       styles, comma-separated (default: all of the scale's)
          --style S           one style at every category (or those of --categories), a row each
          --font FAMILY       an installed font family (default: the system's sans-serif, through fontconfig)
          --font-file PATH    a TrueType, OpenType or collection file; --face-index N picks a face in a collection
          --text TEXT         the sample text (default: each style's name, "Large Title", "Body" …)
          --display-scale N   1, 2 or 3 pixels per point (default: 2)
          --out FILE          the PNG to write (default: specimen.png); written whole or not at all
          -h, --help          show this help

        EXIT STATUS:
          0 written; 64 the command line is wrong; 65 a scale file or font is unusable; 73 the file cannot be written

        EXAMPLES:
          typescale specimen --out Docs/specimen.png
          typescale specimen --style body --text "Add to Cart" --out body.png
          typescale specimen --platform watchos --categories all --font "DejaVu Sans"
        """

    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError(
                "'typescale specimen' takes no arguments, got '\(arguments.positionals[0])'; "
                    + "give the sample text with --text")
        }
        let scale = try ScaleSelection.scale(from: arguments)
        if arguments.value("style") != nil && arguments.value("styles") != nil {
            throw UsageError("--style and --styles cannot be used together; give one")
        }
        if arguments.value("font") != nil && arguments.value("font-file") != nil {
            throw UsageError("--font and --font-file cannot be used together; give one")
        }
        if arguments.value("face-index") != nil && arguments.value("font-file") == nil {
            throw UsageError("--face-index applies to --font-file; give --font-file too")
        }
        let single = try arguments.value("style") { text throws(UsageError) in
            try ArgumentValues.styles(text, option: "--style", in: scale)
        }
        if let single, single.count > 1 {
            throw UsageError("--style takes one style; use --styles for several")
        }
        let styles =
            try single
            ?? arguments.value("styles") { text throws(UsageError) in
                try ArgumentValues.styles(text, option: "--styles", in: scale)
            }
        var categories: [ContentSizeCategory]?
        if let requested = try arguments.value(
            "categories",
            { text throws(UsageError) in
                try ArgumentValues.categories(text, option: "--categories")
            })
        {
            categories = requested.filter(scale.categories.contains)
            guard categories?.isEmpty == false else {
                throw UsageError(
                    "--categories: the \(scale.name) scale defines none of those; it has "
                        + scale.categories.map(\.dynamicTypeSizeName).joined(separator: ", "))
            }
        } else if single != nil {
            categories = scale.categories
        }
        let displayScale =
            try arguments.value("display-scale") { text throws(UsageError) in
                guard let value = Double(text), [1, 2, 3].contains(value) else {
                    throw UsageError("--display-scale: '\(text)' is not 1, 2 or 3")
                }
                return value
            } ?? 2
        let faceIndex =
            try arguments.value("face-index") { text throws(UsageError) in
                guard let index = Int(text), index >= 0 else {
                    throw UsageError("--face-index: '\(text)' is not a face index of 0 or more")
                }
                return index
            } ?? 0
        if let text = arguments.value("text"), text.isEmpty {
            throw UsageError("--text: give a sample text, or leave --text out for the styles' names")
        }
        let path = arguments.value("out") ?? "specimen.png"
        guard !path.isEmpty && !path.hasSuffix("/") else {
            throw UsageError("--out: '\(path)' is not a file name; give a path such as specimen.png")
        }

        let measurer = TextMeasurer.shared
        let font: FontSource = arguments.value("font-file").map { .file(path: $0, faceIndex: faceIndex) }
            ?? arguments.value("font").map { .family($0) } ?? .system
        let family: String
        do {
            let resolved = try measurer.resolve(LabelFont(.fixed(17), source: font))
            family = resolved.face.family
            if let match = resolved.match, match.isSubstitute, case .family(let requested, _) = font {
                output.standardError +=
                    "typescale specimen: note: font family '\(requested)' is not installed; "
                    + "drawn with '\(match.family)' instead\n"
            }
        } catch {
            throw DataError(error.description)
        }
        let specimen = TypeSpecimen(
            scale: scale, styles: styles, categories: categories, font: font, text: arguments.value("text"),
            arrangement: single == nil ? .stylesByCategory : .categoriesByStyle, displayScale: displayScale,
            title: "\(scale.name) type scale in \(family)")
        let bitmap: Bitmap
        do {
            bitmap = try specimen.render(with: TextRenderer(measurer: measurer))
        } catch {
            throw DataError(error.description)
        }
        do {
            try PNGWriter.write(bitmap, to: path)
        } catch {
            output.standardError += "typescale specimen: \(error)\n"
            return ExitStatus.cannotCreate
        }
        output.standardOutput +=
            "\(path): \(bitmap.width) × \(bitmap.height) pixels, "
            + "\(specimen.styles.count) style\(specimen.styles.count == 1 ? "" : "s") × "
            + "\(specimen.categories.count) categor\(specimen.categories.count == 1 ? "y" : "ies") "
            + "of the \(scale.name) scale at \(format(displayScale))x\n"
        return ExitStatus.success
    }
}
