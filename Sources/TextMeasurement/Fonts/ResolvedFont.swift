import DynamicType

/// What a label's font is at one content-size category: the face the text is set in, its point size and weight, and
/// the line height and tracking a text style gives there.
///
/// Made by ``TextMeasurer/resolve(_:at:)``, and reported by every ``TextLayout`` (``TextLayout/font``); fallback faces
/// the text needed are in each line's ``TextLayout/Line/fonts``.
public struct ResolvedFont: Hashable, Sendable {
    /// The primary face: the font asked for (characters it lacks fall back to others).
    public var face: FontFace
    /// The point size.
    public var pointSize: Double
    /// The weight: of the face's family, a variable face's `wght` axis, and the fallback faces.
    public var weight: FontWeight
    /// A text style's leading at the category, which sets every line's height; `nil` for a fixed or scaled size,
    /// whose lines are as tall as the label's configuration says (by default the fonts' own line height).
    public var leading: Double?
    /// A text style's tracking at the category (0 where its scale has none); `nil` for a fixed or scaled size, whose
    /// tracking is the label's configuration's.
    public var tracking: Double?
    /// fontconfig's match, when the face was found by family (or is the system font): it says whether fontconfig
    /// substituted another family for the one asked for (``FontMatch/isSubstitute``). `nil` for a file or a face.
    public var match: FontMatch?

    /// A resolved font with every property given.
    public init(
        face: FontFace, pointSize: Double, weight: FontWeight = .regular, leading: Double? = nil, tracking: Double? = nil,
        match: FontMatch? = nil
    ) {
        self.face = face
        self.pointSize = pointSize
        self.weight = weight
        self.leading = leading
        self.tracking = tracking
        self.match = match
    }
}

extension LabelConfiguration {
    /// This configuration as a label set in `font` uses it: a text style's leading as every line's height and its
    /// tracking; a fixed or scaled size leaves it as it is.
    public func applying(_ font: ResolvedFont) -> LabelConfiguration {
        var configuration = self
        if let leading = font.leading { configuration.lineHeight = .fixed(leading) }
        if let tracking = font.tracking { configuration.tracking = tracking }
        return configuration
    }
}
