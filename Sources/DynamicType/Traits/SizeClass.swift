/// The rough amount of space a view has along one axis, as `UIUserInterfaceSizeClass` describes it.
public enum SizeClass: String, CaseIterable, Codable, Sendable {
    case unspecified
    /// Constrained space: an iPhone in portrait is compact in width.
    case compact
    /// Expansive space.
    case regular
}
