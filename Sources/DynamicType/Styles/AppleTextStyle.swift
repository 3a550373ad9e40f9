/// One of the eleven text styles Apple's iOS type scale defines at every category: the styles of `UIFont.TextStyle`
/// and SwiftUI's `Font.TextStyle` on iPhone and iPad.
///
/// A closed set, so that what is made from one cannot fail: `FontMetrics(forTextStyle: .headline)`,
/// `Font.preferredFont(forTextStyle: .body)` and `@ScaledMetric(relativeTo: .body)` need no `try`, as Apple's do not.
/// A style of another scale — watchOS's footnote 1, a design system's `display` — is a ``TextStyle`` and goes with
/// its scale: `try FontMetrics(forTextStyle: style, in: scale)`.
///
/// Source: the iOS, iPadOS table of Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes"
/// (developer.apple.com/design/human-interface-guidelines/typography); UIKit's names
/// (developer.apple.com/documentation/uikit/uifont/textstyle).
public enum AppleTextStyle: CaseIterable, Hashable, Sendable {
    /// Large Title: `UIFont.TextStyle.largeTitle`.
    case largeTitle
    /// Title 1: `UIFont.TextStyle.title1`, SwiftUI `.title`.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline: the body size in semibold.
    case headline
    /// Body: the style `UIFontMetrics.default` scales relative to.
    case body
    /// Callout.
    case callout
    /// Subheadline.
    case subheadline
    /// Footnote.
    case footnote
    /// Caption 1: `UIFont.TextStyle.caption1`, SwiftUI `.caption`.
    case caption1
    /// Caption 2.
    case caption2

    /// SwiftUI's `.title`: ``title1``.
    public static let title = title1
    /// SwiftUI's `.caption`: ``caption1``.
    public static let caption = caption1

    /// The style as a ``TextStyle``, the name every type scale is keyed by.
    public var textStyle: TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
    }
}

extension TextStyle {
    /// Apple's style as a ``TextStyle``.
    public init(_ style: AppleTextStyle) {
        self = style.textStyle
    }
}
