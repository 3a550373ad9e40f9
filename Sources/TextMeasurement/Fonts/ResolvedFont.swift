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
    /// A text style's leading at the category, which sets the lines' height as ``leadingRule`` says; `nil` for a
    /// fixed or scaled size, whose lines are as tall as the label's configuration says (by default the fonts' own
    /// line height).
    public var leading: Double?
    /// Which lines the ``leading`` sets: every line after the first for Apple's scales, every line for a design
    /// system's.
    public var leadingRule: LeadingRule
    /// The font's own tracking at its size, which the label's configuration's tracking adds to: a text style's
    /// (its scale's, else the system font's table at its size, else 0), or the system font's at a fixed or scaled size
    /// (``SystemFontStandIn/tracking``); `nil` for another font, which has none of its own.
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
    /// The system font's tracking by size, for a font set in it (``SystemFontStandIn/tracking``): what
    /// ``scaled(by:)`` reads at the new size. Follows from the face, so equality leaves it out.
    private var sizeTracking: TrackingTable?

    /// A resolved font with every property given.
    public init(
        face: FontFace, pointSize: Double, weight: FontWeight = .regular, leading: Double? = nil,
        leadingRule: LeadingRule = .everyLine, tracking: Double? = nil, substitution: FontMatch? = nil
    ) {
        self.face = face
        self.pointSize = pointSize
        self.weight = weight
        self.leading = leading
        self.leadingRule = leadingRule
        self.tracking = tracking
        self.substitutionBox = substitution.map(SubstitutionBox.init)
    }

    /// A type-scale entry's font in a matched face: its size, weight, leading (after the first line for Apple's
    /// scales) and tracking (the scale's, else the system font's at the size, else 0).
    init(_ entry: TypeScale.Entry, of scale: TypeScale, in matched: TextMeasurer.MatchedFace) {
        face = matched.face
        pointSize = entry.pointSize
        weight = entry.weight
        leading = entry.leading
        leadingRule = scale.platform == nil ? .everyLine : .afterFirstLine
        tracking = entry.tracking ?? matched.tracking?.tracking(atSize: entry.pointSize) ?? 0
        substitutionBox = matched.substitution
        sizeTracking = matched.tracking
    }

    /// A fixed or scaled size's font in a matched face, with the system font's tracking at the size where it has one.
    init(_ matched: TextMeasurer.MatchedFace, pointSize: Double, weight: FontWeight) {
        face = matched.face
        self.pointSize = pointSize
        self.weight = weight
        leadingRule = .everyLine
        tracking = matched.tracking?.tracking(atSize: pointSize)
        substitutionBox = matched.substitution
        sizeTracking = matched.tracking
    }

    /// This font at `factor` times its size, as a label that shrinks its text to fit sets it
    /// (`adjustsFontSizeToFitWidth`: the font at a smaller size, `UIFont.withSize(_:)`): the point size and leading
    /// scaled; the tracking the system font's for the new size where the font is the system font (its tracking
    /// depends on the size: −0.44 pt at 17 pt, +0.21 at 8), else scaled with the size.
    public func scaled(by factor: Double) -> ResolvedFont {
        var scaled = self
        scaled.pointSize *= factor
        scaled.leading = leading.map { $0 * factor }
        scaled.tracking = tracking.map { own in sizeTracking?.tracking(atSize: scaled.pointSize) ?? own * factor }
        return scaled
    }

    public static func == (lhs: ResolvedFont, rhs: ResolvedFont) -> Bool {
        lhs.face == rhs.face && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.leading == rhs.leading
            && lhs.leadingRule == rhs.leadingRule && lhs.tracking == rhs.tracking
            && lhs.substitution == rhs.substitution
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(face)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(leading)
        hasher.combine(leadingRule)
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
    /// This configuration as a label set in `font` uses it: a text style's leading as the lines' height (after the
    /// first line, or every line: ``ResolvedFont/leadingRule``), and the font's own tracking added to the label's.
    public func applying(_ font: ResolvedFont) -> LabelConfiguration {
        var configuration = self
        configuration.apply(font)
        return configuration
    }

    /// Applies a text style's leading and the font's tracking, as ``applying(_:)`` does.
    mutating func apply(_ font: ResolvedFont) {
        if let leading = font.leading {
            lineHeight = font.leadingRule == .everyLine ? .fixed(leading) : .afterFirstLine(leading)
        }
        if let tracking = font.tracking { self.tracking += tracking }
    }
}
