import AutoLayout

/// An on/off switch, as `UISwitch`: always 51 × 31 points, whatever frame it is given (measured in published view
/// dumps of iOS 7 and later: c4ios.com, "Hacking UISwitch"; GranadaLayout's `UISwitch+GRXLayout`), hugging and
/// resisting compression at 750 on both axes (`shared/reference/auto-layout.md` §2).
public final class Switch: View {
    /// The switch's size.
    public static let size = IntrinsicSize(width: 51, height: 31)

    /// A switch named `identifier`.
    public override init(identifier: String) {
        super.init(identifier: identifier)
        content = FixedContent(size: Self.size)
        contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }
}

/// A spinning progress indicator, as `UIActivityIndicatorView`: its size is its style's, 20 × 20 points for the
/// medium style (the default; the old white and gray styles) and 37 × 37 for the large one (the old whiteLarge)
/// (markmeretzky.com, INFO1-CE9236 "activity"; the iOS 13 header's replacements), hugging at 750.
public final class ActivityIndicatorView: View {
    /// `UIActivityIndicatorView.Style`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case medium, large

        /// The indicator's size in this style.
        public var size: IntrinsicSize {
            self == .medium ? IntrinsicSize(width: 20, height: 20) : IntrinsicSize(width: 37, height: 37)
        }
    }

    /// The style; it decides the size.
    public var style: Style {
        didSet { content = FixedContent(size: style.size) }
    }

    /// An indicator named `identifier` in `style`.
    public init(identifier: String, style: Style = .medium) {
        self.style = style
        super.init(identifier: identifier)
        content = FixedContent(size: style.size)
        contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }
}

