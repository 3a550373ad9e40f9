/// Which of a symbol's three scale variants is drawn, as `UIImage.SymbolScale`: how large the symbol is beside text
/// of its point size.
///
/// Apple gives the variants' sizes relative to the medium one: small is "approximately 20% smaller", large
/// "approximately 30% larger" (`NSImage.SymbolScale.small` and `.large`, developer.apple.com/documentation/appkit/
/// nsimage/symbolscale; UIKit's `UIImage.SymbolScale` draws the same SF Symbols and documents no figure of its own).
/// `UIImage.SymbolScale.default` ("the same scale used for similar content in other parts of the system") and
/// `.unspecified` are read as medium, "the default symbol scale" (`NSImage.SymbolScale`).
public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The variant's size over the medium variant's: 0.8, 1 or 1.3.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}
