import DynamicType

/// A label's font resolved at one category after another (``TextMeasurer/resolve(_:at:)``): what does not change
/// with the category — the sizing's style and scale, the faces already found per weight — is worked out once.
///
/// Matching the family and finding the loaded face for every category would cost more than laying the text out, and
/// would serialise an audit's threads on the measurer's locks; so would copying the font's type scale at each one.
struct FontResolver {
    private enum Sizing {
        case style, fixed, scaled
    }

    /// How the size is chosen; what each way needs is in the properties below (not an enum's payloads, which every
    /// `switch` over them would copy — a type scale's arrays among them — at every category).
    private let sizing: Sizing
    private let style: TextStyle
    private let scale: TypeScale
    private let pointSize: Double
    private let weight: FontWeight
    private let metrics: FontMetrics?
    private let maximum: Double
    private let source: FontSource
    private let measurer: TextMeasurer
    /// The face, substitution and system-font tracking per weight found (a style has one or two weights).
    private var faces: [(weight: FontWeight, matched: TextMeasurer.MatchedFace)] = []

    /// A resolver for `font`, its size checked.
    ///
    /// - Throws: ``MeasurementError/invalidValue(name:value:accepted:)`` for a size out of range or a style the scale
    ///   lacks.
    init(_ font: LabelFont, measurer: TextMeasurer) throws(MeasurementError) {
        self.source = font.source
        self.measurer = measurer
        switch font.size {
        case .style(let style, let scale):
            // (A style the scale lacks is named by the first resolution, as by ``TextMeasurer/entry(_:_:_:)``.)
            (sizing, self.style, self.scale, pointSize, weight, metrics, maximum) = (.style, style, scale, 0, .regular, nil, 0)
        case .fixed(let pointSize, let weight):
            try TextMeasurer.validate(pointSize: pointSize)
            (sizing, style, scale, self.pointSize, self.weight, metrics, maximum) = (.fixed, .body, .iOS, pointSize, weight, nil, 0)
        case .scaled(let pointSize, let weight, let style, let scale, let maximum):
            try TextMeasurer.validate(pointSize: pointSize)
            guard maximum.isFinite && maximum >= 0 else {
                throw .invalidValue(
                    name: "maximum point size", value: "\(maximum)", accepted: "a finite number of points ≥ 0 (0: none)")
            }
            _ = try TextMeasurer.entry(style, nil, scale)
            let metrics: FontMetrics
            do {
                metrics = try FontMetrics(forTextStyle: style, in: scale)
            } catch {
                throw .invalidValue(name: "text style", value: "'\(style)'", accepted: error.description)
            }
            (sizing, self.style, self.scale, self.pointSize, self.weight, self.metrics, self.maximum) =
                (.scaled, style, scale, pointSize, weight, metrics, maximum)
        }
    }

    /// The font at `category` (`nil`: the default).
    mutating func resolve(at category: ContentSizeCategory?) throws(MeasurementError) -> ResolvedFont {
        switch sizing {
        case .style:
            let entry = try TextMeasurer.entry(style, category, scale)
            return ResolvedFont(entry, of: scale, in: try face(entry.weight))
        case .fixed:
            return ResolvedFont(try face(weight), pointSize: pointSize, weight: weight)
        case .scaled:
            let scaled = metrics!.scaledFont(
                for: Font(pointSize: pointSize, weight: weight), maximumPointSize: maximum,
                compatibleWith: TraitCollection(preferredContentSizeCategory: category))
            return ResolvedFont(try face(weight), pointSize: scaled.pointSize, weight: weight)
        }
    }

    /// The face for `weight`, with fontconfig's substitution and the system font's tracking, found the first time.
    private mutating func face(_ weight: FontWeight) throws(MeasurementError) -> TextMeasurer.MatchedFace {
        if let known = faces.first(where: { $0.weight == weight }) { return known.matched }
        let matched = try measurer.matchedFace(source, weight: weight)
        faces.append((weight, matched))
        return matched
    }
}
