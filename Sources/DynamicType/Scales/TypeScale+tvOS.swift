extension TypeScale {
    /// Apple's tvOS text styles. tvOS publishes one size per style, so this scale has the single category `large` and
    /// answers every category with it (``supportsDynamicType`` is `false`). tvOS has no large title, title 0 or
    /// footnote style, and adds Subtitle 1.
    ///
    /// Source: Apple HIG *Typography* › "tvOS built-in text styles", Dec 16 2025 revision. The June 21 2023 revision gives
    /// Caption 1 as Regular (emphasized Medium); the newer Medium (emphasized Bold) is used.
    /// See `shared/reference/apple-dynamic-type.md` §2c.
    ///
    /// **Tracking**: ``TrackingTable/sfPro`` (the HIG's tvOS table has the same 1/1000 em values).
    public static let tvOS = TypeScale(
        publishedName: "tvOS", platform: .tvOS, categories: [.large], defaultCategory: .large,
        tracking: .sfPro, rows: [
            PublishedRow(.title1, .medium, .bold, sizes: [76], leadings: [96]),
            PublishedRow(.title2, .medium, .bold, sizes: [57], leadings: [66]),
            PublishedRow(.title3, .medium, .bold, sizes: [48], leadings: [56]),
            PublishedRow(.headline, .medium, .bold, sizes: [38], leadings: [46]),
            PublishedRow(.subtitle1, .regular, .medium, sizes: [38], leadings: [46]),
            PublishedRow(.callout, .medium, .bold, sizes: [31], leadings: [38]),
            PublishedRow(.body, .medium, .bold, sizes: [29], leadings: [36]),
            PublishedRow(.caption1, .medium, .bold, sizes: [25], leadings: [32]),
            PublishedRow(.caption2, .medium, .bold, sizes: [23], leadings: [30]),
        ])
}
