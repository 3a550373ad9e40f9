import DynamicType

extension TextMeasurer {
    /// What `font` is at `category`: its face, point size and weight, and a text style's leading and tracking there.
    ///
    /// The one place a label's font is resolved; ``measure(_:font:at:label:)`` and
    /// ``measureAcrossCategories(_:font:categories:label:)`` go through it, and every ``TextLayout`` reports what it
    /// gave (``TextLayout/font``).
    /// - A text style: the type scale's entry at the category (`TypeScale.resolvedCategory(_:)`) gives
    ///   the size, weight, leading and tracking, as `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    /// - A fixed size: that size and weight at every category.
    /// - A scaled size: `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`'s size at the category (the
    ///   style's line-height ratio, whole points, then the cap; `FontMetrics`), and its weight.
    ///
    /// The face is the system font or the family fontconfig matches for the weight (with its match when it substituted
    /// another family: ``ResolvedFont/substitution``), a font file's face loaded once by this measurer, or the face
    /// given.
    ///
    /// - Parameters:
    ///   - font: The label's font: a text style, a fixed size or a scaled size, and where it comes from.
    ///   - category: The category; `nil` (unspecified) is the default, large.
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` for a style the scale lacks or a size out of
    ///   range; ``MeasurementError/familyNotInstalled(requested:substitute:)`` for a strict family that is not
    ///   installed; ``MeasurementError/noFontsAvailable``; the errors of ``FontFace/init(contentsOfFile:faceIndex:)``.
    public func resolve(_ font: LabelFont, at category: ContentSizeCategory? = nil) throws(MeasurementError)
        -> ResolvedFont
    {
        switch font.size {
        case .style(let style, let scale):
            return try resolve(style, in: scale, at: category, source: font.source)
        case .fixed(let pointSize, let weight):
            try Self.validate(pointSize: pointSize)
            return ResolvedFont(try matchedFace(font.source, weight: weight), pointSize: pointSize, weight: weight)
        case .scaled:
            var resolver = try FontResolver(font, measurer: self)
            return try resolver.resolve(at: category)
        }
    }

    /// A text style of `scale` at `category`, in `source`'s face for the style's weight there: ``resolve(_:at:)`` of
    /// `.style(style, in: scale, source: source)`, without making the label's font.
    func resolve(_ style: TextStyle, in scale: TypeScale, at category: ContentSizeCategory?, source: FontSource)
        throws(MeasurementError) -> ResolvedFont
    {
        let entry = try Self.entry(style, category, scale)
        return ResolvedFont(entry, of: scale, in: try matchedFace(source, weight: entry.weight))
    }

    /// The scale's entry for a style at a category (`nil`: the default category).
    ///
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` naming the scale's styles when it lacks `style`.
    public static func entry(_ style: TextStyle, _ category: ContentSizeCategory?, _ scale: TypeScale)
        throws(MeasurementError) -> TypeScale.Entry
    {
        guard let entry = scale.entry(for: style, at: category) else {
            throw .invalidValue(
                name: "text style", value: "'\(style)'",
                accepted: "a style of the \(scale.name) scale: " + scale.styles.map(\.name).joined(separator: ", "))
        }
        return entry
    }

    static func validate(pointSize: Double) throws(MeasurementError) {
        guard pointSize.isFinite && pointSize > 0 else {
            throw .invalidValue(name: "size", value: "\(pointSize)", accepted: "a finite number of points above 0")
        }
    }

    // MARK: - Faces

    /// The face of a font source at a weight.
    ///
    /// - Throws: as ``resolve(_:at:)``.
    public func face(_ source: FontSource, weight: FontWeight) throws(MeasurementError) -> FontFace {
        try matchedFace(source, weight: weight).face
    }

    /// What the system font is set in, as reports name it: the stand-in's ``SystemFontStandIn/description``, or, when
    /// its family is not installed (fontconfig substituted another, which keeps its own metrics and no tracking), what
    /// was used instead: `Inter is not installed: DejaVu Sans with its own metrics`.
    public var systemFontDescription: String {
        guard let family = systemFont.family, let fontMatcher,
            let match = try? fontMatcher.match(family: family, weight: .regular), match.isSubstitute
        else { return systemFont.description }
        return "\(family) is not installed: \(match.family) with its own metrics"
    }

    /// The fonts the system font's stand-in and fallbacks come from, in a line (``FontMatcher/fontSet``); `nil` for a
    /// measurer without a font matcher (one face, no fallback).
    public var fontSet: FontSetFingerprint? { fontMatcher?.fontSet }

    /// A source's face at a weight as ``matchedFace(_:weight:)`` finds it.
    struct MatchedFace {
        var face: FontFace
        /// fontconfig's match when it substituted another family.
        var substitution: SubstitutionBox? = nil
        /// The system font's tracking by size (``SystemFontStandIn/tracking``), for a fixed or scaled size.
        var tracking: TrackingTable? = nil
    }

    /// The face of a font source at a weight, fontconfig's match when it substituted another family, and the
    /// tracking table of the system font for its fixed and scaled sizes.
    func matchedFace(_ source: FontSource, weight: FontWeight) throws(MeasurementError) -> MatchedFace {
        switch source {
        case .face(let face):
            return MatchedFace(face: face)
        case .file(let path, let faceIndex):
            return MatchedFace(face: try face(file: path, faceIndex: faceIndex))
        case .family(let family, let strict):
            guard let fontMatcher else { throw noMatcherError(for: source) }
            let match = try fontMatcher.match(family: family, weight: weight, strict: strict)
            return MatchedFace(face: try face(for: match), substitution: match.isSubstitute ? SubstitutionBox(match) : nil)
        case .system:
            guard let fontMatcher else { throw noMatcherError(for: source) }
            let match = try fontMatcher.match(family: systemFont.family, weight: weight)
            // The stand-in's tracking and line metrics belong to its family: a substitute keeps its own.
            if match.isSubstitute { return MatchedFace(face: try face(for: match), substitution: SubstitutionBox(match)) }
            let face: FontFace
            if let lineMetrics = systemFont.lineMetrics {
                face = try standInFace(for: match, lineMetrics: lineMetrics)
            } else {
                face = try self.face(for: match)
            }
            return MatchedFace(face: face, tracking: systemFont.tracking)
        }
    }

    /// Why a measurer without a font matcher cannot find `source`.
    func noMatcherError(for source: FontSource) -> MeasurementError {
        if let fontMatcherError { return fontMatcherError }
        return .invalidValue(
            name: "font family", value: "'\(source.familyName ?? "system")'",
            accepted: "a font file: this measurer was made without a font matcher")
    }
}
