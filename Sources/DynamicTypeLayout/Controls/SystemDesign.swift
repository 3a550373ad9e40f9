/// The look of UIKit's controls an app is laid out in: iOS 26's Liquid Glass, or the design before it, which an app
/// built with the iOS 26 SDK keeps with `UIDesignRequiresCompatibility` in its Info.plist and one built with an older
/// SDK has. Controls whose size the design changes take theirs from it (``Switch``).
public enum SystemDesign: String, Sendable, Hashable, CaseIterable {
    /// The controls of iOS 18 and before.
    case compatibility
    /// iOS 26's Liquid Glass controls.
    case liquidGlass
}
