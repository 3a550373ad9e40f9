/// The direction lines of text and leading-to-trailing layouts run, as `UITraitEnvironmentLayoutDirection` says.
public enum LayoutDirection: String, CaseIterable, Codable, Sendable {
    case unspecified
    case leftToRight
    case rightToLeft
}
