import AutoLayout
import DynamicType
import TextMeasurement

/// A view of editable or selectable text, as `UITextView`: scrolling (the default), it has no intrinsic size and
/// scrolls what does not fit; with ``isScrollEnabled`` off, its height is its text's at the width it is given, as
/// many lines as the text needs, inside `textContainerInset` (8 above and below, 0 at the sides, Apple's default) and
/// the text container's `lineFragmentPadding` (5 each side, Apple's default).
public final class TextView: View, CategoryDependent, TextFont {
    /// The text.
    public var text: String
    /// The font, as a ``Label``'s.
    public var font: LabelFont
    /// Whether the text view scrolls its text (no intrinsic size) or grows to it.
    public var isScrollEnabled = true
    /// Whether the font follows the category (`adjustsFontForContentSizeCategory`).
    public var adjustsFontForContentSizeCategory = false
    /// The category the font keeps when it does not adjust.
    public var fontCategory: ContentSizeCategory = .large
    /// Line height, spacing, tracking and language.
    public var textStyle = LabelConfiguration()
    /// What measures the text.
    public let measurer: TextMeasurer

    /// `UITextView.textContainerInset`'s default: 8 above and below.
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// `NSTextContainer.lineFragmentPadding`'s default: 5 at each end of a line.
    public static let lineFragmentPadding = 5.0

    private(set) var measured: MeasuredLabel?

    /// A text view named `identifier` showing `text` in `font`.
    public init(identifier: String, text: String, font: LabelFont = LabelFont(.fixed(12)), measurer: TextMeasurer = .shared) {
        self.text = text
        self.font = font
        self.measurer = measurer
        super.init(identifier: identifier)
    }

    func prepare(at category: ContentSizeCategory, displayScale: Double) throws(MeasurementError) {
        guard !isScrollEnabled else {
            measured = nil
            content = nil
            return
        }
        let resolved = try resolvedFont(inLayoutAt: category)
        var configuration = textStyle
        configuration.width = nil
        configuration.numberOfLines = 0
        configuration.lineBreakMode = .byWordWrapping
        configuration.displayScale = displayScale
        let inset = Self.defaultTextContainerInset, padding = Self.lineFragmentPadding
        let measured = try MeasuredLabel(
            text: text, font: resolved, measurer: measurer, configuration: configuration, preferredWidth: nil,
            insets: EdgeInsets(
                top: inset.top, left: inset.left + padding, bottom: inset.bottom, right: inset.right + padding),
            settings: Label.Settings(text: text, configuration: configuration, preferredMaxLayoutWidth: 0))
        self.measured = measured
        content = measured
    }
}
