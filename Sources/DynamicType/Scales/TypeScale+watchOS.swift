extension TypeScale {
    /// Apple's watchOS Dynamic Type scale (SF Compact) for 40, 41 and 42 mm watches, whose default category is large.
    /// Use ``watchOS(caseSize:)`` for the default category of another case size.
    ///
    /// watchOS has no medium category and stops at AX3: ``resolvedCategory(_:)`` reads medium as small and
    /// AX4 / AX5 as AX3.
    ///
    /// Source: Apple HIG *Typography* › "watchOS Dynamic Type sizes", Dec 16 2025 revision. The June 21 2023 revision
    /// differs in two cells: title2 at large was 27 pt (now 28) and caption2 at xxLarge 15 pt (now 16); the newer figures
    /// are used. No runtime measurement of this table is public. The table is reproduced as published, including leadings
    /// that break its size + 2.5 pattern (title2 AX1 34/41, title1 AX2 43/46, title1 AX3 44/47, footnote2 AX2 16/17.5).
    /// Because title2's published leading falls from 41 at AX1 to 37.5 at AX2, this scale sets ``allowsShrinking``.
    /// See `shared/reference/apple-dynamic-type.md` §2a and `data/watchos-dynamic-type.json`.
    ///
    /// **Tracking**: ``TrackingTable/sfCompact`` at each size.
    public static let watchOS = watchOS(caseSize: .mm41)

    /// The watchOS scale with the default category of a watch case size.
    public static func watchOS(caseSize: WatchCaseSize) -> TypeScale {
        watchOSPublished.withDefaultCategory(caseSize.defaultCategory)
    }

    /// The categories watchOS offers: no medium, AX1 … AX3 only.
    public static let watchOSCategories: [ContentSizeCategory] = [
        .extraSmall, .small, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibility1, .accessibility2, .accessibility3,
    ]

    private static let watchOSPublished = TypeScale(
        publishedName: "watchOS", platform: .watchOS, categories: watchOSCategories, defaultCategory: .large,
        allowsShrinking: true, tracking: .sfCompact, rows: [
            //           style        weight     emphasized  xS  S   L   xL  xxL xxxL AX1 AX2 AX3
            PublishedRow(.largeTitle, .regular, .bold,
                         sizes: [30, 32, 36, 40, 41, 42, 44, 45, 46],
                         leadings: [32.5, 34.5, 38.5, 42.5, 43.5, 44.5, 46.5, 47.5, 48.5]),
            PublishedRow(.title1, .regular, .semibold,
                         sizes: [28, 30, 34, 38, 39, 40, 42, 43, 44],
                         leadings: [30.5, 32.5, 36.5, 40.5, 41.5, 42.5, 44.5, 46, 47]),
            PublishedRow(.title2, .regular, .semibold,
                         sizes: [24, 26, 28, 30, 31, 32, 34, 35, 36],
                         leadings: [26.5, 28.5, 30.5, 32.5, 33.5, 34.5, 41, 37.5, 38.5]),
            PublishedRow(.title3, .regular, .semibold,
                         sizes: [17, 18, 19, 20, 21, 22, 24, 25, 26],
                         leadings: [19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 26.5, 27.5, 28.5]),
            PublishedRow(.headline, .semibold, .semibold,
                         sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                         leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
            PublishedRow(.body, .regular, .semibold,
                         sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                         leadings: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
            PublishedRow(.caption1, .regular, .semibold,
                         sizes: [13, 14, 15, 16, 17, 18, 18, 19, 20],
                         leadings: [15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 20.5, 21.5, 22.5]),
            PublishedRow(.caption2, .regular, .semibold,
                         sizes: [12, 13, 14, 15, 16, 17, 17, 18, 19],
                         leadings: [14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 19.5, 20.5, 21.5]),
            PublishedRow(.footnote1, .regular, .semibold,
                         sizes: [11, 12, 13, 14, 15, 16, 16, 17, 18],
                         leadings: [13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 18.5, 19.5, 20.5]),
            PublishedRow(.footnote2, .regular, .semibold,
                         sizes: [10, 11, 12, 13, 14, 15, 15, 16, 17],
                         leadings: [12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 17.5, 17.5, 19.5]),
        ])
}

/// An Apple Watch case size, which decides the watch's default content-size category.
///
/// Source: Apple HIG *Typography* › watchOS Dynamic Type sizes (one tab per default: 38 mm small;
/// 40, 41 and 42 mm large; 44, 45 and 49 mm extra large).
public enum WatchCaseSize: String, CaseIterable, Sendable {
    case mm38 = "38mm"
    case mm40 = "40mm"
    case mm41 = "41mm"
    case mm42 = "42mm"
    case mm44 = "44mm"
    case mm45 = "45mm"
    case mm49 = "49mm"

    /// The content-size category a watch of this size uses by default.
    public var defaultCategory: ContentSizeCategory {
        switch self {
        case .mm38: .small
        case .mm40, .mm41, .mm42: .large
        case .mm44, .mm45, .mm49: .extraLarge
        }
    }
}
