import DynamicType
import PackageSupport

/// `typescale scale`: what `UIFontMetrics` makes of a value or a font size at each category.
enum ScaleCommand: Command {
    static let name = "scale"
    static let abstract = "Scale a value (and a font size) with a text style, as UIFontMetrics does on a device."
    static let options = ScaleSelection.options + ["style", "category", "display-scale", "font-size", "max", "format"]
    static let flags = ["all"]

    static let help = """
        USAGE: typescale scale VALUE --style STYLE [--category C | --all] [--display-scale 1|2|3]
                               [--font-size N [--max N]] [--platform P | --scale FILE] [--format text|json]

        \(abstract)
        The factor is the style's line height at the category over its line height at the default category
        (body at AX5: 62/22); scaled values round to the display's pixel grid, font sizes to whole points.

        ARGUMENTS:
          VALUE               the value to scale, in points (e.g. a spacing of 16)

        OPTIONS:
          --style STYLE       the text style to scale with (body, headline, largeTitle …)
          --category C        one category (AX5, xxxLarge, UICTContentSizeCategoryL …)
          --all               every category the scale defines (the default)
          --display-scale N   1, 2 or 3 pixels per point (default: 3)
          --font-size N       also scale a font of this size, as scaledFont(for:maximumPointSize:)
          --max N             the maximum point size for --font-size (0: no maximum; the default)
        \(ScaleSelection.help)
          --format F          text (default) or json
          -h, --help          show this help

        EXAMPLES:
          typescale scale 17 --style body --category AX5
          typescale scale 16 --style headline --font-size 17 --max 28 --display-scale 2
        """

    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ arguments: ParsedArguments, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty
                ? "'typescale scale' needs a VALUE to scale, e.g. 'typescale scale 16 --style body'"
                : "'typescale scale' takes one VALUE, got \(arguments.positionals.count): "
                    + arguments.positionals.joined(separator: " "))
        }
        let value = try ArgumentValues.number(arguments.positionals[0], option: "VALUE")
        let scale = try ScaleSelection.scale(from: arguments)
        guard let styleName = arguments.value("style") else {
            throw UsageError("'typescale scale' needs --style, one of " + scale.styles.map(\.name).joined(separator: ", "))
        }
        let metrics: FontMetrics
        do {
            metrics = try FontMetrics(forTextStyle: TextStyle(name: styleName), in: scale)
        } catch {
            throw UsageError("--style: " + error.problems.map(\.description).joined(separator: "; "))
        }
        if arguments.has("all") && arguments.value("category") != nil {
            throw UsageError("--category and --all cannot be used together; give one")
        }
        let categories = try arguments.value("category") { text throws(UsageError) in
            [try ArgumentValues.category(text, option: "--category")]
        } ?? scale.categories
        let displayScale = try arguments.value("display-scale") { text throws(UsageError) in
            guard let scale = Int(text), [1, 2, 3].contains(scale) else {
                throw UsageError("--display-scale: '\(text)' is not 1, 2 or 3")
            }
            return Double(scale)
        } ?? TraitCollection.defaultDisplayScale
        let fontSize = try arguments.value("font-size") { text throws(UsageError) in
            try ArgumentValues.number(text, option: "--font-size", in: 0.01...100_000)
        }
        let maximum = try arguments.value("max") { text throws(UsageError) in
            try ArgumentValues.number(text, option: "--max", in: 0...100_000)
        }
        if maximum != nil && fontSize == nil { throw UsageError("--max applies to --font-size; give --font-size too") }
        let format: Format = try arguments.value("format") { text throws(UsageError) in
            try ArgumentValues.choice(text, option: "--format")
        } ?? .text

        let results = try categories.map { category in
            let traits = TraitCollection(preferredContentSizeCategory: category, displayScale: displayScale)
            let font = try fontSize.map {
                try metrics.scaledFont(for: .system(size: $0), maximumPointSize: maximum ?? 0, compatibleWith: traits)
            }
            return ScaleResult(
                category: category, factor: metrics.scaleFactor(for: category),
                value: metrics.scaledValue(for: value, compatibleWith: traits), fontSize: font?.pointSize)
        }
        let report = ScaleReport(
            style: metrics.textStyle, scaleName: scale.name, value: value, displayScale: displayScale,
            fontSize: fontSize, maximumPointSize: maximum, results: results)
        output.standardOutput += format == .json ? report.json : report.text
        return ExitStatus.success
    }
}

/// One category's line of `typescale scale`.
struct ScaleResult {
    var category: ContentSizeCategory
    var factor: Double
    var value: Double
    var fontSize: Double?
}

/// Everything `typescale scale` prints.
struct ScaleReport {
    var style: TextStyle
    var scaleName: String
    var value: Double
    var displayScale: Double
    var fontSize: Double?
    var maximumPointSize: Double?
    var results: [ScaleResult]

    var text: String {
        var heading = "\(format(value)) pt scaled with \(style) (\(scaleName)) on a \(format(displayScale))x display"
        if let fontSize {
            heading += "; font \(format(fontSize)) pt"
            if let maximumPointSize, maximumPointSize > 0 { heading += ", max \(format(maximumPointSize)) pt" }
        }
        var rows = [["category", "factor", "value"] + (fontSize == nil ? [] : ["font"])]
        for result in results {
            rows.append(
                [result.category.dynamicTypeSizeName, format(result.factor, decimals: 4), format(result.value)]
                    + (result.fontSize.map { [format($0)] } ?? []))
        }
        return TextTable(rows, rightAligned: 1...).render(title: heading)
    }

    var json: String {
        var members: [(String, JSONValue)] = [
            ("style", .string(style.name)), ("scale", .string(scaleName)), ("value", .number(value)),
            ("displayScale", .number(displayScale)),
        ]
        if let fontSize { members.append(("fontSize", .number(fontSize))) }
        if let maximumPointSize { members.append(("maximumPointSize", .number(maximumPointSize))) }
        members.append(("results", .array(results.map { result in
            var fields: [(String, JSONValue)] = [
                ("category", .string(result.category.dynamicTypeSizeName)), ("factor", .number(result.factor)),
                ("scaledValue", .number(result.value)),
            ]
            if let size = result.fontSize { fields.append(("scaledFontSize", .number(size))) }
            return .object(fields)
        })))
        return JSONValue.object(members).serialized() + "\n"
    }
}
