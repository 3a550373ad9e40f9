/// How lines break and how the last line ends when the text needs more lines than allowed, as
/// `NSLineBreakMode` on a `UILabel`.
///
/// Every mode but ``byCharWrapping`` wraps at word boundaries (UAX #14 opportunities); a word wider than the line
/// breaks between grapheme clusters, with no hyphen. The modes differ in what happens at the line limit:
/// truncating modes put an ellipsis (U+2026) in the last line, the others cut it.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    /// Wrap at word boundaries; cut at the line limit.
    case byWordWrapping
    /// Wrap between any two grapheme clusters; cut at the line limit.
    case byCharWrapping
    /// Wrap at word boundaries; the last line is cut at the width.
    case byClipping
    /// Wrap at word boundaries; the last line ends with text from the end of the string after an ellipsis.
    case byTruncatingHead
    /// Wrap at word boundaries; the last line ends with an ellipsis (UILabel's default).
    case byTruncatingTail
    /// Wrap at word boundaries; the last line has an ellipsis in its middle.
    case byTruncatingMiddle

    /// Whether the mode puts an ellipsis where text is left out.
    public var truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
