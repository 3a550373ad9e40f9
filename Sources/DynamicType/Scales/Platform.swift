/// An Apple platform with a published type scale.
public enum Platform: String, CaseIterable, Codable, Sendable {
    case iOS = "ios"
    case iPadOS = "ipados"
    case watchOS = "watchos"
    case macOS = "macos"
    case tvOS = "tvos"

    /// The platform's built-in type scale. iPadOS uses the iOS table (HIG: "iOS, iPadOS Dynamic Type sizes").
    public var typeScale: TypeScale {
        switch self {
        case .iOS: .iOS
        case .iPadOS: .iPadOS
        case .watchOS: .watchOS
        case .macOS: .macOS
        case .tvOS: .tvOS
        }
    }

    /// The platform's name as Apple writes it: `iOS`, `watchOS`.
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .iPadOS: "iPadOS"
        case .watchOS: "watchOS"
        case .macOS: "macOS"
        case .tvOS: "tvOS"
        }
    }
}
