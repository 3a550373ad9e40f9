import DynamicType

extension TextMeasurer {
    /// Lays out `text` in a label's font at a content-size category: ``resolve(_:at:)``, then
    /// ``measure(_:in:label:)``.
    ///
    /// - Parameters:
    ///   - text: The text, as ``measure(_:face:size:weight:label:)`` takes it.
    ///   - font: The font: a text style, a fixed size or a scaled size, from the system font, a family, a file or a
    ///     face.
    ///   - category: The category; `nil` (unspecified) is the default, large.
    ///   - label: The label's configuration; a text style's leading sets the line height, and the font's own tracking
    ///     is added to the configuration's.
    /// - Throws: the errors of ``resolve(_:at:)`` and ``measure(_:face:size:weight:label:)``.
    public func measure(
        _ text: String, font: LabelFont, at category: ContentSizeCategory? = nil,
        label: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> TextLayout {
        try measure(text, in: resolve(font, at: category), label: label)
    }

    /// Lays out `text` as a label whose font is a text style at a content-size category: the type scale gives the size,
    /// the weight (used to pick the face of a family), the line height (its leading) and the tracking, where it has one.
    ///
    /// - Parameters:
    ///   - text: The text, as ``measure(_:face:size:weight:label:)`` takes it.
    ///   - style: The text style.
    ///   - category: The category; `nil` (unspecified) is the scale's default.
    ///   - scale: The type scale that gives the style's size, weight, leading and tracking; iOS by default.
    ///   - font: Where the font comes from: the system font (``systemFont``), a family, a file or a face.
    ///   - label: The label's configuration; the scale's leading sets the line height, and its tracking is added to
    ///     the configuration's.
    /// - Throws: as ``measure(_:font:at:label:)``.
    public func measure(
        _ text: String, style: TextStyle, category: ContentSizeCategory?, in scale: TypeScale = .iOS,
        font: FontSource = .system, label: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> TextLayout {
        try measure(text, in: resolve(style, in: scale, at: category, source: font), label: label)
    }

    /// Lays out `text` in a label's font at each of `categories`, shaping it once per face and weight: advances scale
    /// linearly with the point size, so one shaping serves all sizes (faces with an optical-size axis aside, which are
    /// shaped per size); categories at which the font resolves the same (a fixed size; a scale that reads AX5 as AX3)
    /// share one layout.
    ///
    /// - Parameters:
    ///   - text: The text, as ``measure(_:face:size:weight:label:)`` takes it.
    ///   - font: The label's font: a text style, a fixed size or a scaled size, and where it comes from.
    ///   - categories: The categories, in the order wanted; `nil`: a text style's scale's categories, all
    ///     twelve for a fixed or scaled size.
    ///   - label: The label's configuration; a text style's leading sets the line height, and the font's own tracking
    ///     is added to the configuration's.
    /// - Returns: One layout per category, in that order.
    /// - Throws: as ``measure(_:font:at:label:)``.
    public func measureAcrossCategories(
        _ text: String, font: LabelFont, categories: [ContentSizeCategory]? = nil,
        label: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> [(category: ContentSizeCategory, layout: TextLayout)] {
        let categories: [ContentSizeCategory] = switch (categories, font.size) {
        case (let given?, _): given
        case (nil, .style(_, let scale)): scale.categories
        case (nil, _): ContentSizeCategory.allCases
        }
        var results: [(category: ContentSizeCategory, layout: TextLayout)] = []
        results.reserveCapacity(categories.count)
        var resolver = try FontResolver(font, measurer: self)
        // One shaping per face and weight, and per size only for a face with an optical-size axis: a list searched by
        // identity, not a dictionary that hashes the face's path for each category.
        typealias Shaped = (paragraph: ShapedParagraph, offset: Int)
        var shaped: [(face: FontFace, weight: FontWeight, size: Double?, paragraphs: [Shaped])] = []
        // Where in `results` each distinct resolved font was first laid out, by what tells resolved fonts of one
        // label apart (its face and weight decide any substitution): plain values, compared without reference counting.
        var laidOut: [(key: LayoutKey, result: Int)] = []
        laidOut.reserveCapacity(categories.count)
        for category in categories {
            let resolved = try resolver.resolve(at: category)
            let key = LayoutKey(resolved)
            if let known = laidOut.first(where: { $0.key == key }) {
                results.append((category, results[known.result].layout))
                continue
            }
            try Self.validate(pointSize: resolved.pointSize)
            var configuration = label
            configuration.apply(resolved)
            try configuration.validate()
            let face = resolved.face, weight = resolved.weight
            let size = face.hasOpticalSize ? resolved.pointSize : nil
            let paragraphs: [Shaped]
            if let known = shaped.first(where: { $0.face === face && $0.weight == weight && $0.size == size }) {
                paragraphs = known.paragraphs
            } else {
                paragraphs = try shape(
                    text, face: face, weight: weight, size: resolved.pointSize, language: configuration.language,
                    strategy: configuration.lineBreakStrategy)
                shaped.append((face, weight, size, paragraphs))
            }
            laidOut.append((key, results.count))
            results.append(
                (category, layout(paragraphs, font: resolved, configuration: configuration)))
        }
        return results
    }

    /// Lays out `text` in a text style at every category of the scale: ``measureAcrossCategories(_:font:categories:label:)``
    /// with `.style(style, in: scale, source: font)`.
    ///
    /// - Returns: One layout per category of `scale.categories`, in order.
    public func measureAcrossCategories(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, font: FontSource = .system,
        label: LabelConfiguration = LabelConfiguration()
    ) throws(MeasurementError) -> [(category: ContentSizeCategory, layout: TextLayout)] {
        try measureAcrossCategories(text, font: .style(style, in: scale, source: font), label: label)
    }
}

/// What distinguishes the fonts one label resolves to at different categories: the face, size, weight, leading and
/// tracking (its face and weight decide whether fontconfig substituted the family).
private struct LayoutKey: Equatable {
    let face: ObjectIdentifier
    let pointSize: Double
    let weight: FontWeight
    let leading: Double?
    let leadingRule: LeadingRule
    let tracking: Double?

    init(_ font: ResolvedFont) {
        face = ObjectIdentifier(font.face)
        pointSize = font.pointSize
        weight = font.weight
        leading = font.leading
        leadingRule = font.leadingRule
        tracking = font.tracking
    }
}
