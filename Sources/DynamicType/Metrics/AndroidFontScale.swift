/// Android 14's non-linear font scaling: large text grows less than small text, so a 2× font scale makes 14 sp
/// text 26 dp, not 28, and leaves 100 sp unscaled.
///
/// The rule (AOSP `FontScaleConverterFactory` / `FontScaleConverter`, used by `TypedValue.applyDimension` for
/// `COMPLEX_UNIT_SP` since API 34):
/// - A font scale of 1 or less, or outside the published tables (above 1 and below 1.15, or above 2), is linear.
/// - At a published scale, sizes map through its table; between two published scales, each table size is
///   interpolated linearly between the two tables.
/// - Between table sizes the size is interpolated linearly; below 8 sp from (0, 0); above 100 sp by the last pair's
///   ratio (100 → 100, so unscaled). Negative sizes keep their sign.
///
/// Source: AOSP github.com/aosp-mirror/platform_frameworks_base `core/java/android/content/res/FontScaleConverterFactory.java`
/// and `FontScaleConverter.java`, with identical tables in androidx Compose `ui-unit`; see
/// `shared/reference/apple-dynamic-type.md` §5 and `data/android-font-scale.json`. Later Android releases add tables for
/// 1.05, 1.1 and 1.2 (one decompiled source, unverified); they are not used here.
public struct AndroidFontScale: FontScaler, Hashable {
    /// The person's font scale (Settings › Font size), e.g. 1.3.
    public let fontScale: Double
    /// The (sp, dp) pairs in use, or `nil` when the scale is linear.
    private let table: [Pair]?

    struct Pair: Hashable {
        var sp: Double
        var dp: Double
    }

    /// The sizes every published table maps.
    static let tableSizes: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// The published tables: font scale → dp for each of ``tableSizes``.
    static let publishedTables: [(scale: Double, dp: [Double])] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// The font scales of Android 14's Settings slider (0.85 … 2.0). The legacy list 0.85, 1, 1.15, 1.3 is in several
    /// public copies of Settings' `arrays.xml`; the 7-step list is inferred from the table keys (unverified).
    public static let settingsValues: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]

    /// Android's scaling for `fontScale`.
    public init(fontScale: Double) {
        self.fontScale = fontScale
        self.table = Self.table(for: fontScale)
    }

    private static func table(for scale: Double) -> [Pair]? {
        let tables = publishedTables
        guard scale > 1, let first = tables.first, let last = tables.last,
            scale >= first.scale, scale <= last.scale
        else { return nil }
        let upper = tables.firstIndex { $0.scale >= scale }!
        let high = tables[upper]
        let dp: [Double]
        if high.scale == scale {
            dp = high.dp
        } else {
            let low = tables[upper - 1]
            let t = (scale - low.scale) / (high.scale - low.scale)
            dp = zip(low.dp, high.dp).map { $0 + t * ($1 - $0) }
        }
        return zip(tableSizes, dp).map { Pair(sp: $0, dp: $1) }
    }

    /// Whether sizes scale non-linearly at this font scale.
    public var isNonLinear: Bool { table != nil }

    /// `convertSpToDp`: the size in dp for `sp`.
    public func scaledSize(_ sp: Double) -> Double {
        guard let table else { return sp * fontScale }
        let magnitude = abs(sp)
        let dp: Double
        if let upper = table.firstIndex(where: { $0.sp >= magnitude }) {
            let high = table[upper]
            let low = upper > 0 ? table[upper - 1] : Pair(sp: 0, dp: 0)
            dp = high.sp == magnitude
                ? high.dp : low.dp + (magnitude - low.sp) / (high.sp - low.sp) * (high.dp - low.dp)
        } else {
            let last = table[table.count - 1]
            dp = magnitude * last.dp / last.sp
        }
        return sp < 0 ? -dp : dp
    }
}
