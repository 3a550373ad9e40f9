extension TextStyle {
    /// UIKit's raw value, for Apple's styles (`UICTFontTextStyleSubhead` for subheadline); `nil` for other styles.
    ///
    /// Source: runtime dump in github.com/temoki/UIKit_DynamicType `README.md`, matching the SDK constant table;
    /// see `shared/reference/apple-dynamic-type.md` §3.
    public var uiKitRawValue: String? {
        Self.uiKitRawValues[self]
    }

    /// SwiftUI's `Font.TextStyle` case name for Apple's styles (`title` for title1, `caption` for caption1).
    public var swiftUIName: String? {
        Self.swiftUINames[self]
    }

    /// The style with this name: the project's name (`caption1`), UIKit's raw value (`UICTFontTextStyleCaption1`), or
    /// SwiftUI's name (`caption`). Any other name is a design system's own style.
    public init(name: String) {
        self = Self.byAlias[name] ?? TextStyle(name)
    }

    private static let uiKitRawValues: [TextStyle: String] = [
        .largeTitle: "UICTFontTextStyleTitle0",
        .title1: "UICTFontTextStyleTitle1",
        .title2: "UICTFontTextStyleTitle2",
        .title3: "UICTFontTextStyleTitle3",
        .headline: "UICTFontTextStyleHeadline",
        .subheadline: "UICTFontTextStyleSubhead",
        .body: "UICTFontTextStyleBody",
        .callout: "UICTFontTextStyleCallout",
        .footnote: "UICTFontTextStyleFootnote",
        .caption1: "UICTFontTextStyleCaption1",
        .caption2: "UICTFontTextStyleCaption2",
        .extraLargeTitle: "UICTFontTextStyleExtraLargeTitle",
        .extraLargeTitle2: "UICTFontTextStyleExtraLargeTitle2",
    ]

    private static let swiftUINames: [TextStyle: String] = [
        .largeTitle: "largeTitle", .title1: "title", .title2: "title2", .title3: "title3", .headline: "headline",
        .subheadline: "subheadline", .body: "body", .callout: "callout", .footnote: "footnote", .caption1: "caption",
        .caption2: "caption2", .extraLargeTitle: "extraLargeTitle", .extraLargeTitle2: "extraLargeTitle2",
    ]

    private static let byAlias: [String: TextStyle] = {
        var aliases: [String: TextStyle] = [:]
        for (style, raw) in uiKitRawValues { aliases[raw] = style }
        for (style, name) in swiftUINames { aliases[name] = style }
        return aliases
    }()
}
