import DynamicType
import PackageSupport

/// How a label's font size is chosen at each content-size category: from a text style, fixed, or a custom size that
/// scales with a text style as `UIFontMetrics.scaledFont(for:)` scales it.
///
/// An integer or floating-point literal is a fixed size in the regular weight: `size: 17`.
public enum FontSize: Equatable, Sendable {
    /// A text style of a type scale, as `UIFont.preferredFont(forTextStyle:)`: the scale gives the size, the weight,
    /// the line height (its leading) and the tracking at each category.
    case style(TextStyle, in: TypeScale = .iOS)
    /// The same size at every category, as `UIFont.systemFont(ofSize:weight:)` without Dynamic Type: the font's own
    /// line height, no tracking.
    case fixed(Double, weight: FontWeight = .regular)
    /// A custom size scaled relative to a text style, as
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)`: the size times the style's line-height factor,
    /// rounded to whole points, then capped at `maximumPointSize` if that is above 0. The font's own line height, no
    /// tracking (a scaled custom font carries no text-style leading).
    case scaled(
        Double, weight: FontWeight = .regular, relativeTo: TextStyle, in: TypeScale = .iOS,
        maximumPointSize: Double = 0)

    /// How messages name the size: `body`, `17 pt`, `17 pt semibold`, `17 pt scaled like body, max 44 pt`; a scale
    /// other than iOS is named after the style (`body (watchOS)`).
    public var description: String {
        switch self {
        case .style(let style, let scale):
            return style.name + Self.scaleSuffix(scale)
        case .fixed(let size, let weight):
            return Self.points(size) + Self.weightSuffix(weight)
        case .scaled(let size, let weight, let style, let scale, let maximum):
            return Self.points(size) + Self.weightSuffix(weight) + " scaled like " + style.name
                + Self.scaleSuffix(scale) + (maximum > 0 ? ", max " + Self.points(maximum) : "")
        }
    }

    private static func points(_ value: Double) -> String {
        DecimalText.of(value, maximumDecimals: 3) + " pt"
    }

    private static func weightSuffix(_ weight: FontWeight) -> String {
        weight == .regular ? "" : " " + weight.rawValue
    }

    private static func scaleSuffix(_ scale: TypeScale) -> String {
        scale.name == TypeScale.iOS.name ? "" : " (\(scale.name))"
    }
}

extension FontSize: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A fixed size in the regular weight.
    public init(integerLiteral value: Int) {
        self = .fixed(Double(value))
    }

    /// A fixed size in the regular weight.
    public init(floatLiteral value: Double) {
        self = .fixed(value)
    }
}

extension FontSize: CustomStringConvertible {}
