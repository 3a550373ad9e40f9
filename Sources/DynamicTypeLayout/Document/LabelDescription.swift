import DynamicType
import TextMeasurement

/// A label described as a value: the `label` object of a layout document's view (`Docs/layout-json.md`), or one of the
/// two labels of a ``SideBySideLayout``.
public struct LabelDescription: Equatable, Sendable {
    /// The text.
    public var text: String
    /// The font: `style`, or `size` (with `weight`, and `relativeTo` to scale it), from `font` or `fontFile`;
    /// UILabel's default, the system font at 17 pt, when none is given.
    public var font: LabelFont
    /// `numberOfLines`: 1 unless given; 0 for no limit.
    public var numberOfLines = 1
    /// `lineBreakMode`.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// `preferredMaxLayoutWidth`; 0 automatic.
    public var preferredMaxLayoutWidth = 0.0
    /// `adjustsFontForContentSizeCategory`: off unless given, as in UIKit and Interface Builder.
    public var adjustsFontForContentSizeCategory = false
    /// The category a font that does not adjust keeps: large unless given.
    public var fontCategory: ContentSizeCategory = .large
    /// The text's language, a BCP 47 tag.
    public var language: String?
    /// `adjustsFontSizeToFitWidth`: off unless given.
    public var adjustsFontSizeToFitWidth = false
    /// `minimumScaleFactor`: 0 unless given.
    public var minimumScaleFactor = 0.0

    /// A label showing `text` in `font`, with UILabel's defaults.
    public init(text: String, font: LabelFont = LabelFont(.fixed(17))) {
        self.text = text
        self.font = font
    }

    /// The label, named `identifier`, measured by `measurer`.
    func makeLabel(identifier: String, measurer: TextMeasurer) -> Label {
        let label = Label(identifier: identifier, text: text, font: font, measurer: measurer)
        label.numberOfLines = numberOfLines
        label.lineBreakMode = lineBreakMode
        label.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        label.fontCategory = fontCategory
        label.textStyle.language = language
        label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        label.minimumScaleFactor = minimumScaleFactor
        return label
    }
}
