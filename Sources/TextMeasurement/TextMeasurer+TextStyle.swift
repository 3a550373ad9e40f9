import DynamicType

extension TextMeasurer {
    /// Lays out `text` as a label whose font is a text style at a content-size category: the type scale gives the size,
    /// the weight (used to pick the face of `family`), the line height (its leading) and the tracking, where it has one.
    ///
    /// - Parameters:
    ///   - family: The font family, or `nil` for the system's sans-serif (SF Pro is not available off Apple's systems).
    ///   - category: The category; `nil` (unspecified) is the scale's default.
    ///   - constraints: Everything but line height and tracking, which come from the scale.
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` when the scale has no such style, and the
    ///   errors of ``face(family:weight:isItalic:strict:)`` and ``measure(_:face:size:weight:constraints:)``.
    public func measure(
        _ text: String, style: TextStyle, category: ContentSizeCategory?, in scale: TypeScale = .iOS,
        family: String? = nil, constraints: MeasurementConstraints = MeasurementConstraints()
    ) throws(MeasurementError) -> TextLayout {
        let entry = try entry(style, category, scale)
        let face = try face(family: family, weight: entry.weight)
        return try measure(text, face: face, size: entry.pointSize, weight: entry.weight,
                           constraints: constraints.applying(entry))
    }

    /// Lays out `text` in a text style at every category of the scale, shaping each paragraph once: advances scale
    /// linearly with the point size, so one shaping serves all sizes (fonts with an optical-size axis aside).
    ///
    /// - Returns: One layout per category of `scale.categories`, in order.
    public func measureAcrossCategories(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, family: String? = nil,
        constraints: MeasurementConstraints = MeasurementConstraints()
    ) throws(MeasurementError) -> [(category: ContentSizeCategory, layout: TextLayout)] {
        var results: [(ContentSizeCategory, TextLayout)] = []
        var shaped: [ShapingKey: [(paragraph: ShapedParagraph, offset: Int)]] = [:]
        for category in scale.categories {
            let entry = try entry(style, category, scale)
            let applied = try constraints.applying(entry).validated()
            let face = try face(family: family, weight: entry.weight)
            // One shaping per weight, and per size only for a face with an optical-size axis.
            let key = ShapingKey(weight: entry.weight, size: face.hasOpticalSize ? entry.pointSize : nil)
            if shaped[key] == nil {
                shaped[key] = try shape(text, face: face, weight: entry.weight, size: entry.pointSize, constraints: applied)
            }
            let paragraphs = shaped[key] ?? []
            results.append(
                (category, layout(paragraphs, size: entry.pointSize, weight: entry.weight, constraints: applied)))
        }
        return results
    }

    private struct ShapingKey: Hashable {
        var weight: FontWeight
        var size: Double?
    }

    private func entry(_ style: TextStyle, _ category: ContentSizeCategory?, _ scale: TypeScale)
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

extension MeasurementConstraints {
    /// These constraints with a type-scale entry's leading as the line height and its tracking.
    func applying(_ entry: TypeScale.Entry) -> MeasurementConstraints {
        var constraints = self
        constraints.lineHeight = .fixed(entry.leading)
        constraints.tracking = entry.tracking ?? 0
        return constraints
    }
}
