import AutoLayout
import TextMeasurement

/// A segmented control's titles measured in its resolved font: the intrinsic content the engine lays the control out
/// by (``SegmentedControl``'s rules), and each segment's width at the width it is given, for findings and pictures.
///
/// Titles are laid out on one line, truncating at the tail, rounded up to whole points (the padding was chosen for
/// whole-point lines).
package final class MeasuredSegments: IntrinsicContent {
    /// What measured segments depend on besides their font.
    package struct Settings: Equatable {
        package let segments: [SegmentedControl.Segment]
        let apportions: Bool
        let padding: EdgeInsets
    }

    let font: ResolvedFont
    package let settings: Settings
    /// Each segment's title measured inside the padding, leading to trailing.
    package let titles: [MeasuredLabel]
    /// The control's height: one line and the padding.
    private let height: Double?
    private let baselines: BaselineOffsets?

    /// The segments `settings` describe, in `font`, measured by `measurer`.
    ///
    /// - Throws: the measurer's errors for a title it refuses.
    init(_ settings: Settings, font: ResolvedFont, measurer: TextMeasurer) throws(MeasurementError) {
        self.font = font
        self.settings = settings
        let configuration = MeasuredTextField.configuration
        func measured(_ text: String) throws(MeasurementError) -> MeasuredLabel {
            try MeasuredLabel(
                text: text, font: font, measurer: measurer, configuration: configuration, preferredWidth: nil,
                insets: settings.padding,
                settings: Label.Settings(text: text, configuration: configuration, preferredMaxLayoutWidth: 0))
        }
        var titles: [MeasuredLabel] = []
        for segment in settings.segments { titles.append(try measured(segment.title)) }
        self.titles = titles
        // The line of the first title with text; a zero-width space's for a control with none.
        let line: MeasuredLabel
        if let index = settings.segments.firstIndex(where: { !$0.title.isEmpty }) {
            line = titles[index]
        } else {
            line = try measured("\u{200B}")
        }
        height = line.intrinsicContentSize(forWidth: nil).height
        baselines = line.baselineOffsets(forWidth: nil)
    }

    /// Each segment's width in a frame `width` wide (`nil`: at the control's intrinsic size). A segment with a width
    /// of its own keeps it; the others share what is left: at the intrinsic size each its title and padding when
    /// apportioning, else each the widest of them; in any other width equally, or in proportion to those widths when
    /// apportioning.
    package func segmentWidths(inWidth width: Double?) -> [Double] {
        let fixed = settings.segments.map { $0.width > 0 && $0.width.isFinite ? $0.width : nil }
        let content = titles.map(\.unwrappedWidth)
        let automatic = fixed.indices.filter { fixed[$0] == nil }
        let widest = automatic.map { content[$0] }.max() ?? 0
        guard let width else {
            return fixed.indices.map { fixed[$0] ?? (settings.apportions ? content[$0] : widest) }
        }
        let left = max(0, width - fixed.compactMap { $0 }.reduce(0, +))
        let total = automatic.map { content[$0] }.reduce(0, +)
        return fixed.indices.map { index in
            if let own = fixed[index] { return own }
            guard settings.apportions && total > 0 else { return left / Double(automatic.count) }
            return left * content[index] / total
        }
    }

    /// The segments' widths added up, and one line and the padding tall.
    package func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize {
        IntrinsicSize(width: segmentWidths(inWidth: nil).reduce(0, +), height: height)
    }

    package func baselineOffsets(forWidth width: Double?) -> BaselineOffsets? { baselines }

    package var heightDependsOnWidth: Bool { false }
}
