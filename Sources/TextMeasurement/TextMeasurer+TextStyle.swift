import DynamicType

/// The font a text style is set in: the system's sans-serif, an installed family, or a face loaded from a file.
public enum StyleFont: Hashable, Sendable {
    /// The system's sans-serif through fontconfig (SF Pro is not available off Apple's systems).
    case system
    /// An installed family; the type scale's weight picks the face. `strict`: a family that is not installed is an
    /// error rather than substituted.
    case family(String, strict: Bool = false)
    /// A face from a file, used as it is (a variable face follows the weight on its `wght` axis).
    case face(FontFace)
}

extension TextMeasurer {
    /// Lays out `text` as a label whose font is a text style at a content-size category: the type scale gives the size,
    /// the weight (used to pick the face of a family), the line height (its leading) and the tracking, where it has one.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` (unspecified) is the scale's default.
    ///   - font: The font: the system's sans-serif, a family, or a face from a file.
    ///   - constraints: Everything but line height and tracking, which come from the scale.
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` when the scale has no such style, and the
    ///   errors of ``face(family:weight:isItalic:strict:)`` and ``measure(_:face:size:weight:constraints:)``.
    public func measure(
        _ text: String, style: TextStyle, category: ContentSizeCategory?, in scale: TypeScale = .iOS,
        font: StyleFont = .system, constraints: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> TextLayout {
        let entry = try Self.entry(style, category, scale)
        return try measure(
            text, face: face(font, weight: entry.weight), size: entry.pointSize, weight: entry.weight,
            constraints: constraints.applying(entry))
    }

    /// Lays out `text` in a text style at every category of the scale, shaping each paragraph once: advances scale
    /// linearly with the point size, so one shaping serves all sizes (fonts with an optical-size axis aside, which are
    /// shaped per size).
    ///
    /// - Returns: One layout per category of `scale.categories`, in order.
    public func measureAcrossCategories(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, font: StyleFont = .system,
        constraints: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> [(category: ContentSizeCategory, layout: TextLayout)] {
        try measureAcrossCategories(
            text, style: style, in: scale, font: font, constraints: constraints, only: scale.categories)
    }

    /// ``measureAcrossCategories(_:style:in:font:constraints:)`` at `categories` only (categories of the scale, in
    /// the order wanted).
    package func measureAcrossCategories(
        _ text: String, style: TextStyle, in scale: TypeScale, font: StyleFont, constraints: LabelConfiguration,
        only categories: [ContentSizeCategory]
    ) throws(MeasurementError) -> [(category: ContentSizeCategory, layout: TextLayout)] {
        var results: [(category: ContentSizeCategory, layout: TextLayout)] = []
        results.reserveCapacity(categories.count)
        // The face per weight (a style has one or two): matching the family and finding the loaded face for every
        // category was most of laying out twelve, and serialised an audit's threads on the measurer's locks.
        var faces: [(weight: FontWeight, face: FontFace)] = []
        // One shaping per face and weight, and per size only for a face with an optical-size axis: a list searched by
        // identity (hashing the face's path for each category was a sixth of laying out twelve).
        typealias Shaped = (paragraph: ShapedParagraph, offset: Int)
        var shaped: [(face: FontFace, weight: FontWeight, size: Double?, paragraphs: [Shaped])] = []
        for category in categories {
            let entry = try Self.entry(style, category, scale)
            let applied = try constraints.applying(entry).validated()
            let face: FontFace
            if let known = faces.first(where: { $0.weight == entry.weight }) {
                face = known.face
            } else {
                face = try self.face(font, weight: entry.weight)
                faces.append((entry.weight, face))
            }
            let size = face.hasOpticalSize ? entry.pointSize : nil
            let paragraphs: [Shaped]
            if let known = shaped.first(where: { $0.face === face && $0.weight == entry.weight && $0.size == size }) {
                paragraphs = known.paragraphs
            } else {
                paragraphs = try shape(
                    text, face: face, weight: entry.weight, size: entry.pointSize, language: applied.language,
                    strategy: applied.lineBreakStrategy)
                shaped.append((face, entry.weight, size, paragraphs))
            }
            results.append((category, layout(paragraphs, size: entry.pointSize, weight: entry.weight, constraints: applied)))
        }
        return results
    }

    /// The face for a text style's font at a weight.
    public func face(_ font: StyleFont, weight: FontWeight) throws(MeasurementError) -> FontFace {
        switch font {
        case .system: try face(family: nil, weight: weight)
        case .family(let family, let strict): try face(family: family, weight: weight, strict: strict)
        case .face(let face): face
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

}

extension LabelConfiguration {
    /// These constraints with a type-scale entry's leading as the line height and its tracking (or none).
    public func applying(_ entry: TypeScale.Entry) -> LabelConfiguration {
        var constraints = self
        constraints.lineHeight = .fixed(entry.leading)
        constraints.tracking = entry.tracking ?? 0
        return constraints
    }
}
