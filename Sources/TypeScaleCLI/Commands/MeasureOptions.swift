import BatchMeasurement
import DynamicType
import PackageSupport
import TextMeasurement

/// The options of `typescale measure`, declared once: the command line reads them by name (`--line-height`), a batch
/// request by their JSON key (`lineHeight`), each through the same reader, so a value is accepted or refused, with the
/// same message, whichever way it comes.
enum MeasureOptions {
    private typealias Field = MeasureRequest.Field

    static let font = Option(
        Field.font, "FAMILY",
        help: "an installed font family (default: the system font, a stand-in for SF Pro: see --system-font)")
    static let strict = Flag("strict", help: "with --font: a family that is not installed is an error, not substituted")
    static let fontFile = Option(
        Field.fontFile, "PATH",
        help: "a TrueType, OpenType or collection file; characters it lacks still fall back to the pinned font set")
    static let faceIndex = Option(Field.faceIndex, "N", help: "the face in a collection file (default: 0)")
    static let style = Option(
        Field.style, "S",
        help: "a text style of the iOS type scale (body, headline, largeTitle …): it sets the size, weight, line "
            + "height (its leading) and tracking")
    static let category = Option(
        Field.category, "C", help: "the content-size category for --style (xSmall … AX5; default: large)")
    static let allCategories = Flag("all-categories", help: "with --style: measure at every category, one row each")
    static let size = Option(Field.size, "N", help: "the point size, 0.01 to 100000 (default: 17)")
    static let weight = Option(
        Field.weight, "W", help: "the weight for --size: ultraLight … black, or 100 … 900 (default: regular)")
    static let width = Option(
        Field.width, "N", help: "the label's width in points, 0 to 1000000000 (default: no limit)")
    static let numberOfLines = Option(Field.numberOfLines, "N", help: "numberOfLines; 0 for no limit (default: 1)")
    static let lineBreakMode = Option(
        Field.lineBreakMode, "M",
        help: "lineBreakMode: " + LineBreakMode.names.map(\.name).joined(separator: ", ") + " (default: byTruncatingTail)")
    static let lineBreakStrategy = Option(
        Field.lineBreakStrategy, "S",
        help: "lineBreakStrategy: " + LineBreakStrategy.names.map(\.name).joined(separator: ", ") + " (default: standard)")
    static let lineHeight = Option(
        Field.lineHeight, "H",
        help: "natural (the default), a height in points (22) or a multiple of natural (x1.2)")
    static let displayScale = Option(Field.displayScale, "N", help: "1, 2 or 3 pixels per point (default: 3)")
    static let language = Option(
        Field.language, "TAG", help: "a BCP 47 language tag for line breaking and fallback fonts (th, ja, zh-Hant …)")
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
        font, strict, fontFile, faceIndex, style, category, allCategories, size, weight, width, numberOfLines,
        lineBreakMode, lineBreakStrategy, lineHeight, displayScale, language,
    ]

}
