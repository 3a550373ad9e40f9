import DynamicType
import TextMeasurement

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
    var configuration: LabelConfiguration { layout.configuration }

    /// fontconfig's match, when it substituted another family for the one asked for.
    var substitution: FontMatch? {
        layout.font.substitution
    }

    /// A line's text: its UTF-16 range of the measured text (ranges fall on scalar boundaries: the measurer breaks
    /// lines between grapheme clusters).
    func text(of line: TextLayout.Line) -> String {
        let utf16 = text.utf16
        let count = utf16.count
        let range = line.range.clamped(to: 0..<count)
        if range == 0..<count { return text }
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
    }
}

/// Runs requests with the run's measurer (``SystemFontOption/measurer(_:)``: the process's shared one unless
/// `--system-font` is given; without fontconfig's fonts it still measures font files), resolving their fonts through
/// `fonts` (a batch's requests share them).
enum Measuring {
    static func measure(
        _ request: MeasureRequest, measurer: TextMeasurer, fonts: inout ResolvedFonts
    ) throws(MeasurementError) -> MeasureReport {
        let scale = MeasureOptions.scale
        switch request.sizing {
        case .points:
            let font = try fonts.font(for: request, at: nil, measurer: measurer)
            let layout = try measurer.measure(request.text, in: font, label: request.configuration)
            return .single(MeasuredText(text: request.text, layout: layout))

        case .style(let style, let category):
            let category = scale.resolvedCategory(category)
            let font = try fonts.font(for: request, at: category, measurer: measurer)
            let layout = try measurer.measure(request.text, in: font, label: request.configuration)
            return .single(MeasuredText(text: request.text, layout: layout, style: style, category: category))

        case .allCategories(let style):
            // One shaping for every category (per weight), through the library.
            let layouts = try measurer.measureAcrossCategories(
                request.text, font: .style(style, in: scale, source: request.font), label: request.configuration)
            return .allCategories(style, layouts.map {
                MeasuredText(text: request.text, layout: $0.layout, style: style, category: $0.category)
            })
        }
    }
}
