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
    /// The face is the system font or the family fontconfig matches for the weight (with its ``ResolvedFont/match``),
    /// a font file's face loaded once by this measurer, or the face given.
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
        var faces = FacesByWeight()
        return try resolve(font, at: category, faces: &faces)
    }

    /// The faces a resolution found, per weight, so that resolving one font at many categories matches each weight
    /// once: matching the family and finding the loaded face for every category would cost more than laying out, and
    /// serialise an audit's threads on the measurer's locks.
    struct FacesByWeight {
        fileprivate var found: [(weight: FontWeight, face: FontFace, match: FontMatch?)] = []
    }

    /// ``resolve(_:at:)``, taking faces from `faces` and adding the ones it finds.
    func resolve(_ font: LabelFont, at category: ContentSizeCategory?, faces: inout FacesByWeight)
        throws(MeasurementError) -> ResolvedFont
    {
        func face(_ weight: FontWeight) throws(MeasurementError) -> (FontFace, FontMatch?) {
            if let known = faces.found.first(where: { $0.weight == weight }) { return (known.face, known.match) }
            let (face, match) = try matchedFace(font.source, weight: weight)
            faces.found.append((weight, face, match))
            return (face, match)
        }
        switch font.size {
        case .style(let style, let scale):
            let entry = try Self.entry(style, category, scale)
            let (primary, match) = try face(entry.weight)
            return ResolvedFont(
                face: primary, pointSize: entry.pointSize, weight: entry.weight, leading: entry.leading,
                tracking: entry.tracking ?? 0, match: match)

        case .fixed(let pointSize, let weight):
            try Self.validate(pointSize: pointSize)
            let (primary, match) = try face(weight)
            return ResolvedFont(face: primary, pointSize: pointSize, weight: weight, match: match)

        case .scaled(let pointSize, let weight, let style, let scale, let maximum):
            try Self.validate(pointSize: pointSize)
            guard maximum.isFinite && maximum >= 0 else {
                throw .invalidValue(
                    name: "maximum point size", value: "\(maximum)", accepted: "a finite number of points ≥ 0 (0: none)")
            }
            _ = try Self.entry(style, nil, scale)  // names the scale's styles if it lacks this one
            let metrics: FontMetrics
            do {
                metrics = try FontMetrics(forTextStyle: style, in: scale)
            } catch {
                throw .invalidValue(name: "text style", value: "'\(style)'", accepted: error.description)
            }
            let scaled: Font
            do {
                scaled = try metrics.scaledFont(
                    for: Font(pointSize: pointSize, weight: weight), maximumPointSize: maximum,
                    compatibleWith: TraitCollection(preferredContentSizeCategory: category))
            } catch {
                // Only a font that was itself scaled is refused, and this one was made here.
                throw .invalidValue(name: "font", value: "\(pointSize) pt", accepted: error.description)
            }
            let (primary, match) = try face(weight)
            return ResolvedFont(face: primary, pointSize: scaled.pointSize, weight: weight, match: match)
        }
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

    /// The face of a font source at a weight, and fontconfig's match when it was found by family.
    func matchedFace(_ source: FontSource, weight: FontWeight) throws(MeasurementError)
        -> (face: FontFace, match: FontMatch?)
    {
        switch source {
        case .face(let face):
            return (face, nil)
        case .file(let path, let faceIndex):
            return (try face(file: path, faceIndex: faceIndex), nil)
        case .system, .family:
            guard let fontMatcher else { throw noMatcherError(for: source) }
            let family: String?, strict: Bool
            if case .family(let name, let isStrict) = source { (family, strict) = (name, isStrict) } else {
                (family, strict) = (nil, false)
            }
            let match = try fontMatcher.match(family: family, weight: weight, strict: strict)
            return (try face(for: match), match)
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
