import DynamicType
import PackageSupport

/// `typescale scale`: what `UIFontMetrics` makes of a value or a font size at each category.
enum ScaleCommand: Command {
    static let name = "scale"
    static let abstract = "Scale a value (and a font size) with a text style, as UIFontMetrics does on a device."
    static let style = Option(
        "style", "S", .nonEmpty("a text style's name"), help: "the text style to scale with (body, headline, largeTitle …)")
    static let category = Option(
        "category", "C", .category, help: "one category (AX5, xxxLarge, UICTContentSizeCategoryL …)")
    static let allCategories = Flag(
        "all-categories", help: "every category the scale defines (the default)", formerNames: ["all"])
    static let displayScale = Option(
        "display-scale", "N", .oneOf([1, 2, 3], accepted: "1, 2 or 3"), help: "1, 2 or 3 pixels per point (default: 3)")
    static let fontSize = Option(
        "font-size", "N", .number("a point size from 0.01 to 100000", in: 0.01...100_000),
        help: "also scale a font of this size, as scaledFont(for:maximumPointSize:)")
    static let maximum = Option(
        "max", "N", .number("a point size from 0 to 100000", in: 0...100_000),
        help: "the maximum point size for --font-size (0: no maximum; the default)")
    static let format = Option("format", "F", ValueReader<Format>.choice, help: "text (default) or json")

    static let options: [any OptionDeclaration] =
        [style, category, allCategories, displayScale, fontSize, maximum] + ScaleSelection.options + [format]

    /// VALUE: a decimal number of points, within what keeps every scaled result a finite number (a billion points is
    /// a thousand kilometres of screen).
    private static let value = ValueReader<Double>.number(
        "a number of points from -1000000000 to 1000000000", in: -1e9...1e9)

    static var help: HelpText {
        HelpText(
            usage: """
                typescale scale VALUE --style S [--category C | --all-categories] [--display-scale 1|2|3]
                                       [--font-size N [--max N]] [--platform P | --scale FILE] [--format text|json]
                """,
            discussion: abstract + """

                The factor is the style's line height at the category over its line height at the default category
                (body at AX5: 62/22); scaled values round to the display's pixel grid, font sizes to whole points.
                """,
            arguments: [("VALUE", "the value to scale, in points (e.g. a spacing of 16)")], options: options,
            exitStatus: "0 scaled; 64 the command line is wrong; 65 the scale file is unusable; 66 it cannot be opened",
            examples: [
                "typescale scale 17 --style body --category AX5",
                "typescale scale 16 --style headline --font-size 17 --max 28 --display-scale 2",
            ])
    }

    enum Format: String, CaseIterable {
        case text, json
    }

    static func run(_ arguments: ParsedArguments, process: ProcessHooks, output: inout CommandOutput) throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError(arguments.positionals.isEmpty
                ? "'typescale scale' needs a VALUE to scale, e.g. 'typescale scale 16 --style body'"
                : "'typescale scale' takes one VALUE, got \(arguments.positionals.count): "
                    + arguments.positionals.joined(separator: " "))
        }
        let text = arguments.positionals[0]
        guard let value = Self.value.text(text) else {
            throw UsageError("VALUE: " + Self.value.refusal(of: text))
        }
        let scale = try ScaleSelection.scale(from: arguments)
        guard let styleName = try arguments.value(Self.style) else {
            throw UsageError("'typescale scale' needs --style, one of " + scale.styles.map(\.name).joined(separator: ", "))
        }
        let metrics: FontMetrics
        do {
            metrics = try FontMetrics(forTextStyle: scale.style(named: styleName) ?? TextStyle(styleName), in: scale)
        } catch {
            throw UsageError(
                "--style: " + error.problems.map(\.description).joined(separator: "; ")
                    + Suggestion.clause(for: styleName, among: scale.styles.map(\.name)))
        }
        try arguments.checkExclusive(Self.category, Self.allCategories)
        let categories = try arguments.value(Self.category).map { [$0] } ?? scale.categories
        let displayScale = try arguments.value(Self.displayScale) ?? TraitCollection.defaultDisplayScale
        let fontSize = try arguments.value(Self.fontSize)
        let maximum = try arguments.value(Self.maximum)
        try arguments.check(Self.maximum, needs: Self.fontSize)
        let format = try arguments.value(Self.format) ?? .text

        let results = categories.map { category in
            let traits = TraitCollection(preferredContentSizeCategory: category, displayScale: displayScale)
            let font = fontSize.map {
                metrics.scaledFont(for: .system(size: $0), maximumPointSize: maximum ?? 0, compatibleWith: traits)
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
        var heading = "\(decimal(value)) pt scaled with \(style) (\(scaleName)) on a \(decimal(displayScale))x display"
        if let fontSize {
            heading += "; font \(decimal(fontSize)) pt"
            if let maximumPointSize, maximumPointSize > 0 { heading += ", max \(decimal(maximumPointSize)) pt" }
        }
        var rows = [["category", "factor", "value"] + (fontSize == nil ? [] : ["font"])]
        for result in results {
            rows.append(
                [result.category.dynamicTypeSizeName, decimal(result.factor, decimals: 4), decimal(result.value)]
                    + (result.fontSize.map { [decimal($0)] } ?? []))
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
