/// Adjustments UIKit makes to plain greedy line breaking (`NSParagraphStyle.LineBreakStrategy`).
public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int

    /// The options with these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Avoid a lone word on a paragraph's last line: when the last line would hold one word, the previous line's last
    /// word moves down to join it, if both then fit.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Break Korean text only at spaces, never between two Hangul syllables.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// What `UILabel` uses by default (`lineBreakStrategy = .standard`): push-out and Hangul word priority.
    public static let standard: LineBreakStrategy = [.pushOut, .hangulWordPriority]
    /// Plain greedy breaking, as `NSAttributedString` drawing outside a label.
    public static let none: LineBreakStrategy = []
}
