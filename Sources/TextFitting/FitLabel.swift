import DynamicType
import TextMeasurement

/// A label to measure: its text and its font — how the font's size follows the content-size category, and where the
/// font comes from.
public struct FitLabel: Equatable, Sendable {
    /// The text.
    public var text: String
    /// The font: a text style, a fixed size, or a custom size scaled with a style, from the system font, a family, a
    /// file or a face.
    public var font: LabelFont

    /// A label in `font`.
    public init(_ text: String, font: LabelFont) {
        self.text = text
        self.font = font
    }

    /// A label with a font size chosen by `size`, from `font` (the system font by default: the measurer's stand-in for SF Pro).
    public init(_ text: String, size: FontSize, font: FontSource = .system) {
        self.init(text, font: LabelFont(size, source: font))
    }

    /// A label in a text style of a type scale, as `UIFont.preferredFont(forTextStyle:)` with
    /// `adjustsFontForContentSizeCategory`.
    public init(_ text: String, style: TextStyle, in scale: TypeScale = .iOS, font: FontSource = .system) {
        self.init(text, size: .style(style, in: scale), font: font)
    }

    /// How the label's font size is chosen.
    public var size: FontSize { font.size }

    /// How messages name the label's font: the size's description, then the family when it is not the system font
    /// (`body`, `17 pt in Inter`).
    public var fontDescription: String { font.description }

    /// The label laid out at each of `categories` (ascending, each once) in `label`'s configuration: one shaping per
    /// face and weight, one layout per distinct font (``TextMeasurement/TextMeasurer/measureAcrossCategories(_:font:categories:label:)``).
    ///
    /// - Throws: `MeasurementError.invalidValue` for a size out of range or a style the scale lacks; any error of the
    ///   measurer.
    func measured(
        at categories: [ContentSizeCategory], label: LabelConfiguration, measurer: TextMeasurer
    ) throws(MeasurementError) -> [(category: ContentSizeCategory, layout: TextLayout)] {
        try measurer.measureAcrossCategories(text, font: font, categories: categories, label: label)
    }
}
