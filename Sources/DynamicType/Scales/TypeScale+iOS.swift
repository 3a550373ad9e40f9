extension TypeScale {
    /// Apple's iOS and iPadOS Dynamic Type scale: 11 styles × 12 categories, SF Pro tracking.
    ///
    /// **Point sizes and weights**: Apple HIG *Typography* › "iOS, iPadOS Dynamic Type sizes" and "Larger accessibility
    /// type sizes" (revisions of June 21 2023 and Dec 16 2025 agree in all 132 cells; the Dec 2025 revision adds the
    /// emphasized weights). The sizes equal `UIFont.preferredFont(forTextStyle:compatibleWith:).pointSize` on an iOS 13.3
    /// simulator (github.com/temoki/UIKit_DynamicType) in 131 of 132 cells; caption2 at AX5 read 41 there and is 40 in
    /// the HIG and in github.com/gewill/ScaledFont's table, which its tests check against UIKit on a recent iOS: 40 is used.
    ///
    /// **Leading** is the line height the device uses, which is what `UIFontMetrics` scales by: the factors measured
    /// with `UIFontMetrics.scaledValue(for:)` (github.com/gewill/ScaledFont `TextSizeScaling.swift`) equal the HIG's
    /// leading ratios in 124 of 132 cells. In the other 8 the device wins, and the HIG's figure is:
    /// title1 xLarge 37 (device 36), title1 xxLarge 39 (38), title1 AX4 62 (61), headline AX4 56 (51),
    /// subheadline xxxLarge 28 (26), subheadline AX2 37 (36), caption1 AX1 28 (27), caption2 AX2 30 (29).
    /// See `shared/reference/apple-dynamic-type.md` §1 and §4 and `data/uifontmetrics-multipliers.json`.
    ///
    /// **Tracking**: ``TrackingTable/sfPro`` at each size.
    public static let iOS = TypeScale(
        publishedName: "iOS", platform: .iOS, categories: ContentSizeCategory.allCases, defaultCategory: .large,
        tracking: .sfPro, rows: iOSRows)

    /// The iPadOS scale, which is the iOS table (the HIG publishes one table for both).
    public static let iPadOS = TypeScale(
        publishedName: "iPadOS", platform: .iPadOS, categories: ContentSizeCategory.allCases, defaultCategory: .large,
        tracking: .sfPro, rows: iOSRows)

    /// The iOS 17 extra-large title styles. Apple publishes them at the default category only — a size and a weight,
    /// no leading and no other category — so they are listed here rather than made up into a full row of ``iOS``.
    ///
    /// Source: iOS 17 runtime `UIFont.preferredFont(forTextStyle:)` at the default size
    /// (gist.github.com/zacwest/916d31da5d03405809c4, github.com/zacwest/iosfontsizes.com), 36 pt and 28 pt bold; the
    /// same on macOS 26.4 `NSFont` (Finch CoreText shim). SwiftUI marks these styles visionOS-only.
    public static let iOSExtraLargeTitles: [(style: TextStyle, pointSize: Double, weight: FontWeight)] = [
        (.extraLargeTitle, 36, .bold),
        (.extraLargeTitle2, 28, .bold),
    ]

    private static let iOSRows: [PublishedRow] = [
        //           style        weight     emphasized  xS  S   M   L*  xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        PublishedRow(.largeTitle, .regular, .bold,
                     sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                     leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        PublishedRow(.title1, .regular, .bold,
                     sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                     leadings: [31, 32, 33, 34, 36, 38, 41, 46, 51, 57, 61, 68]),
        PublishedRow(.title2, .regular, .bold,
                     sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                     leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        PublishedRow(.title3, .regular, .semibold,
                     sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                     leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        PublishedRow(.headline, .semibold, .semibold,
                     sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                     leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62]),
        PublishedRow(.body, .regular, .semibold,
                     sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                     leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        PublishedRow(.callout, .regular, .semibold,
                     sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                     leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        PublishedRow(.subheadline, .regular, .semibold,
                     sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                     leadings: [16, 18, 19, 20, 22, 24, 26, 31, 36, 43, 50, 58]),
        PublishedRow(.footnote, .regular, .semibold,
                     sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                     leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        PublishedRow(.caption1, .regular, .semibold,
                     sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                     leadings: [13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 44, 51]),
        PublishedRow(.caption2, .regular, .semibold,
                     sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                     leadings: [13, 13, 13, 13, 18, 20, 22, 25, 29, 35, 41, 48]),
    ]
}
