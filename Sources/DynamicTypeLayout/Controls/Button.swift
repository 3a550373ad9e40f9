import AutoLayout
import TextMeasurement

/// A button with a title, as `UIButton`: its ``titleLabel`` is a ``Label`` inside it, held at the button's edges by
/// its content insets, so the button is as large as its title and its insets, and a title that does not fit is
/// truncated like any label's.
///
/// Insets. A system button made in code (`contentEdgeInsets` zero, Apple's default) still keeps its title 6 points from
/// its top and bottom: an 18 pt title's 21 pt label in a 33 pt button, a 15 pt title in a 30 pt one (measured: Erica
/// Sadun, iOS Auto Layout Demystified, "Hello World" {78, 30}; a Stack Overflow answer's measurement of the 18 pt
/// case) — ``systemInsets``. A button with a `UIButton.Configuration` of the default medium size has content insets of
/// 7 above and below and 12 at the sides (an Apple engineer, developer.apple.com/forums/thread/733541; they grow with
/// the size and with Dynamic Type, by amounts Apple has not published) — ``configurationInsets``.
public final class Button: View {
    /// The title.
    public let titleLabel: Label
    /// The title's distance from the button's edges.
    public let contentInsets: DirectionalEdgeInsets

    /// A system button's: 6 above and below the title, none at the sides.
    public static let systemInsets = DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
    /// A medium `UIButton.Configuration` button's: 7 above and below, 12 at the sides.
    public static let configurationInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    /// A button named `identifier` titled `title` in `font` (UIButton's default: the system font at 15 pt), its title
    /// `contentInsets` from its edges; the title label is named `identifier.titleLabel`.
    ///
    /// - Throws: `LayoutError` only if the insets are not finite numbers.
    public init(
        identifier: String, title: String, font: LabelFont = LabelFont(.fixed(15)),
        contentInsets: DirectionalEdgeInsets = Button.systemInsets, measurer: TextMeasurer = .shared
    ) throws(LayoutError) {
        titleLabel = Label(identifier: identifier + ".titleLabel", text: title, font: font, measurer: measurer)
        self.contentInsets = contentInsets
        super.init(identifier: identifier)
        addSubview(titleLabel)
        try LayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: contentInsets.leading)
                .identifier(identifier + ".inset.leading"),
            trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: contentInsets.trailing)
                .identifier(identifier + ".inset.trailing"),
            titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: contentInsets.top)
                .identifier(identifier + ".inset.top"),
            bottomAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: contentInsets.bottom)
                .identifier(identifier + ".inset.bottom"),
        ])
    }
}
