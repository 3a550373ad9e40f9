import DynamicType
import PackageSupport

/// `typescale table`: prints a type scale in one of several formats.
enum TableCommand: Command {
    static let name = "table"
    static let abstract = "Print a type scale: every text style's size, leading and weight per content-size category."

    static let styles = Option(
        "styles", "LIST", .styleNames, help: "styles to print, comma-separated (default: all of the scale's)")
    static let categories = Option(
        "categories", "LIST", .categories,
        help: "categories: names (xSmall, XL, accessibility1 …), ranges (XS...XXXL, AX1...) or 'all', comma-separated "
            + "(default: all the scale defines)")
    static let format = Option(
        "format", "F", ValueReader<TableFormat>.choice,
        help: "text (default), markdown, csv, json (a scale file --scale reads back), css (custom properties per "
            + "category), tokens (W3C design tokens), swift (source to paste)")

    static let options: [any OptionDeclaration] = ScaleSelection.options + [styles, categories, format]

    static var help: HelpText {
        HelpText(
            usage: "typescale table [--platform P | --scale FILE] [--styles LIST] [--categories LIST] [--format F]",
            discussion: abstract, options: options,
            exitStatus: "0 printed; 64 the command line is wrong; 65 the scale file is unusable; 66 it cannot be opened",
            examples: [
                "typescale table",
                "typescale table --styles body,headline --categories L,AX1...AX5 --format markdown",
                "typescale table --format json > ios.json && typescale table --scale ios.json",
            ])
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'typescale table' takes no arguments, got '\(arguments.positionals[0])'; see --help")
        }
        let scale = try ScaleSelection.scale(from: arguments)
        let table = ScaleTable(
            scale: scale, styles: try ScaleSelection.styles(styles, from: arguments, in: scale) ?? scale.styles,
            categories: try ScaleSelection.categories(categories, from: arguments, in: scale) ?? scale.categories)
        output.standardOutput += try (arguments.value(format) ?? .text).render(table)
        return ExitStatus.success
    }
}
