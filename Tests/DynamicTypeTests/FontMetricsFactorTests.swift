import DynamicType
import Testing

/// The `UIFontMetrics` factors measured on a device: `scaledValue(for: 1000) / 1000` on a 3× screen, rounded to
/// 4 decimals. Pasted from `apple-dynamic-type.md` §4a (= `data/uifontmetrics-multipliers.json` → `multipliers`).
enum MeasuredFactors {
    static let table = MarkdownTable("""
        | style | xS | S | M | L* | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
        |---|---|---|---|---|---|---|---|---|---|---|---|---|
        | largeTitle | 0.9267 | 0.9513 | 0.9757 | 1 | 1.0487 | 1.122 | 1.1707 | 1.2683 | 1.3903 | 1.4877 | 1.6097 | 1.7073 |
        | title1 | 0.9117 | 0.9413 | 0.9707 | 1 | 1.0587 | 1.1177 | 1.206 | 1.353 | 1.5 | 1.6763 | 1.794 | 2 |
        | title2 | 0.857 | 0.893 | 0.9287 | 1 | 1.0713 | 1.143 | 1.2143 | 1.4643 | 1.6787 | 1.857 | 2.107 | 2.357 |
        | title3 | 0.88 | 0.92 | 0.96 | 1 | 1.12 | 1.2 | 1.28 | 1.52 | 1.76 | 2.04 | 2.32 | 2.6 |
        | headline | 0.8637 | 0.909 | 0.9547 | 1 | 1.091 | 1.1817 | 1.3183 | 1.5453 | 1.8183 | 2.1817 | 2.3183 | 2.8183 |
        | body | 0.8637 | 0.909 | 0.9547 | 1 | 1.091 | 1.1817 | 1.3183 | 1.5453 | 1.8183 | 2.1817 | 2.5453 | 2.8183 |
        | callout | 0.857 | 0.9047 | 0.9523 | 1 | 1.0953 | 1.1903 | 1.3333 | 1.5237 | 1.857 | 2.1903 | 2.4763 | 2.857 |
        | subheadline | 0.8 | 0.9 | 0.95 | 1 | 1.1 | 1.2 | 1.3 | 1.55 | 1.8 | 2.15 | 2.5 | 2.9 |
        | footnote | 0.889 | 0.889 | 0.889 | 1 | 1.111 | 1.2223 | 1.3333 | 1.611 | 1.8333 | 2.2223 | 2.5557 | 2.889 |
        | caption1 | 0.8127 | 0.8127 | 0.8127 | 1 | 1.1877 | 1.3127 | 1.4377 | 1.6877 | 2 | 2.4377 | 2.75 | 3.1877 |
        | caption2 | 1 | 1 | 1 | 1 | 1.3847 | 1.5383 | 1.6923 | 1.923 | 2.2307 | 2.6923 | 3.154 | 3.6923 |
        """)

    struct Cell: Sendable, CustomTestStringConvertible {
        var style: TextStyle
        var category: ContentSizeCategory
        var factor: Double
        /// The HIG point-size ratio size(category) / size(large), from §1a: what a wrong implementation would use.
        var pointSizeRatio: Double

        var testDescription: String { "\(style.name) @ \(category) × \(factor)" }
    }

    static let cells: [Cell] = table.rows.flatMap { row in
        let sizes = PublishedIOS.sizes.rows.first { $0[0] == row[0] }!
        let largeSize = Double(sizes[5])!
        return table.header.enumerated().dropFirst().map { column, heading in
            Cell(
                style: TextStyle(row[0]), category: PublishedIOS.categoryByHeading[heading]!,
                factor: Double(row[column])!, pointSizeRatio: Double(sizes[column + 1])! / largeSize)
        }
    }

    /// How far the true factor can be from a measured one: the measurement rounded 1000 × factor to a third of a point
    /// (at most 1/6 ÷ 1000 = 0.000167 off), then to 4 decimals (0.00005 more): 0.000217, rounded up.
    static let measurementError = 0.00025

    /// Whether `result` is what `scaledValue(for: value)` can return at display `scale` given the measured factor:
    /// a multiple of 1/scale, within half a pixel of value × trueFactor, so within 1/(2·scale) + value × 0.00025 of
    /// value × measuredFactor.
    static func isConsistent(_ result: Double, value: Double, measuredFactor: Double, scale: Double) -> Bool {
        let pixels = result * scale
        let onGrid = abs(pixels - pixels.rounded()) < 1e-9
        let near = abs(result - value * measuredFactor) <= 1 / (2 * scale) + value * measurementError + 1e-9
        return onGrid && near
    }

    static let values: [Double] = [10, 17, 44]
}

@Suite("FontMetrics factors measured on a device")
struct FontMetricsFactorTests {
    static let displayScales: [Double] = [1, 2, 3]

    @Test("the pasted table has 132 cells")
    func tableParses() {
        #expect(MeasuredFactors.cells.count == 132)
    }

    @Test("at 3×, scaledValue(for: 1000) / 1000 equals the measured factor within 0.00005",
          arguments: MeasuredFactors.cells)
    func threeX(_ cell: MeasuredFactors.Cell) throws {
        let metrics = try FontMetrics(forTextStyle: cell.style, in: .iOS)
        let traits = TraitCollection(preferredContentSizeCategory: cell.category, displayScale: 3)
        let factor = metrics.scaledValue(for: 1000, compatibleWith: traits) / 1000
        #expect(abs(factor - cell.factor) < 0.00005, "got \(factor)")
    }

    @Test("at 1×, 2× and 3×, values land on the pixel grid next to value × measured factor",
          arguments: MeasuredFactors.cells, displayScales)
    func pixelGrid(_ cell: MeasuredFactors.Cell, displayScale: Double) throws {
        let metrics = try FontMetrics(forTextStyle: cell.style, in: .iOS)
        let traits = TraitCollection(preferredContentSizeCategory: cell.category, displayScale: displayScale)
        for value in MeasuredFactors.values {
            let result = metrics.scaledValue(for: value, compatibleWith: traits)
            #expect(
                MeasuredFactors.isConsistent(result, value: value, measuredFactor: cell.factor, scale: displayScale),
                "scaledValue(for: \(value)) at \(displayScale)× = \(result); value × factor = \(value * cell.factor)")
        }
    }

    @Test("the exact factor is within measurement error of the measured one", arguments: MeasuredFactors.cells)
    func exactFactor(_ cell: MeasuredFactors.Cell) throws {
        let factor = try FontMetrics(forTextStyle: cell.style, in: .iOS).scaleFactor(for: cell.category)
        #expect(abs(factor - cell.factor) <= MeasuredFactors.measurementError)
    }

    @Test("the pixel-grid check would reject point-size ratios: it fails for most cells where they differ")
    func checkIsTightEnough() {
        // Guards the test above: if it were loosened until a point-size implementation passed, this fails.
        var rejected = 0
        for cell in MeasuredFactors.cells {
            let wouldPass = Self.displayScales.dropLast().allSatisfy { scale in
                MeasuredFactors.values.allSatisfy { value in
                    let result = (value * cell.pointSizeRatio * scale).rounded() / scale
                    return MeasuredFactors.isConsistent(result, value: value, measuredFactor: cell.factor, scale: scale)
                }
            }
            if !wouldPass { rejected += 1 }
        }
        #expect(rejected >= 110, "only \(rejected) of 132 cells reject the point-size ratio")
    }

    @Test("body at AX5 scales by 62/22 (leading ratio), not 53/17 (point-size ratio)")
    func bodyAX5() {
        let factor = FontMetrics.default.scaleFactor(for: .accessibility5)
        #expect(abs(factor - 62.0 / 22.0) < 1e-12)
        #expect(abs(factor - 53.0 / 17.0) > 0.2)
    }
}
