/// A font's vertical metrics as fractions of an em, for measuring lines in one font with another's line height and
/// baselines (``FontFace/withLineMetrics(_:)``): a stand-in for a font that cannot be installed.
public struct FontLineMetrics: Hashable, Sendable {
    /// Baseline to the top of the line's glyph area, in ems (positive).
    public var ascender: Double
    /// Baseline to the bottom, in ems (negative below the baseline, as `UIFont.descender`).
    public var descender: Double
    /// Extra space between lines, in ems.
    public var lineGap: Double

    /// Metrics of these em fractions.
    public init(ascender: Double, descender: Double, lineGap: Double = 0) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// SF Pro's: ascender 1950, descender −494, line gap 0, in 2,048 units per em (its `hhea` table), so
    /// `UIFont.systemFont(ofSize: 17).lineHeight` is 17 × 2444 / 2048 = 20.287109375 points.
    ///
    /// Source: `shared/reference/text-measurement.md` §3.3 (SF's `hhea` values and `UIFont.lineHeight` at 17 pt) and
    /// `shared/reference/README.md`; Xcode stores 20.333 (3×) and 20.5 (2×) for one-line 17 pt system-font labels in
    /// Interface Builder documents (Docs/system-font.md).
    public static let sfPro = FontLineMetrics(ascender: 1950 / 2048, descender: -494 / 2048, lineGap: 0)

    /// Ascender − descender + line gap, in ems.
    public var lineHeight: Double { ascender - descender + lineGap }
}
