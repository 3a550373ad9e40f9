import DynamicType

/// A label's font: where it comes from and how its size follows the content-size category — what a `UILabel`'s `font`
/// and `adjustsFontForContentSizeCategory` say together.
///
/// ``TextMeasurer/resolve(_:at:)`` turns one into the face, point size and weight at a category; every measurement by
/// text style or scaled size goes through it, and the ``TextLayout`` reports what it resolved.
public struct LabelFont: Equatable, Sendable {
    /// The size: a text style, a fixed size, or a custom size scaled with a style.
    public var size: FontSize
    /// Where the font comes from.
    public var source: FontSource

    /// A font whose size `size` chooses, from `source`.
    public init(_ size: FontSize, source: FontSource = .system) {
        self.size = size
        self.source = source
    }

    /// A text style of a type scale, as `UIFont.preferredFont(forTextStyle:)` with `adjustsFontForContentSizeCategory`.
    public static func style(_ style: TextStyle, in scale: TypeScale = .iOS, source: FontSource = .system) -> LabelFont {
        LabelFont(.style(style, in: scale), source: source)
    }

    /// How messages name the font: the size's description, then the family when it is not the system font (`body`,
    /// `17 pt in Inter`).
    public var description: String {
        size.description + (source.familyName.map { " in " + $0 } ?? "")
    }
}

extension LabelFont: CustomStringConvertible {}
