extension TypeScale {
    /// Apple's macOS text styles. macOS has no Dynamic Type: each style has one fixed size, so this scale has the single
    /// category `large` and answers every category with it (``supportsDynamicType`` is `false`).
    ///
    /// Source: Apple HIG *Typography* › "macOS built-in text styles" (June 21 2023 and Dec 16 2025 revisions agree;
    /// the sizes also equal `NSFont.preferredFont(forTextStyle:)` on macOS 26.4 per the Finch CoreText shim). Caption 2's
    /// weight is Medium in the HIG and regular in that shim; the HIG is followed.
    /// See `shared/reference/apple-dynamic-type.md` §2b.
    ///
    /// **Tracking**: ``TrackingTable/sfPro`` (the HIG's macOS table has the same 1/1000 em values).
    public static let macOS = TypeScale(
        publishedName: "macOS", platform: .macOS, categories: [.large], defaultCategory: .large,
        tracking: .sfPro, rows: [
            PublishedRow(.largeTitle, .regular, .bold, sizes: [26], leadings: [32]),
            PublishedRow(.title1, .regular, .bold, sizes: [22], leadings: [26]),
            PublishedRow(.title2, .regular, .bold, sizes: [17], leadings: [22]),
            PublishedRow(.title3, .regular, .semibold, sizes: [15], leadings: [20]),
            PublishedRow(.headline, .bold, .heavy, sizes: [13], leadings: [16]),
            PublishedRow(.body, .regular, .semibold, sizes: [13], leadings: [16]),
            PublishedRow(.callout, .regular, .semibold, sizes: [12], leadings: [15]),
            PublishedRow(.subheadline, .regular, .semibold, sizes: [11], leadings: [14]),
            PublishedRow(.footnote, .regular, .semibold, sizes: [10], leadings: [13]),
            PublishedRow(.caption1, .regular, .medium, sizes: [10], leadings: [13]),
            PublishedRow(.caption2, .medium, .semibold, sizes: [10], leadings: [13]),
        ])
}
