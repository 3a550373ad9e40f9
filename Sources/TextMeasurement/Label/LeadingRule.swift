/// Which lines a text style's leading sets the height of.
public enum LeadingRule: Hashable, Sendable {
    /// Every line: the first too is the leading tall, as a paragraph style with equal minimum and maximum line height
    /// gives — how a design system's scale (a scale file without `platform`) applies its line heights.
    case everyLine
    /// Every line after the first: the first is as tall as its fonts, each later one the leading (or its fonts' height
    /// where taller) — how `UILabel` sets `UIFont.preferredFont(forTextStyle:)`, whose leading is the distance from
    /// one baseline to the next. Apple's scales (`TypeScale.platform` set: the built-in ones, and a scale file that
    /// says it is Apple's) use it; the evidence is iOS documents, and watchOS, macOS and tvOS are taken to set their
    /// text styles' fonts alike.
    ///
    /// Source: the frames Xcode stores in Interface Builder documents. A one-line label in a text style is as tall as
    /// its font's line height rounded up to the pixel grid, never the leading: 39 of 39 labels with a content-given
    /// height in 15 public documents (body 20.333 at 3× and 20.5 at 2×, not 22; footnote 15.667 and 16, not 18; title 1
    /// 33.667 and 33.5, not 34). Three labels of two to five lines are the line height plus the leading per further
    /// line (footnote, 2 lines: 15.514 + 18 → 34; body, 3 lines: 20.287 + 2 × 22 → 64.5). Docs/system-font.md.
    case afterFirstLine
}
