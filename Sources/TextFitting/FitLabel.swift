import DynamicType
import TextMeasurement

/// A label to measure: its text, how its font size follows the content-size category, and its font.
public struct FitLabel: Equatable, Sendable {
    /// The text.
    public var text: String
    /// The size: a text style, a fixed size, or a custom size scaled with a style.
    public var size: FontSize
    /// The font: the system's sans-serif (`.system`, the default), an installed family, or a face from a file.
    public var font: StyleFont

    /// A label with a font size chosen by `size`.
    public init(_ text: String, size: FontSize, font: StyleFont = .system) {
        self.text = text
        self.size = size
        self.font = font
    }

    /// A label in a text style of a type scale, as `UIFont.preferredFont(forTextStyle:)` with
    /// `adjustsFontForContentSizeCategory`.
    public init(_ text: String, style: TextStyle, in scale: TypeScale = .iOS, font: StyleFont = .system) {
        self.init(text, size: .style(style, in: scale), font: font)
    }

    /// How messages name the label's font: the size's description, then the family when it is not the system font
    /// (`body`, `17 pt in Inter`).
    public var fontDescription: String {
        switch font {
        case .system: size.description
        case .family(let family, _): size.description + " in " + family
        case .face(let face): size.description + " in " + face.family
        }
    }
}
