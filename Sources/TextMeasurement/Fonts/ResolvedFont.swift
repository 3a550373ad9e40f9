import DynamicType

/// What a label's font is at one content-size category: the face the text is set in, its point size and weight, and
/// the line height and tracking a text style gives there.
///
/// Made by ``TextMeasurer/resolve(_:at:)``, and reported by every ``TextLayout`` (``TextLayout/font``); fallback faces
/// the text needed are in each line's ``TextLayout/Line/fonts``. Cheap to copy: a face and a few numbers (a
/// substitution, which holds names, only when fontconfig made one).
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
    /// fontconfig's match when it substituted another family for the one asked for (a family that is not installed:
    /// ``FontMatch/isSubstitute``); `nil` when the face is the one asked for, a file's or a face given.
    public var substitution: FontMatch? {
        get { substitutionBox?.match }
        set { substitutionBox = newValue.map(SubstitutionBox.init) }
    }

    /// The substitution behind one reference, so that copying a resolved font — which every layout holds — copies no
    /// names.
    private var substitutionBox: SubstitutionBox?

    /// A resolved font with every property given.
    public init(
        face: FontFace, pointSize: Double, weight: FontWeight = .regular, leading: Double? = nil, tracking: Double? = nil,
        substitution: FontMatch? = nil
    ) {
        self.face = face
        self.pointSize = pointSize
        self.weight = weight
        self.leading = leading
        self.tracking = tracking
        self.substitutionBox = substitution.map(SubstitutionBox.init)
    }

    /// A type-scale entry's font: its size, weight, leading and tracking (0 where the scale has none), in `face`.
    init(_ entry: TypeScale.Entry, face: FontFace, substitution: SubstitutionBox?) {
        self.face = face
        pointSize = entry.pointSize
        weight = entry.weight
        leading = entry.leading
        tracking = entry.tracking ?? 0
        substitutionBox = substitution
    }

    /// A fixed size's font in `face`.
    init(face: FontFace, pointSize: Double, weight: FontWeight, substitution: SubstitutionBox?) {
        self.face = face
        self.pointSize = pointSize
        self.weight = weight
        substitutionBox = substitution
    }

    public static func == (lhs: ResolvedFont, rhs: ResolvedFont) -> Bool {
        lhs.face == rhs.face && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.leading == rhs.leading
            && lhs.tracking == rhs.tracking && lhs.substitution == rhs.substitution
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(leading)
        hasher.combine(tracking)
        hasher.combine(substitution)
    }
}

/// A ``FontMatch`` as one object.
final class SubstitutionBox: Sendable {
    let match: FontMatch

    init(_ match: FontMatch) {
        self.match = match
    }
}

extension LabelConfiguration {
    /// This configuration as a label set in `font` uses it: a text style's leading as every line's height and its
    /// tracking; a fixed or scaled size leaves it as it is.
    public func applying(_ font: ResolvedFont) -> LabelConfiguration {
        var configuration = self
        configuration.apply(font)
        return configuration
    }

    /// Applies a text style's leading and tracking, as ``applying(_:)`` does.
    mutating func apply(_ font: ResolvedFont) {
        if let leading = font.leading { lineHeight = .fixed(leading) }
        if let tracking = font.tracking { self.tracking = tracking }
    }
}
