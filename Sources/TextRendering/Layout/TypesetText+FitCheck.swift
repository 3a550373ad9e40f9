import DynamicType
import TextFitting
import TextMeasurement

extension TypesetText {
    /// The text of a fit check as it is laid out at one of its categories: the size, weight and face the label's
    /// ``TextMeasurement/FontSize`` gives there, and the check's width, line limit, modes, language and display scale
    /// — the layout ``TextMeasurement/FitReport/layout`` reports.
    ///
    /// - Parameters:
    ///   - check: The check.
    ///   - report: One of its reports (for the category and, for a scaled size, the point size there).
    /// - Throws: ``TextMeasurement/MeasurementError`` when the scale lacks the style or the font cannot be found.
    public init(_ check: FitCheck, at report: FitReport, measurer: TextMeasurer) throws(MeasurementError) {
        var constraints = LabelConfiguration(
            maxWidth: check.width, maxLines: check.maxLines, lineBreakMode: check.lineBreakMode,
            lineBreakStrategy: check.lineBreakStrategy, displayScale: check.displayScale, language: check.language)
        let label = check.label
        switch label.size {
        case .style(let style, let scale):
            let entry = try TextMeasurer.entry(style, report.category, scale)
            constraints = constraints.applying(entry)
            self.init(
                label.text, face: try measurer.face(label.font, weight: entry.weight), size: entry.pointSize,
                weight: entry.weight, constraints: constraints)
        case .fixed(_, let weight), .scaled(_, let weight, _, _, _):
            // A fixed size is the same at every category; a scaled one is the report's.
            self.init(
                label.text, face: try measurer.face(label.font, weight: weight), size: report.pointSize, weight: weight,
                constraints: constraints)
        }
    }
}
