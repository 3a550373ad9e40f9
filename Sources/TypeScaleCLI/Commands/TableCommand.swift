import DynamicType

/// `typescale table`: prints a type scale in one of several formats.
enum TableCommand: Command {
    static let name = "table"
    static let abstract = "Print a type scale: every text style's size, leading and weight per content-size category."
    static let options = ScaleSelection.options + ["styles", "categories", "format"]
    static let flags: [String] = []

    static let help = """
        USAGE: typescale table [--platform P | --scale FILE] [--styles LIST] [--categories LIST] [--format F]

        \(abstract)

        OPTIONS:
        \(ScaleSelection.help)
          --styles LIST       styles to print, comma-separated (default: all of the scale's)
          --categories LIST   categories: names (xSmall, XL, accessibility1 …), ranges (XS...XXXL, AX1...) or
                              'all', comma-separated (default: all the scale defines)
          --format F          text (default), markdown, csv, json (a scale file --scale reads back), css (custom
                              properties per category), tokens (W3C design tokens), swift (source to paste)
          -h, --help          show this help

        EXAMPLES:
          typescale table
          typescale table --styles body,headline --categories L,AX1...AX5 --format markdown
          typescale table --format json > ios.json && typescale table --scale ios.json
        """

    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'typescale table' takes no arguments, got '\(arguments.positionals[0])'; see --help")
        }
        let scale = try ScaleSelection.scale(from: arguments)
        let styles = try arguments.value("styles") { text throws(UsageError) in
            try ArgumentValues.styles(text, option: "--styles", in: scale)
        } ?? scale.styles
        let format: TableFormat = try arguments.value("format") { text throws(UsageError) in
            try ArgumentValues.choice(text, option: "--format")
        } ?? .text
        var categories = scale.categories
        if let requested = try arguments.value("categories", { text throws(UsageError) in
            try ArgumentValues.categories(text, option: "--categories")
        }) {
            categories = requested.filter(scale.categories.contains)
            guard !categories.isEmpty else {
                throw UsageError("--categories: the \(scale.name) scale defines none of those; it has "
                    + scale.categories.map(\.dynamicTypeSizeName).joined(separator: ", "))
            }
        }
        output.standardOutput += try format.render(ScaleTable(scale: scale, styles: styles, categories: categories))
        return ExitStatus.success
    }
}
