import BatchMeasurement
import DynamicType
import PackageSupport
import Reports
import TextMeasurement

/// How `typescale measure` prints a measured text: an aligned report, or JSON (documented in `Docs/measure-json.md`).
enum MeasureResultFormat: String, CaseIterable {
    case text, json

    /// The report, ending with a newline; the fonts fallbacks came from (``FontSetFingerprint``) last, when known.
    func render(_ report: MeasureReport, fontSet: FontSetFingerprint? = nil) -> String {
        switch (self, report) {
        case (.text, .single(let measured)):
            Self.text(measured, fontSet: fontSet)
        case (.text, .allCategories(let style, let results)):
            Self.text(style: style, results, fontSet: fontSet)
        case (.json, .single(let measured)):
            Self.json(MeasureAnswer.json(measured), fontSet: fontSet).serialized() + "\n"
        case (.json, .allCategories(let style, let results)):
            Self.json(
                .object([
                    ("style", .string(style.name)),
                    ("results", .array(results.map { MeasureAnswer.json($0, includingCategory: true) })),
                ]), fontSet: fontSet
            ).serialized() + "\n"
        }
    }

    /// `object` with a last member `"fontSet"` when there is one.
    private static func json(_ object: JSONValue, fontSet: FontSetFingerprint?) -> JSONValue {
        guard case .object(let members) = object, let fontSet else { return object }
        return .object(members + [("fontSet", fontSet.json)])
    }

    // MARK: - Text

    private static func text(_ measured: MeasuredText, fontSet: FontSetFingerprint?) -> String {
        let layout = measured.layout
        var summary = [["font", fontDescription(measured)]]
        if let fallbacks = fallbackDescription([measured]) { summary.append(["set in", fallbacks]) }
        if let style = measured.style, let category = measured.category {
            summary.append(["style", "\(style) at \(category.dynamicTypeSizeName) (iOS type scale)"])
        }
        summary += [
            ["label", labelDescription(measured.configuration, hasStyle: measured.style != nil)],
            ["size", "\(decimal(layout.size.width)) × \(decimal(layout.size.height)) pt"],
            ["rounded", "\(decimal(layout.roundedSize.width)) × \(decimal(layout.roundedSize.height)) pt "
                + "(\(decimal(measured.configuration.displayScale))x display)"],
            ["lines", String(layout.lineCount)],
            ["truncated", layout.isTruncated ? "yes" : "no"],
        ]
        if let fontSet { summary.append(["font set", fontSet.description]) }
        var report = TextTable(summary, rightAligned: 2...).render()
        guard !layout.lines.isEmpty else { return report }
        var rows = [["line", "location", "length", "width", "baseline"]]
        var texts = ["text"]
        for (index, line) in layout.lines.enumerated() {
            var text = measured.text(of: line)
            if line.hasEllipsis {
                switch measured.configuration.lineBreakMode {
                case .byTruncatingHead: text = "…" + text
                case .byTruncatingMiddle: text += "  (ellipsis in the middle)"
                default: text += "…"
                }
            }
            rows.append([
                String(index + 1), String(line.range.lowerBound), String(line.range.count), decimal(line.width),
                decimal(line.baseline),
            ])
            texts.append(text)
        }
        // Numbers right-aligned (every row then has the same length), the text after them, left-aligned.
        let numbers = TextTable(rows, rightAligned: 0...).render().split(separator: "\n")
        report += "\n" + zip(numbers, texts).map { $1.isEmpty ? $0 + "\n" : $0 + "  " + $1 + "\n" }.joined()
        return report
    }

    private static func text(style: TextStyle, _ results: [MeasuredText], fontSet: FontSetFingerprint?) -> String {
        guard let first = results.first else { return "" }
        var summary = [["font", fontDescription(first, withSize: false)]]
        if let fallbacks = fallbackDescription(results) { summary.append(["set in", fallbacks]) }
        summary.append(["style", "\(style) at every category of the iOS type scale"])
        summary.append(["label", labelDescription(first.configuration, hasStyle: true)])
        if let fontSet { summary.append(["font set", fontSet.description]) }
        var rows = [["category", "size", "lines", "width", "height", "truncated"]]
        for measured in results {
            rows.append([
                measured.category?.dynamicTypeSizeName ?? "", decimal(measured.size), String(measured.layout.lineCount),
                decimal(measured.layout.roundedSize.width), decimal(measured.layout.roundedSize.height),
                measured.layout.isTruncated ? "yes" : "no",
            ])
        }
        return TextTable(summary, rightAligned: 2...).render()
            + "\nwidths and heights rounded up to a \(decimal(first.configuration.displayScale))x display's pixels\n"
            + TextTable(rows, rightAligned: 1...).render()
    }

    private static func fontDescription(_ measured: MeasuredText, withSize: Bool = true) -> String {
        "\(measured.face.family) \(measured.face.style)" + (withSize ? ", \(decimal(measured.size)) pt" : "")
            + " (\(measured.face.path))"
    }

    /// The faces the texts are set in, when any is not the primary face (a fallback font set some of the text, or
    /// all of it): `Noto Sans CJK JP Regular, Noto Color Emoji Regular`; `nil` when the primary face set everything.
    private static func fallbackDescription(_ results: [MeasuredText]) -> String? {
        var faces: [FontFace] = []
        for measured in results {
            for face in measured.layout.faces where !faces.contains(where: { $0 === face }) { faces.append(face) }
        }
        guard let primary = results.first?.face, faces.contains(where: { $0 !== primary }) else { return nil }
        return faces.map { "\($0.family) \($0.style)" }.joined(separator: ", ")
    }

    private static func labelDescription(_ configuration: LabelConfiguration, hasStyle: Bool) -> String {
        let width = configuration.width.map { "width \(decimal($0))" } ?? "no width limit"
        let lines = configuration.numberOfLines == 0 ? "any number of lines"
            : "\(configuration.numberOfLines) line\(configuration.numberOfLines == 1 ? "" : "s")"
        let lineHeight: String
        switch configuration.lineHeight {
        case _ where hasStyle: lineHeight = "the style's leading"
        case .natural: lineHeight = "natural line height"
        case .fixed(let points): lineHeight = "line height \(decimal(points))"
        case .afterFirstLine(let points): lineHeight = "line height \(decimal(points)) after the first line"
        case .multiple(let factor): lineHeight = "line height x\(decimal(factor))"
        }
        return [
            width, lines, configuration.lineBreakMode.rawValue,
            configuration.lineBreakStrategy.name + " strategy", lineHeight,
        ].joined(separator: ", ") + (configuration.language.map { ", language \($0)" } ?? "")
    }
}
