import DynamicType
import TextMeasurement

/// How one string is laid out for the audit: its label's font, width, line limit and the categories to check.
struct AuditLayout: Hashable, Sendable {
    enum Sizing: Hashable, Sendable {
        /// A text style of the type scale.
        case style(TextStyle)
        /// A fixed point size and weight (no Dynamic Type: checked at one size).
        case points(Double, FontWeight)
    }

    var sizing: Sizing = .style(.body)
    /// A family name; `nil` for the system's sans-serif.
    var family: String?
    /// A font file, instead of a family.
    var fontFile: String?
    /// The label's width in points.
    var width: Double?
    /// `numberOfLines`; 0 for no limit.
    var lines = 1
    var categories = ContentSizeCategory.allCases
    var mode: LineBreakMode = .byTruncatingTail
    var strategy: LineBreakStrategy = .standard
}
