import DynamicType
import PackageSupport
import TextMeasurement
import TextRendering

/// `typescale specimen`: a PNG of a type scale, every style at its size, weight and leading.
enum SpecimenCommand: Command {
    static let name = "specimen"
    static let abstract = "Draw a type specimen as PNG: every text style at its size, weight and leading."
    static let categories = Option(
        "categories", "LIST", .categories,
        help: "categories: names, ranges (XS...XXXL, AX1...) or 'all' (default: xSmall, large, xxxLarge, "
            + "accessibility5 — those the scale has)")
    static let styles = Option(
        "styles", "LIST", .styleNames, help: "styles, comma-separated (default: all of the scale's)")
    static let style = Option(
        "style", "S", .nonEmpty("a text style's name"),
        help: "one style at every category (or those of --categories), a row each")
    static let font = Option(
        "font", "FAMILY", .nonEmpty("a font family name"),
        help: "an installed font family (default: the system font, a stand-in for SF Pro: see --system-font)")
    static let fontFile = Option(
        "font-file", "PATH", .nonEmpty("the path of a font file"),
        help: "a TrueType, OpenType or collection file; --face-index N picks a face in a collection")
    static let faceIndex = Option(
        "face-index", "N", .integer("a face index of 0 or more", in: 0...0xFFFF_FFFF),
        help: "the face in a collection file (default: 0)")
    static let text = Option(
        "text", "TEXT", .nonEmpty("a sample text (leave --text out for the styles' names)"),
        help: "the sample text (default: each style's name, \"Large Title\", \"Body\" …)")
    static let displayScale = Option(
        "display-scale", "N", .oneOf([1, 2, 3], accepted: "1, 2 or 3"), help: "1, 2 or 3 pixels per point (default: 2)")
    static let out = Option(
        "out", "FILE", ValueReader<String>.nonEmpty("a file name, such as specimen.png").map { $0.hasSuffix("/") ? nil : $0 },
        help: "the PNG to write (default: specimen.png); written whole or not at all")

    static let options: [any OptionDeclaration] =
        ScaleSelection.options + [
            categories, styles, style, font, fontFile, faceIndex, MeasurerOptions.systemFont, MeasurerOptions.fontFolder,
            text, displayScale, out,
        ]

    static var help: HelpText {
        HelpText(
            usage: """
                typescale specimen [--platform P | --scale FILE] [--categories LIST] [--styles LIST | --style S]
                                          [--font FAMILY | --font-file PATH [--face-index N]] [--text TEXT]
                                          [--display-scale 1|2|3] [--out FILE.png]
                """,
            discussion: abstract + """

                Styles are rows and categories columns; each sample sits on its line box (a one-line sample's is the
                font's own height; the style's leading sets the lines after the first) with its baseline, labelled
                size/leading. With --style, one style at every category of the scale, a row each.
                Text is set by the same measurer as 'typescale measure' (HarfBuzz, fallback fonts from fontconfig) and
                drawn with FreeType, unhinted and anti-aliased.
                """,
            options: options,
            exitStatus: "0 written; 64 the command line is wrong; 65 a scale file or font is unusable; 66 one cannot "
                + "be opened; 73 the file cannot be written, or the picture would be too large to be one",
            examples: [
                "typescale specimen --out Docs/specimen.png",
                "typescale specimen --style body --text \"Add to Cart\" --out body.png",
                "typescale specimen --platform watchos --categories all --font \"DejaVu Sans\"",
            ])
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError(
                "'typescale specimen' takes no arguments, got '\(arguments.positionals[0])'; "
                    + "give the sample text with --text")
        }
        let scale = try ScaleSelection.scale(from: arguments)
        try arguments.checkExclusive(Self.style, Self.styles)
        try arguments.checkExclusive(Self.font, Self.fontFile)
        try arguments.check(Self.faceIndex, needs: Self.fontFile)
        let single = try arguments.value(Self.style).map { name throws(UsageError) -> TextStyle in
            guard !name.contains(",") else { throw UsageError("--style takes one style; use --styles for several") }
            guard let style = scale.style(named: name) else {
                throw UsageError("--style: the \(scale.name) scale has no style '\(name)'; it has "
                    + scale.styles.map(\.name).joined(separator: ", ")
                    + Suggestion.clause(for: name, among: scale.styles.map(\.name)))
            }
            return style
        }
        let styles = try single.map { [$0] } ?? ScaleSelection.styles(Self.styles, from: arguments, in: scale)
        let categories = try ScaleSelection.categories(Self.categories, from: arguments, in: scale)
            ?? (single != nil ? scale.categories : nil)
        let displayScale = try arguments.value(Self.displayScale) ?? 2
        let faceIndex = try arguments.value(Self.faceIndex) ?? 0
        let sample = try arguments.value(Self.text)
        let path = try arguments.value(Self.out) ?? "specimen.png"

        let measurer = try MeasurerOptions.measurer(arguments)
        let font: FontSource = try arguments.value(Self.fontFile).map { .file(path: $0, faceIndex: faceIndex) }
            ?? arguments.value(Self.font).map { .family($0) } ?? .system
        let family: String
        do throws(MeasurementError) {
            let resolved = try measurer.resolve(LabelFont(.fixed(17), source: font))
            family = resolved.face.family
            if let match = resolved.substitution, case .family(let requested, _) = font {
                output.standardError +=
                    "typescale specimen: note: font family '\(requested)' is not installed; "
                    + "drawn with '\(match.family)' instead\n"
            }
        } catch {
            throw InputError.reporting(error)
        }
        let specimen = TypeSpecimen(
            scale: scale, styles: styles, categories: categories, font: font, text: sample,
            arrangement: single == nil ? .stylesByCategory : .categoriesByStyle, displayScale: displayScale,
            title: "\(scale.name) type scale in \(family)")
        let bitmap: Bitmap
        do {
            bitmap = try specimen.render(with: TextRenderer(measurer: measurer))
        } catch {
            // A picture too large to be a bitmap is an output that cannot be made, as one that cannot be written.
            guard ExitStatus.drawing(error) == ExitStatus.cannotCreate else { throw DataError(error.description) }
            output.standardError += "typescale specimen: \(error)\n"
            return ExitStatus.cannotCreate
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
            + "of the \(scale.name) scale at \(decimal(displayScale))x\n"
        return ExitStatus.success
    }
}
