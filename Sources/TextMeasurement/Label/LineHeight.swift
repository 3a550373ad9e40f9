/// How tall each line is.
public enum LineHeight: Hashable, Sendable {
    /// The fonts' own line height: ascender − descender + line gap (`UIFont.lineHeight`).
    case natural
    /// Every line exactly this many points — e.g. a type scale's leading, as a paragraph style with equal minimum and
    /// maximum line height gives.
    case fixed(Double)
    /// The natural height times a factor (`NSParagraphStyle.lineHeightMultiple`).
    case multiple(Double)
    /// The first line as tall as its fonts, each later one this many points, or its fonts' height where that is
    /// taller: an Apple text style's leading (``LeadingRule/afterFirstLine``).
    case afterFirstLine(Double)
}
