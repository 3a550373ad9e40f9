import DynamicType
import PackageSupport
import TextMeasurement

/// Whether two labels fit side by side in a row — a horizontal stack of `leading`, `spacing`, `trailing` — at each
/// content-size category, and from which category they should stack vertically instead.
///
/// Each label is measured on one line with no width limit (its intrinsic width, rounded up to the display's pixel
/// grid, as Auto Layout sees `intrinsicContentSize`). They fit side by side while
/// `leading + spacing + trailing ≤ width`.
///
/// This is the answer from measuring alone, for code that links no layout engine. DynamicTypeLayout's
/// `SideBySideLayout`, which `expectFitsSideBySide` and `XCTAssertFitsSideBySide` use, lays the row out as a stack view
/// instead: which label gives way and is truncated, its frames, and whether the labels fit stacked.
///
/// ```swift
/// let row = try SideBySideFit(FitLabel("Price", style: .body), FitLabel("Add to Cart", style: .headline),
///                             spacing: 8, width: 343)
/// row.firstStackingCategory     // .accessibility4 in the system font
/// row.suggestedStackAxisRule    // StackAxisRule(verticalThreshold: .accessibility4, stacksInCompactWidth: false)
/// ```
public struct SideBySideFit: Equatable, Sendable {
    /// The two labels' widths at one category.
    public struct Row: Hashable, Sendable {
        /// The category.
        public var category: ContentSizeCategory
        /// The leading label's one-line width, rounded up to the pixel grid.
        public var leadingWidth: Double
        /// The trailing label's one-line width, rounded up to the pixel grid.
        public var trailingWidth: Double
        /// The row's width: both labels and the spacing between them.
        public var totalWidth: Double
        /// Whether the row fits the available width.
        public var fits: Bool
    }

    /// The label on the leading side.
    public let leading: FitLabel
    /// The label on the trailing side.
    public let trailing: FitLabel
    /// The space between the labels, in points.
    public let spacing: Double
    /// The width available to the row, in points.
    public let width: Double
    /// One row per category checked, ascending.
    public let rows: [Row]

    /// Measures both labels at each category.
    ///
    /// - Parameters:
    ///   - leading: The label on the leading side.
    ///   - trailing: The label on the trailing side.
    ///   - spacing: The space between them (a stack's `spacing`), a finite number ≥ 0.
    ///   - width: The width available to both, a finite number ≥ 0.
    ///   - categories: The categories to check; all twelve by default.
    ///   - displayScale: The pixels per point widths are rounded up for.
    ///   - measurer: The measurer; `nil` uses `TextMeasurer.shared`.
    /// - Throws: `MeasurementError.invalidValue` for a spacing or width that is negative, infinite or NaN, or no
    ///   categories; the measurer's errors.
    public init(
        _ leading: FitLabel, _ trailing: FitLabel, spacing: Double, width: Double,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, displayScale: Double = 3,
        measurer: TextMeasurer? = nil
    ) throws(MeasurementError) {
        for (name, value) in [("spacing", spacing), ("width", width)] where !(value.isFinite && value >= 0) {
            throw .invalidValue(name: name, value: "\(value)", accepted: "a finite number of points ≥ 0")
        }
        let categories = Set(categories).sorted()
        guard !categories.isEmpty else {
            throw .invalidValue(name: "categories", value: "[]", accepted: "at least one content-size category")
        }
        let measurer = measurer ?? .shared
        // No width limit and no line limit: each paragraph on its own line, the widest one is the label's width.
        let natural = LabelConfiguration(width: nil, numberOfLines: 0, displayScale: displayScale)
        let leadingWidths = try leading.measured(at: categories, label: natural, measurer: measurer)
        let trailingWidths = try trailing.measured(at: categories, label: natural, measurer: measurer)
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
        self.width = width
        self.rows = zip(leadingWidths, trailingWidths).map { first, second in
            let total = first.layout.roundedSize.width + spacing + second.layout.roundedSize.width
            return Row(
                category: first.category, leadingWidth: first.layout.roundedSize.width,
                trailingWidth: second.layout.roundedSize.width, totalWidth: total, fits: total <= width + 1e-9)
        }
    }

    /// Measures both labels at the categories of a range (`...(.accessibility2)`).
    public init(
        _ leading: FitLabel, _ trailing: FitLabel, spacing: Double, width: Double,
        categories: some RangeExpression<ContentSizeCategory>, displayScale: Double = 3, measurer: TextMeasurer? = nil
    ) throws(MeasurementError) {
        try self.init(
            leading, trailing, spacing: spacing, width: width, categories: FitCheck.categories(in: categories),
            displayScale: displayScale, measurer: measurer)
    }

    /// Whether the labels fit side by side at every category checked.
    public var fits: Bool { rows.allSatisfy(\.fits) }

    /// The categories at which the labels do not fit side by side, ascending.
    public var stackingCategories: [ContentSizeCategory] { rows.filter { !$0.fits }.map(\.category) }

    /// The first category checked at which the labels no longer fit side by side; `nil` when they fit at all.
    public var firstStackingCategory: ContentSizeCategory? { rows.first { !$0.fits }?.category }

    /// The row for a category; `nil` when it was not checked.
    public subscript(category: ContentSizeCategory) -> Row? {
        rows.first { $0.category == category }
    }

    /// A stack-axis rule that switches to vertical at ``firstStackingCategory``; `nil` when the labels always fit.
    ///
    /// The rule does not also stack in compact width (`stacksInCompactWidth: false`): this check already measured the
    /// width the row has, and an iPhone in portrait is compact at every size. Text grows with the category, so a row
    /// that does not fit at one category does not fit at larger ones either, except where a scale shrinks or caps a
    /// size; ``stackingCategories`` lists every category that does not fit.
    public var suggestedStackAxisRule: StackAxisRule? {
        firstStackingCategory.map { StackAxisRule(verticalThreshold: $0, stacksInCompactWidth: false) }
    }

    /// What a failing test says; `nil` when the labels fit side by side at every category. The format:
    ///
    /// `"Price" (body) and "Add to Cart" (headline), 8 pt apart, need 352…410 pt at AX2…AX5 (available 343 pt):
    /// stack vertically from AX2`
    ///
    /// The widths are the smallest and largest row among the failing categories (one number when they agree).
    public var failureMessage: String? {
        let failing = rows.filter { !$0.fits }
        guard let first = failing.first else { return nil }
        let categories = ContentSizeCategory.ranges(failing.map(\.category))
        return "\(labels) need \(Self.span(failing.map(\.totalWidth))) at \(categories) "
            + "(available \(FitMessage.points(width))): stack vertically from \(first.category.shortName)"
    }

    /// ``failureMessage`` when the labels do not fit; otherwise a summary:
    /// `"Price" (body) and "Buy" (body), 8 pt apart, fit side by side at XS…AX5 (at most 180 pt, available 343 pt)`.
    public var message: String {
        if let failureMessage { return failureMessage }
        let widest = rows.map(\.totalWidth).max() ?? 0
        return "\(labels) fit side by side at \(ContentSizeCategory.ranges(rows.map(\.category))) "
            + "(at most \(FitMessage.points(widest)), available \(FitMessage.points(width)))"
    }

    private var labels: String {
        "\(QuotedText.of(leading.text)) (\(leading.fontDescription)) and "
            + "\(QuotedText.of(trailing.text)) (\(trailing.fontDescription)), \(FitMessage.points(spacing)) apart,"
    }

    private static func span(_ widths: [Double]) -> String {
        let low = FitMessage.number(widths.min() ?? 0), high = FitMessage.number(widths.max() ?? 0)
        return low == high ? "\(low) pt" : "\(low)…\(high) pt"
    }
}

extension SideBySideFit: CustomStringConvertible {
    /// ``message``.
    public var description: String { message }
}
