import DynamicType
import PackageSupport
import TextMeasurement

/// The options of `typescale measure`, declared once: the command line reads them by name (`--line-height`), a batch
/// request by their JSON key (`lineHeight`), each through the same reader, so a value is accepted or refused, with the
/// same message, whichever way it comes.
enum MeasureOptions {
    /// The type scale `--style` and `--category` read.
    static let scale = TypeScale.iOS

    static let font = Option(
        "font", "FAMILY", .nonEmpty("a font family name"),
        help: "an installed font family (default: the system font, a stand-in for SF Pro: see --system-font)", jsonKey: "font")
    static let strict = Flag("strict", help: "with --font: a family that is not installed is an error, not substituted")
    static let fontFile = Option(
        "font-file", "PATH", .nonEmpty("the path of a font file"),
        help: "a TrueType, OpenType or collection file; characters it lacks still fall back to the system's fonts",
        jsonKey: "fontFile")
    static let faceIndex = Option(
        "face-index", "N", .integer("a face index of 0 or more", in: 0...0xFFFF_FFFF),
        help: "the face in a collection file (default: 0)", jsonKey: "faceIndex")
    static let style = Option(
        "style", "S", .style(in: scale),
        help: "a text style of the iOS type scale (body, headline, largeTitle …): it sets the size, weight, line "
            + "height (its leading) and tracking", jsonKey: "style")
    static let category = Option(
        "category", "C", .category, help: "the content-size category for --style (xSmall … AX5; default: large)",
        jsonKey: "category")
    static let allCategories = Flag("all-categories", help: "with --style: measure at every category, one row each")
    static let size = Option(
        "size", "N", .number("a point size from 0.01 to 100000", in: 0.01...100_000),
        help: "the point size, 0.01 to 100000 (default: 17)", jsonKey: "size")
    static let weight = Option(
        "weight", "W", .weight, help: "the weight for --size: ultraLight … black, or 100 … 900 (default: regular)",
        jsonKey: "weight")
    /// A width's number, read by ``width`` (made once: every request reads it).
    private static let widthNumber = ValueReader<Double>.number("", in: 0...1e9)
    /// A width in points; in a batch request also `null`, no limit.
    static let width = Option(
        "width", "N",
        ValueReader<Double?>(
            accepted: "a width in points from 0 to 1000000000 (in a batch, null for no limit)",
            text: { widthNumber.text($0).map { .some($0) } },
            json: { value in
                if case .null = value { return .some(nil) }
                return widthNumber.json(value).map { .some($0) }
            }),
        help: "the label's width in points, 0 to 1000000000 (default: no limit)", jsonKey: "width")
    static let lines = Option(
        "lines", "N", .integer("a whole number of lines ≥ 0 (0: no limit)", in: 0...1_000_000_000),
        help: "numberOfLines; 0 for no limit (default: 1)", jsonKey: "lines")
    static let mode = Option(
        "mode", "M", .lineBreakMode,
        help: "lineBreakMode: " + LineBreakMode.names.map(\.name).joined(separator: ", ") + " (default: byTruncatingTail)",
        jsonKey: "mode")
    static let strategy = Option(
        "strategy", "S", .lineBreakStrategy,
        help: "lineBreakStrategy: " + LineBreakStrategy.names.map(\.name).joined(separator: ", ") + " (default: standard)",
        jsonKey: "strategy")
    static let lineHeight = Option(
        "line-height", "H", .lineHeight,
        help: "natural (the default), a height in points (22) or a multiple of natural (x1.2)", jsonKey: "lineHeight")
    static let displayScale = Option(
        "display-scale", "N", .oneOf([1, 2, 3], accepted: "1, 2 or 3"), help: "1, 2 or 3 pixels per point (default: 3)",
        jsonKey: "displayScale")
    static let language = Option(
        "language", "TAG", .languageTag,
        help: "a BCP 47 language tag for line breaking and fallback fonts (th, ja, zh-Hant …)", jsonKey: "language")
    static let format = Option("format", "F", ValueReader<MeasureResultFormat>.choice, help: "text (default) or json")
    static let png = Option(
        "png", "FILE", .nonEmpty("a file name, such as layout.png"),
        help: "also draw the layout as PNG at its size and display scale: the label's frame, the wrap width, each "
            + "line's box and baseline, where it is truncated and, when it is, the whole text's lines beyond the limit "
            + "(with --all-categories, one panel each)")
    static let jobs = Option(
        "jobs", "N", .integer("a whole number ≥ 1", in: 1...4096),
        help: "with --batch FILE: measuring threads (default: one per core); answers keep the requests' order")
    static let batch = Option(
        "batch", "FILE", .nonEmpty("a file, or - for standard input"),
        help: "measure many requests: JSON Lines in ('-' for standard input), one result per line out; exit 65 if "
            + "any line failed (see Docs/measure-json.md)")

    /// What a request is made of, in the order help lists it.
    static let request: [any OptionDeclaration] = [
        font, strict, fontFile, faceIndex, style, category, allCategories, size, weight, width, lines, mode, strategy,
        lineHeight, displayScale, language,
    ]

    /// The fields a batch request may have: `text`, the request's options that have a JSON key, then `id`.
    static let batchKeys: [String] = ["text"] + request.compactMap(\.jsonKey) + ["id"]
}

/// An option a batch request can give by key (its ``OptionDeclaration/jsonKey``): an ``Option``, never a ``Flag``.
protocol KeyedOption: OptionDeclaration {}

extension Option: KeyedOption {}
