import AutoLayout
import TextMeasurement

/// A button with a title, as `UIButton`: its ``titleLabel`` is a ``Label`` inside it, held at the button's sides by
/// its content insets and centred between its top and bottom, so the button is as large as its title and its insets
/// (its intrinsic size, with the button's own hugging and compression resistance), and a title that does not fit is
/// truncated like any label's. A button held shorter than its intrinsic height gives its title the whole of its
/// height: the insets above and below are part of the size it asks for, not a frame around the title
/// (`UIButton.titleRect(forContentRect:)` places the title in the content rectangle, the bounds less
/// `contentEdgeInsets`, which a system button has none of: Xcode stores a 26-point button of a 20.5-point title
/// whole). Only a button shorter than its title cuts it.
///
/// Insets. A system button made in code (`contentEdgeInsets` zero, Apple's default) still keeps its title 6 points from
/// its top and bottom: an 18 pt title's 21 pt label in a 33 pt button, a 15 pt title in a 30 pt one (measured: Erica
/// Sadun, iOS Auto Layout Demystified, "Hello World" {78, 30}; a Stack Overflow answer's measurement of the 18 pt
/// case) — ``systemInsets``. A button with a `UIButton.Configuration` of the default medium size has content insets of
/// 7 above and below and 12 at the sides (an Apple engineer, developer.apple.com/forums/thread/733541; they grow with
/// the size and with Dynamic Type, by amounts Apple has not published) — ``configurationInsets``.
///
/// Image. A button's image (``imageView``) is before its title, touching it, and the content insets are around both:
/// "The content comprises the button image and button title", and the button sizes itself by its
/// `contentEdgeInsets` (`UIButton.contentEdgeInsets`), not by its `imageEdgeInsets` or `titleEdgeInsets`, which only
/// move the image and the title ("The button does not use this property to determine intrinsicContentSize",
/// `UIButton.imageEdgeInsets`). The image is centred vertically and the button at least as tall as it and its
/// ``imageInsets``; the 6 points a system button keeps above and below belong to its title: a button with an image
/// and no title is its image and its `contentEdgeInsets` (Xcode stores 38 × 38 for such a button of a 22 × 22 image
/// inset 8 all round).
public final class Button: View {
    /// The title.
    public let titleLabel: Label
    /// The image before the title, if the button has one; with an empty title, the button shows only the image, and
    /// its title label is not in it.
    public let imageView: ImageView?
    /// The title's distance from the button's edges.
    public let contentInsets: DirectionalEdgeInsets
    /// The image's distance from the button's edges (its `contentEdgeInsets`: none unless set).
    public let imageInsets: DirectionalEdgeInsets

    /// A system button's: 6 above and below the title, none at the sides.
    public static let systemInsets = DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
    /// A medium `UIButton.Configuration` button's: 7 above and below, 12 at the sides.
    public static let configurationInsets = DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)

    /// A button named `identifier` titled `title` in `font` (UIButton's default: the system font at 15 pt), its title
    /// `contentInsets` from its edges; the title label is named `identifier.titleLabel`. With an `image`, the image
    /// is before the title, `imageInsets` from the edges; a button with an image and an empty title is its image.
    ///
    /// - Throws: `LayoutError` only if the insets are not finite numbers.
    public init(
        identifier: String, title: String, font: LabelFont = LabelFont(.fixed(15)),
        contentInsets: DirectionalEdgeInsets = Button.systemInsets, image: ImageView? = nil,
        imageInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(), measurer: TextMeasurer = .shared
    ) throws(LayoutError) {
        titleLabel = Label(identifier: identifier + ".titleLabel", text: title, font: font, measurer: measurer)
        self.contentInsets = contentInsets
        imageView = image
        self.imageInsets = imageInsets
        super.init(identifier: identifier)
        guard let image else {
            addSubview(titleLabel)
            content = ButtonContent(button: self)
            try LayoutConstraint.activate(Self.pinning(titleLabel, in: self, contentInsets, identifier + ".inset"))
            return
        }
        addSubview(image)
        guard !title.isEmpty else {
            try LayoutConstraint.activate(Self.pinning(image, in: self, imageInsets, identifier + ".image"))
            return
        }
        addSubview(titleLabel)
        content = ButtonContent(button: self)
        var pinned = Self.pinning(titleLabel, in: self, contentInsets, identifier + ".inset")
        pinned.removeFirst()  // (the title's leading edge is the image's trailing one)
        try LayoutConstraint.activate(pinned + [
            image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: imageInsets.leading)
                .identifier(identifier + ".image.leading"),
            titleLabel.leadingAnchor.constraint(equalTo: image.trailingAnchor).identifier(identifier + ".image.title"),
            image.centerYAnchor.constraint(equalTo: centerYAnchor).identifier(identifier + ".image.centerY"),
            image.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: imageInsets.top)
                .identifier(identifier + ".image.top"),
            bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: imageInsets.bottom)
                .identifier(identifier + ".image.bottom"),
        ])
    }

    /// The constraints holding `view` `insets` from `button`'s edges, leading first, named `prefix.leading` …: its
    /// sides at the insets, and, for the title, its middle where the insets above and below put it, inside the button.
    private static func pinning(_ view: View, in button: View, _ insets: DirectionalEdgeInsets, _ prefix: String)
        -> [LayoutConstraint]
    {
        let sides = [
            view.leadingAnchor.constraint(equalTo: button.leadingAnchor, constant: insets.leading)
                .identifier(prefix + ".leading"),
            button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: insets.trailing)
                .identifier(prefix + ".trailing"),
        ]
        guard view is Label else {
            return sides + [
                view.topAnchor.constraint(equalTo: button.topAnchor, constant: insets.top).identifier(prefix + ".top"),
                button.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: insets.bottom)
                    .identifier(prefix + ".bottom"),
            ]
        }
        return sides + [
            view.centerYAnchor.constraint(equalTo: button.centerYAnchor, constant: (insets.top - insets.bottom) / 2)
                .identifier(prefix + ".centerY"),
            view.topAnchor.constraint(greaterThanOrEqualTo: button.topAnchor).identifier(prefix + ".top"),
            button.bottomAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor).identifier(prefix + ".bottom"),
        ]
    }
}
