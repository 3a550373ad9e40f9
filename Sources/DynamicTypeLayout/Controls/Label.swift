/// A view that shows text, as `UILabel` does: its intrinsic size is its text measured by a ``TextMeasurer`` in its
/// font at the layout's content-size category, one line or wrapped to the width the constraints give it.
///
/// ```swift
/// let title = Label(identifier: "title", text: "Delivery address", font: .style(.headline))
/// title.numberOfLines = 0
/// title.adjustsFontForContentSizeCategory = true
/// ```
///
/// Defaults are UILabel's: one line, truncating at the tail, `preferredMaxLayoutWidth` 0 (automatic), and
/// `adjustsFontForContentSizeCategory` off. Without that flag a text-style font keeps the size it had at the category
/// it was set at (``fontCategory``, the default size unless said otherwise), as on a device where a label's
/// `preferredFont(forTextStyle:)` does not follow a change of the setting while the app runs; findings point such a
/// label out (``LayoutFindingKind/fontDoesNotAdjust``).
public final class Label: View, CategoryDependent, TextFont {
    /// The text; hard breaks start new paragraphs, as in `UILabel.text`.
    public var text: String
    /// The font: a text style, a fixed size, or a custom size scaled with a style (`UIFontMetrics`).
    public var font: LabelFont
    /// The most lines; 0 for as many as the text needs (`numberOfLines`).
    public var numberOfLines = 1
    /// How lines break and the last one ends (`lineBreakMode`).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The width multi-line text wraps at when it is above 0; 0 (automatic): the width the constraints give, found
    /// by laying the width out first and measuring the text at it, as UIKit does.
    public var preferredMaxLayoutWidth = 0.0
    /// Whether the text shrinks to fit the label's width when it does not fit (`adjustsFontSizeToFitWidth`), down to
    /// ``minimumScaleFactor`` of its size. The label's intrinsic size stays its text's at full size, as UILabel's does.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the text shrinks to, above 0 and below 1 (`minimumScaleFactor`); 0, UIKit's default, lets
    /// it shrink no further than its size, which is to say not at all.
    public var minimumScaleFactor = 0.0
    /// Whether a text-style or scaled font follows the layout's content-size category (`UIContentSizeCategoryAdjusting`).
    public var adjustsFontForContentSizeCategory = false
    /// The category the font was set at, which it keeps when ``adjustsFontForContentSizeCategory`` is off: large (the
    /// default size) unless set.
    public var fontCategory: ContentSizeCategory = .large
    /// Line height, spacing, tracking and language, as the text's paragraph style and attributes set them; its
    /// width, line limit and line break mode are the label's own properties above, and its display scale the layout's.
    public var textStyle = LabelConfiguration()
    /// What the widths the measurer gives this text are multiplied by, at every category: 1, or how much wider the
    /// font the layout stands for sets this very text than the font measured (SF Pro over its stand-in), when a width
    /// that font gave is known — the width Xcode stored for a label at its text's natural width. Lines break where
    /// that font's would: the text is measured this many times narrower than the label. Values that are not finite
    /// and above 0 count as 1.
    public var textWidthScale = 1.0
    /// What measures the text.
    public let measurer: TextMeasurer

    /// The text as measured for the layout under way (set by ``AdaptiveLayout`` before each layout).
    private(set) var measured: MeasuredLabel?

    /// A label named `identifier` showing `text` in `font`, measured by `measurer` (`TextMeasurer.shared`, over the
    /// pinned font set, by default).
    public init(
        identifier: String, text: String, font: LabelFont = .style(.body), measurer: TextMeasurer = .shared
    ) {
        self.text = text
        self.font = font
        self.measurer = measurer
        super.init(identifier: identifier)
    }

    /// The label's settings as the measurer takes them, unwrapped, on a display of `displayScale`.
    func configuration(displayScale: Double) -> LabelConfiguration {
        var configuration = textStyle
        configuration.width = nil
        configuration.numberOfLines = numberOfLines
        configuration.lineBreakMode = lineBreakMode
        configuration.displayScale = displayScale
        return configuration
    }

    /// Resolves the font and measures the text for a layout at `category` on a display of `displayScale`, and gives
    /// the engine the result as the view's intrinsic content.
    ///
    /// - Throws: the measurer's errors for a font that cannot be resolved or a text or setting it refuses.
    func prepare(at category: ContentSizeCategory, displayScale: Double) throws(MeasurementError) {
        let resolved = try resolvedFont(inLayoutAt: category)
        if let measured, measured.font == resolved, measured.settings == Settings(self, displayScale) {
            return
        }
        let label = try MeasuredLabel(self, font: resolved, displayScale: displayScale)
        measured = label
        content = label
    }

    /// What a measured label depends on besides its font.
    struct Settings: Equatable {
        let text: String
        let configuration: LabelConfiguration
        let preferredMaxLayoutWidth: Double
        /// The scale the text may shrink to, for a label that shrinks its text to fit.
        let minimumScale: Double?
        let textWidthScale: Double

        init(_ label: Label, _ displayScale: Double) {
            self.init(
                text: label.text, configuration: label.configuration(displayScale: displayScale),
                preferredMaxLayoutWidth: label.preferredMaxLayoutWidth,
                minimumScale: label.adjustsFontSizeToFitWidth ? label.minimumScaleFactor : nil,
                textWidthScale: label.textWidthScale > 0 && label.textWidthScale.isFinite ? label.textWidthScale : 1)
        }

        init(
            text: String, configuration: LabelConfiguration, preferredMaxLayoutWidth: Double,
            minimumScale: Double? = nil, textWidthScale: Double = 1
        ) {
            self.text = text
            self.configuration = configuration
            self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
            self.minimumScale = minimumScale
            self.textWidthScale = textWidthScale
        }
    }
}
