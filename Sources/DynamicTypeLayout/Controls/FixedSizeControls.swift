import AutoLayout

/// An on/off switch, as `UISwitch`: always its design's size, whatever frame it is given — 51 × 31 points from iOS 7
/// to iOS 18 (measured in published view dumps: c4ios.com, "Hacking UISwitch"; GranadaLayout's `UISwitch+GRXLayout`),
/// 63 × 28 in iOS 26's Liquid Glass (wanteddev/montage-ios #488: "iOS 26+: 63×28 … iOS 25 and below: 51×31"; the
/// frames Xcode 26 stores for switches) — hugging and resisting compression at 750 on both axes
/// (`shared/reference/auto-layout.md` §2).
///
/// A switch's constraints hold 2 points less than its width: its alignment rectangle is 2 points short of its frame at
/// the trailing side. UISwitch's "intrinsic content size … is (49.0, 31.0), but the actual size is (51.0, 31.0)", so
/// that a switch and views with the same trailing space are not aligned (rdar://31777116, iOS 10.3); the frames Xcode
/// stores agree — a switch pinned to the trailing margin (20) of a 414-point cell stored 18 from its edge, and in
/// Xcode 26 a Liquid Glass switch pinned 16 from the trailing edge stored 14 from it, one pinned 8 after a label 8
/// after it. So its intrinsic width is 49 (61 in Liquid Glass) and it is drawn 51 (63) wide from where its constraints
/// start it (``enforcedSize``).
public final class Switch: View {
    /// The switch's size before Liquid Glass.
    public static let size = IntrinsicSize(width: 51, height: 31)

    /// The switch's size in `design`: the frame it is drawn in.
    public static func size(in design: SystemDesign) -> IntrinsicSize {
        design == .liquidGlass ? IntrinsicSize(width: 63, height: 28) : size
    }

    /// The size its constraints hold in `design` (its alignment rectangle's).
    public static func alignmentSize(in design: SystemDesign) -> IntrinsicSize {
        design == .liquidGlass ? IntrinsicSize(width: 61, height: 28) : IntrinsicSize(width: 49, height: 31)
    }

    /// The size it is drawn at, whatever frame its constraints give it: UISwitch "overrides initWithFrame: and
    /// enforces a size appropriate for the control" (UISwitch's reference, as quoted in facebook/react-native#7573;
    /// Xcode stores a switch held 49 wide by a constraint 51 wide, at the place the constraints give it).
    public let enforcedSize: IntrinsicSize

    /// A switch named `identifier`, in `design`.
    public init(identifier: String, design: SystemDesign = .compatibility) {
        enforcedSize = Self.size(in: design)
        super.init(identifier: identifier)
        content = FixedContent(size: Self.alignmentSize(in: design))
        contentHuggingPriority = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    }

    /// A switch named `identifier`, before Liquid Glass.
    public convenience override init(identifier: String) {
        self.init(identifier: identifier, design: .compatibility)
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

