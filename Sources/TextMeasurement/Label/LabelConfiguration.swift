/// The limits a text is laid out within, as a `UILabel`'s width, `numberOfLines` and `lineBreakMode` set them.
///
/// The names are UIKit's where UIKit has one (`numberOfLines`, `lineBreakMode`, `lineBreakStrategy`, the paragraph
/// style's), and ``width`` is the width of the label's bounds, which the text is laid out in — the names `FitCheck`,
/// `AuditLabel` and `LabelDescription` use too.
public struct LabelConfiguration: Hashable, Sendable {
    /// The width of the label the text is laid out in, in points: lines wrap at it. `nil` for no limit (each
    /// paragraph on one line: the intrinsic width).
    public var width: Double?
    /// The most lines, as `UILabel.numberOfLines`; 0 for no limit. A limit on the whole text, not per paragraph.
    public var numberOfLines: Int
    /// How lines break and end.
    public var lineBreakMode: LineBreakMode
    /// UIKit's adjustments to greedy breaking; a label's default is ``LineBreakStrategy/standard``.
    public var lineBreakStrategy: LineBreakStrategy
    /// How tall lines are.
    public var lineHeight: LineHeight
    /// The least line height in points (`NSParagraphStyle.minimumLineHeight`); 0 for none.
    public var minimumLineHeight: Double
    /// The most line height in points (`NSParagraphStyle.maximumLineHeight`); 0 for none.
    public var maximumLineHeight: Double
    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`); not added after the last line.
    public var lineSpacing: Double
    /// Extra space after every character, in points (tracking, `NSAttributedString.Key.kern`).
    public var tracking: Double
    /// Pixels per point of the display the size is rounded up for (1, 2 or 3).
    public var displayScale: Double
    /// The language, as a BCP 47 tag (`th`, `ja`, `ar`), for line breaking and shaping; `nil` for the root locale.
    public var language: String?

    /// Constraints with UILabel's defaults: one line (`numberOfLines = 1`), truncating at the tail, the standard
    /// line-break strategy, natural line height, a 3× display.
    public init(
        width: Double? = nil, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
        lineBreakStrategy: LineBreakStrategy = .standard, lineHeight: LineHeight = .natural,
        minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, lineSpacing: Double = 0, tracking: Double = 0,
        displayScale: Double = 3, language: String? = nil
    ) {
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy
        self.lineHeight = lineHeight
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
        self.tracking = tracking
        self.displayScale = displayScale
        self.language = language
    }

    /// The height of a line whose fonts' natural height is `natural`, the first of the text or a later one: the
    /// line-height rule, then the minimum and maximum (a maximum of 0 is none).
    func lineHeight(natural: Double, isFirstLine: Bool) -> Double {
        var height: Double
        switch lineHeight {
        case .natural: height = natural
        case .fixed(let fixed): height = fixed
        case .multiple(let factor): height = natural * factor
        case .afterFirstLine(let leading): height = isFirstLine ? natural : max(natural, leading)
        }
        height = max(height, minimumLineHeight)
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// Checks every value: finite, in range.
    func validate() throws(MeasurementError) {
        if let width, !(width.isFinite && width >= 0) {
            throw .invalidValue(name: "width", value: "\(width)", accepted: "a finite number of points ≥ 0, or none")
        }
        guard numberOfLines >= 0 else {
            throw .invalidValue(name: "max lines", value: "\(numberOfLines)", accepted: "0 (no limit) or more")
        }
        switch lineHeight {
        case .natural: break
        case .fixed(let height) where height.isFinite && height > 0: break
        case .afterFirstLine(let height) where height.isFinite && height > 0: break
        case .multiple(let factor) where factor.isFinite && factor > 0: break
        case .fixed(let value), .afterFirstLine(let value), .multiple(let value):
            throw .invalidValue(name: "line height", value: "\(value)", accepted: "a finite number above 0")
        }
        // One by one: a literal array of the two would be allocated on every measurement. The checks are inlined:
        // they run on every measurement, a cached one included.
        @inline(__always) func checkLineHeightBound(_ name: String, _ value: Double) throws(MeasurementError) {
            guard value.isFinite && value >= 0 else {
                throw .invalidValue(name: name, value: "\(value)", accepted: "a finite number of points ≥ 0 (0: none)")
            }
        }
        try checkLineHeightBound("minimum line height", minimumLineHeight)
        try checkLineHeightBound("maximum line height", maximumLineHeight)
        guard lineSpacing.isFinite else {
            throw .invalidValue(name: "line spacing", value: "\(lineSpacing)", accepted: "a finite number of points")
        }
        guard tracking.isFinite else {
            throw .invalidValue(name: "tracking", value: "\(tracking)", accepted: "a finite number of points")
        }
        guard displayScale.isFinite && displayScale > 0 else {
            throw .invalidValue(name: "display scale", value: "\(displayScale)", accepted: "1, 2 or 3 (any number above 0)")
        }
        try checkMagnitudes()
    }

    /// The largest magnitude of a length in points (line heights, spacing, tracking), and of a line-height multiple
    /// and a display scale (whose least is its inverse): far beyond any label, and small enough that every figure of
    /// a layout stays finite — with sizes up to ``TextMeasurer/maximumPointSize`` and texts up to
    /// ``TextMeasurer/maximumTextLength``, sums stay below 10³⁰. Larger values overflow to infinity, and infinity less
    /// infinity gives NaN widths and baselines (found by Fuzz/FuzzMeasure).
    static let maximumLength = 1_000_000.0
    static let maximumFactor = 1_000.0

    @inline(__always) private func checkMagnitudes() throws(MeasurementError) {
        @inline(__always) func check(_ name: String, _ value: Double, _ limit: Double, _ unit: String) throws(MeasurementError) {
            guard abs(value) <= limit else {
                throw .invalidValue(
                    name: name, value: "\(value)", accepted: "at most \(Int(limit)) \(unit) in magnitude")
            }
        }
        switch lineHeight {
        case .natural: break
        case .fixed(let height), .afterFirstLine(let height):
            try check("line height", height, Self.maximumLength, "points")
        case .multiple(let factor): try check("line height multiple", factor, Self.maximumFactor, "times")
        }
        try check("minimum line height", minimumLineHeight, Self.maximumLength, "points")
        try check("maximum line height", maximumLineHeight, Self.maximumLength, "points")
        try check("line spacing", lineSpacing, Self.maximumLength, "points")
        try check("tracking", tracking, Self.maximumLength, "points")
        // A pixel of more than 1,000 points would also defeat the rounding's allowance for noise (a millionth of a
        // pixel): a width of 3 points rounded to 0 at a display scale of 10⁻⁹.
        guard displayScale >= 1 / Self.maximumFactor && displayScale <= Self.maximumFactor else {
            throw .invalidValue(
                name: "display scale", value: "\(displayScale)", accepted: "0.001 to 1000 pixels a point (1, 2 or 3)")
        }
    }
}
