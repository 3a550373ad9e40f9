import DynamicType
import PackageSupport
import TextMeasurement

/// A question about a label: does its text fit `numberOfLines` lines of `width` points at each content-size category?
///
/// A check measures the text twice per category, as a `UILabel` would lay it out: with no line limit, to find the
/// lines it needs, and with ``numberOfLines``, to find where it is cut. ``run(using:)`` answers with a ``FitResult``:
/// one ``FitReport`` per category.
///
/// ```swift
/// let result = try FitCheck("Add to Cart", style: .body, width: 160, numberOfLines: 2).run()
/// result.failingCategories   // e.g. [.accessibility5]
/// result.message             // "Add to Cart" needs 3 lines at AX5 (max 2) at 160 pt, body
/// ```
///
/// Fitting follows UIKit: `numberOfLines` 0 is no limit, so every text fits; a word wider than the
/// line is broken between grapheme clusters and still fits, as a label breaks it.
public struct FitCheck: Equatable, Sendable {
    /// The label: text, font size and font.
    public var label: FitLabel
    /// The label's width in points, a finite number ≥ 0.
    public var width: Double
    /// The most lines, as `UILabel.numberOfLines`; 0 for no limit.
    public var numberOfLines: Int
    /// The categories to check; checked (and reported) in ascending order, each once.
    public var categories: [ContentSizeCategory]
    /// How lines break and how a cut last line ends; `UILabel`'s default is `.byTruncatingTail`.
    public var lineBreakMode: LineBreakMode
    /// UIKit's adjustments to greedy breaking; a label's default is `.standard`.
    public var lineBreakStrategy: LineBreakStrategy
    /// The language, as a BCP 47 tag, for line breaking and shaping; `nil` for the root locale.
    public var language: String?
    /// Pixels per point of the display that rounded sizes are rounded up for.
    public var displayScale: Double

    /// A check of a label.
    ///
    /// - Parameters:
    ///   - label: The text, its font size and its font.
    ///   - width: The label's width in points.
    ///   - numberOfLines: The most lines; 0 for no limit.
    ///   - categories: The categories to check; all twelve by default.
    ///   - lineBreakMode: How lines break and end.
    ///   - lineBreakStrategy: UIKit's adjustments to greedy breaking.
    ///   - language: A BCP 47 tag for line breaking and shaping.
    ///   - displayScale: 1, 2 or 3.
    public init(
        label: FitLabel, width: Double, numberOfLines: Int,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
        language: String? = nil, displayScale: Double = 3
    ) {
        self.label = label
        self.width = width
        self.numberOfLines = numberOfLines
        self.categories = categories
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy
        self.language = language
        self.displayScale = displayScale
    }

    /// A check of `text` in a text style of a type scale.
    public init(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, numberOfLines: Int,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            label: FitLabel(text, style: style, in: scale, font: font), width: width, numberOfLines: numberOfLines,
            categories: categories, lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }

    /// A check of `text` in a text style, at the categories of a range (`...(.extraExtraExtraLarge)`,
    /// `.large...`, `.small ... .accessibility2`).
    public init(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, numberOfLines: Int,
        categories: some RangeExpression<ContentSizeCategory>, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            text, style: style, in: scale, width: width, numberOfLines: numberOfLines,
            categories: Self.categories(in: categories), font: font, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy)
    }

    /// A check of `text` at a fixed or scaled size (`size: 17`, `size: .scaled(17, relativeTo: .body)`).
    public init(
        _ text: String, size: FontSize, width: Double, numberOfLines: Int,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            label: FitLabel(text, size: size, font: font), width: width, numberOfLines: numberOfLines,
            categories: categories, lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }

    /// A check of `text` at a fixed or scaled size, at the categories of a range.
    public init(
        _ text: String, size: FontSize, width: Double, numberOfLines: Int,
        categories: some RangeExpression<ContentSizeCategory>, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            text, size: size, width: width, numberOfLines: numberOfLines, categories: Self.categories(in: categories),
            font: font, lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }

    /// The categories of a range, ascending: `...(.extraExtraExtraLarge)` is XS … XXXL.
    public static func categories(in range: some RangeExpression<ContentSizeCategory>) -> [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter { range.contains($0) }
    }

    /// Measures the label at every category and reports how it fits.
    ///
    /// - Parameter measurer: The measurer; `nil` uses `TextMeasurer.shared`, one over the pinned font set for the
    ///   whole process.
    /// - Returns: One report per category, ascending.
    /// - Throws: `MeasurementError.invalidValue` for a width that is negative, infinite or NaN, a negative line limit,
    ///   no categories, a size out of range or a style the scale lacks; the measurer's errors (a family not installed
    ///   in strict mode, a font file that does not load, no fonts at all).
    public func run(using measurer: TextMeasurer? = nil) throws(MeasurementError) -> FitResult {
        guard width.isFinite && width >= 0 else {
            throw .invalidValue(name: "width", value: "\(width)", accepted: "a finite number of points ≥ 0")
        }
        guard numberOfLines >= 0 else {
            throw .invalidValue(name: "max lines", value: "\(numberOfLines)", accepted: "0 (no limit) or more")
        }
        let categories = Set(self.categories).sorted()
        guard !categories.isEmpty else {
            throw .invalidValue(name: "categories", value: "[]", accepted: "at least one content-size category")
        }
        let measurer = measurer ?? .shared
        var configuration = LabelConfiguration(
            width: width, numberOfLines: 0, lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy,
            displayScale: displayScale, language: language)
        let unlimited = try label.measured(at: categories, label: configuration, measurer: measurer)
        // With the limit, a layout that needs no more lines than allowed is the same layout: only the categories
        // where the text overflows are laid out again (truncated).
        let overflowing =
            numberOfLines == 0 ? [] : unlimited.indices.filter { unlimited[$0].layout.lineCount > numberOfLines }
        var truncated: [(category: ContentSizeCategory, layout: TextLayout)] = []
        if !overflowing.isEmpty {
            configuration.numberOfLines = numberOfLines
            truncated = try label.measured(
                at: overflowing.map { categories[$0] }, label: configuration, measurer: measurer)
        }
        var next = 0  // the next of `truncated`
        let reports = unlimited.indices.map { index in
            let needed = unlimited[index].layout
            let shown: TextLayout
            if next < overflowing.count && overflowing[next] == index {
                shown = truncated[next].layout
                next += 1
            } else {
                shown = needed.limited(toLines: numberOfLines)
            }
            return FitReport(
                category: unlimited[index].category, pointSize: needed.font.pointSize, numberOfLines: numberOfLines,
                text: label.text, layout: shown, unlimitedLayout: needed)
        }
        return FitResult(check: self, reports: reports)
    }
}

extension FitCheck: CustomStringConvertible {
    /// The check in words: `"Add to Cart" in 2 lines of 160 pt, body`.
    public var description: String {
        let lines =
            numberOfLines == 0 ? "any number of lines" : numberOfLines == 1 ? "1 line" : "\(numberOfLines) lines"
        return "\(QuotedText.of(label.text)) in \(lines) of \(FitMessage.points(width)), \(label.fontDescription)"
    }
}
