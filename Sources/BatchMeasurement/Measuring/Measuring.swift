import DynamicType
import TextMeasurement

/// Runs requests with a measurer, resolving their fonts through `fonts` (a batch's requests share them).
package enum Measuring {
    /// What `request` measures: one layout, or one at every category of its style.
    ///
    /// - Throws: The measurer's errors for a font it cannot resolve or a text it refuses.
    package static func measure(
        _ request: MeasureRequest, measurer: TextMeasurer, fonts: inout ResolvedFonts
    ) throws(MeasurementError) -> MeasureReport {
        switch request.sizing {
        case .points:
            let font = try fonts.font(for: request, at: nil, measurer: measurer)
            let layout = try measurer.measure(request.text, in: font, label: request.configuration)
            return .single(MeasuredText(text: request.text, layout: layout))

        case .style(let style, let category):
            let category = MeasureRequest.scale.resolvedCategory(category)
            let font = try fonts.font(for: request, at: category, measurer: measurer)
            let layout = try measurer.measure(request.text, in: font, label: request.configuration)
            return .single(MeasuredText(text: request.text, layout: layout, style: style, category: category))

        case .allCategories(let style):
            // One shaping for every category (per weight), through the library.
            let layouts = try measurer.measureAcrossCategories(
                request.text, font: .style(style, in: MeasureRequest.scale, source: request.font),
                label: request.configuration)
            return .allCategories(style, layouts.map {
                MeasuredText(text: request.text, layout: $0.layout, style: style, category: $0.category)
            })
        }
    }
}
