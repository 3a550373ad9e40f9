extension TextStyle {
    /// UIKit's raw value, for Apple's styles (`UICTFontTextStyleSubhead` for subheadline); `nil` for other styles.
    ///
    /// Source: runtime dump in github.com/temoki/UIKit_DynamicType `README.md`, matching the SDK constant table;
    /// see `shared/reference/apple-dynamic-type.md` §3.
    public var uiKitRawValue: String? {
        Self.uiKitRawValues[self]
    }

    /// SwiftUI's `.title`: ``title1``.
    public static let title = title1
    /// SwiftUI's `.caption`: ``caption1``.
    public static let caption = caption1

    /// The string behind `UIFont.TextStyle` for Apple's styles (`UICTFontTextStyleBody`, as ``uiKitRawValue``); a
    /// design system's own style's name.
    public var rawValue: String {
        uiKitRawValue ?? name
    }

    /// SwiftUI's `Font.TextStyle` case name for Apple's styles (`title` for title1, `caption` for caption1).
    public var swiftUIName: String? {
        Self.swiftUINames[self]
    }

    /// Apple's style with this name: the project's name (`caption1`), UIKit's raw value (`UICTFontTextStyleCaption1`),
    /// or SwiftUI's name (`caption`); `nil` for any other, so that a misspelt style fails where it is written, not
    /// later. A design system's own style is made by its name, `init(_:)` with a string (`TextStyle("display")`).
    public init?(name: String) {
        guard let style = Self.byAlias[name] else { return nil }
        self = style
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

    /// Every name of Apple's styles: the project's (every style of Apple's tables), UIKit's and SwiftUI's.
    private static let byAlias: [String: TextStyle] = {
        var aliases: [String: TextStyle] = [:]
        let apple = iOSStyles + [.extraLargeTitle, .extraLargeTitle2, .footnote1, .footnote2, .subtitle1]
        for style in apple { aliases[style.name] = style }
        for (style, raw) in uiKitRawValues { aliases[raw] = style }
        for (style, name) in swiftUINames { aliases[name] = style }
        return aliases
    }()
}
