import DynamicType
import TextMeasurement

/// A text with everything it is measured in: the face, point size, weight and the label's constraints.
///
/// The same values go to ``TextMeasurement/TextMeasurer/measure(_:face:size:weight:constraints:)``, so a picture of a
/// typeset text shows the layout the measurement reports.
public struct TypesetText: Hashable, Sendable {
    public var text: String
    /// The requested face (characters it lacks fall back as when measuring).
    public var face: FontFace
    /// The point size.
    public var size: Double
    /// The weight (of a variable face's `wght` axis, and of fallback faces).
    public var weight: FontWeight
    /// Width, line limit, line break mode, line height, tracking, display scale, language.
    public var constraints: LabelConfiguration

    /// A text in a face at a size.
    public init(
        _ text: String, face: FontFace, size: Double, weight: FontWeight = .regular,
        constraints: LabelConfiguration = LabelConfiguration()
    ) {
        self.text = text
        self.face = face
        self.size = size
        self.weight = weight
        self.constraints = constraints
    }

    /// A text in a text style at a content-size category, as
    /// ``TextMeasurement/TextMeasurer/measure(_:style:category:in:font:constraints:)`` measures it: the scale's size
    /// and weight, the face for that weight, and the constraints with the style's leading and tracking.
    ///
    /// - Throws: ``TextMeasurement/MeasurementError`` when the scale lacks the style or the font cannot be found.
    public init(
        _ text: String, style: TextStyle, category: ContentSizeCategory?, in scale: TypeScale = .iOS,
        font: StyleFont = .system, constraints: LabelConfiguration = LabelConfiguration(),
        measurer: TextMeasurer
    ) throws(MeasurementError) {
        let entry = try TextMeasurer.entry(style, category, scale)
        self.init(
            text, face: try measurer.face(font, weight: entry.weight), size: entry.pointSize, weight: entry.weight,
            constraints: constraints.applying(entry))
    }
}
