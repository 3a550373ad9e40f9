import DynamicType
import TextMeasurement

extension FitLabel {
    /// One category's layout and the point size it was set at.
    struct Measured {
        var category: ContentSizeCategory
        var pointSize: Double
        var layout: TextLayout
    }

    /// The label laid out at each of `categories` (ascending, each once) within `constraints`.
    ///
    /// A text style is measured with `TextMeasurer.measureAcrossCategories`, which shapes once for every category, at
    /// the categories asked for only; a category the scale does not define reads the one it resolves to. A fixed size
    /// is measured once. A scaled size is measured once per distinct point size (shaping is cached by the measurer, so
    /// each extra size costs only line fitting).
    ///
    /// - Throws: `MeasurementError.invalidValue` for a size out of range or a style the scale lacks; any error of the
    ///   measurer.
    func measured(
        at categories: [ContentSizeCategory], constraints: LabelConfiguration, measurer: TextMeasurer
    ) throws(MeasurementError) -> [Measured] {
        switch size {
        case .style(let style, let scale):
            var resolved: [ContentSizeCategory] = []
            for category in categories.map(scale.resolvedCategory) where !resolved.contains(category) {
                resolved.append(category)
            }
            let all = try measurer.measureAcrossCategories(
                text, style: style, in: scale, font: font, constraints: constraints, only: resolved)
            var byCategory: [ContentSizeCategory: TextLayout] = [:]
            for (category, layout) in all { byCategory[category] = layout }
            var result: [Measured] = []
            for category in categories {
                let entry = try TextMeasurer.entry(style, category, scale)
                guard let layout = byCategory[scale.resolvedCategory(category)] else {
                    // measureAcrossCategories answers every category the scale defines, and resolvedCategory is one.
                    throw .invalidValue(
                        name: "category", value: "\(category)", accepted: "a category the \(scale.name) scale resolves")
                }
                result.append(Measured(category: category, pointSize: entry.pointSize, layout: layout))
            }
            return result

        case .fixed(let pointSize, let weight):
            try Self.validate(size: pointSize)
            let layout = try measurer.measure(
                text, face: measurer.face(font, weight: weight), size: pointSize, weight: weight,
                constraints: constraints)
            return categories.map { Measured(category: $0, pointSize: pointSize, layout: layout) }

        case .scaled(let pointSize, let weight, let style, let scale, let maximum):
            try Self.validate(size: pointSize)
            guard maximum.isFinite && maximum >= 0 else {
                throw .invalidValue(
                    name: "maximum point size", value: "\(maximum)",
                    accepted: "a finite number of points ≥ 0 (0: none)")
            }
            _ = try TextMeasurer.entry(style, nil, scale)  // names the scale's styles if it lacks this one
            let metrics: FontMetrics
            do {
                metrics = try FontMetrics(forTextStyle: style, in: scale)
            } catch {
                throw .invalidValue(name: "text style", value: "'\(style)'", accepted: error.description)
            }
            let face = try measurer.face(font, weight: weight)
            var bySize: [Double: TextLayout] = [:]
            var result: [Measured] = []
            for category in categories {
                let scaled: Font
                do {
                    scaled = try metrics.scaledFont(
                        for: Font(pointSize: pointSize, weight: weight), maximumPointSize: maximum,
                        compatibleWith: TraitCollection(preferredContentSizeCategory: category))
                } catch {
                    // Only a font that was itself scaled is refused, and this one was made here.
                    throw .invalidValue(name: "font", value: "\(pointSize) pt", accepted: error.description)
                }
                let layout: TextLayout
                if let known = bySize[scaled.pointSize] {
                    layout = known
                } else {
                    layout = try measurer.measure(
                        text, face: face, size: scaled.pointSize, weight: weight, constraints: constraints)
                    bySize[scaled.pointSize] = layout
                }
                result.append(Measured(category: category, pointSize: scaled.pointSize, layout: layout))
            }
            return result
        }
    }

    private static func validate(size: Double) throws(MeasurementError) {
        guard size.isFinite && size > 0 else {
            throw .invalidValue(name: "size", value: "\(size)", accepted: "a finite number of points above 0")
        }
    }
}
