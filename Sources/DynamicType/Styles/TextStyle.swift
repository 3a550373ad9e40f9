/// A semantic text style, such as body or headline, that a type scale gives a size, leading and weight.
///
/// Like UIKit's `UIFont.TextStyle`, a style is a name: Apple's styles are the static members below, and a design
/// system's own scale (see ``TypeScale/init(json:source:)``) may add styles of its own (`TextStyle("display")`).
/// The name is the one the project writes in JSON and on the command line (`largeTitle`, `caption1`); UIKit's raw
/// values and SwiftUI's names are read too (see ``init(name:)``).
public struct TextStyle: Hashable, Sendable {
    /// The style's name, e.g. `"body"`.
    public let name: String

    /// A style with this name. Use the static members for Apple's styles.
    public init(_ name: String) {
        self.name = name
    }
}

extension TextStyle {
    /// Large Title: `UIFont.TextStyle.largeTitle`, raw value `UICTFontTextStyleTitle0`.
    public static let largeTitle = TextStyle("largeTitle")
    /// Title 1: `UIFont.TextStyle.title1`, SwiftUI `.title`.
    public static let title1 = TextStyle("title1")
    /// Title 2.
    public static let title2 = TextStyle("title2")
    /// Title 3.
    public static let title3 = TextStyle("title3")
    /// Headline: the body size in semibold.
    public static let headline = TextStyle("headline")
    /// Subheadline: `UIFont.TextStyle.subheadline`, raw value `UICTFontTextStyleSubhead`.
    public static let subheadline = TextStyle("subheadline")
    /// Body: the style `UIFontMetrics.default` and `@ScaledMetric` scale relative to.
    public static let body = TextStyle("body")
    /// Callout.
    public static let callout = TextStyle("callout")
    /// Footnote.
    public static let footnote = TextStyle("footnote")
    /// Caption 1: `UIFont.TextStyle.caption1`, SwiftUI `.caption`.
    public static let caption1 = TextStyle("caption1")
    /// Caption 2.
    public static let caption2 = TextStyle("caption2")
    /// Extra Large Title (iOS 17, visionOS): `UICTFontTextStyleExtraLargeTitle`.
    public static let extraLargeTitle = TextStyle("extraLargeTitle")
    /// Extra Large Title 2 (iOS 17, visionOS): `UICTFontTextStyleExtraLargeTitle2`.
    public static let extraLargeTitle2 = TextStyle("extraLargeTitle2")
    /// watchOS Footnote 1, a row of the watchOS Dynamic Type table (HIG).
    public static let footnote1 = TextStyle("footnote1")
    /// watchOS Footnote 2, a row of the watchOS Dynamic Type table (HIG).
    public static let footnote2 = TextStyle("footnote2")
    /// tvOS Subtitle 1, a row of the tvOS text-style table (HIG).
    public static let subtitle1 = TextStyle("subtitle1")

    /// The eleven styles every iOS type scale has, in the HIG's order: ``AppleTextStyle``'s.
    public static let iOSStyles: [TextStyle] = AppleTextStyle.allCases.map(\.textStyle)
}

extension TextStyle: CustomStringConvertible {
    public var description: String { name }
}

extension TextStyle: Codable {
    /// Decodes any name ``init(name:)`` accepts, and any other as a design system's own style (a scale file names
    /// its own).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        self = TextStyle(name: name) ?? TextStyle(name)
    }

    /// Encodes ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
