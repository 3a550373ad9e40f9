import AutoLayout
import TextMeasurement

/// A text field's text and placeholder measured in its resolved font: the intrinsic content the engine lays the field
/// out by (``TextField``'s rules), and what it shows, for findings and pictures.
///
/// Texts are laid out on one line, truncating at the tail, rounded up to whole points (not to the display's pixels:
/// the field's padding was chosen for whole-point lines).
final class MeasuredTextField: IntrinsicContent {
    /// What a measured field depends on besides its font.
    struct Settings: Equatable {
        let text: String
        let placeholder: String?
        let insets: EdgeInsets
    }

    let font: ResolvedFont
    let settings: Settings
    /// The text shown (the text, or the placeholder when there is no text) measured inside the padding; `nil` when
    /// there is neither.
    let shown: MeasuredLabel?
    /// The field's size: the wider of its texts and one line, with the padding.
    private let size: IntrinsicSize
    /// The baselines of its line.
    private let baselines: BaselineOffsets?

    /// How a field's texts are measured: one line, an ellipsis at the end, whole points.
    static let configuration = LabelConfiguration(numberOfLines: 1, lineBreakMode: .byTruncatingTail, displayScale: 1)

    /// The field `settings` describe, in `font`, measured by `measurer`.
    ///
    /// - Throws: the measurer's errors for a text it refuses.
    init(_ settings: Settings, font: ResolvedFont, measurer: TextMeasurer) throws(MeasurementError) {
        self.font = font
        self.settings = settings
        func measured(_ text: String) throws(MeasurementError) -> MeasuredLabel {
            try MeasuredLabel(
                text: text, font: font, measurer: measurer, configuration: Self.configuration, preferredWidth: nil,
                insets: settings.insets,
                settings: Label.Settings(text: text, configuration: Self.configuration, preferredMaxLayoutWidth: 0))
        }
        // (No throwing call on the right of `??` or in a ternary: see ViewBuilder's fonts.)
        var text: MeasuredLabel?
        if !settings.text.isEmpty { text = try measured(settings.text) }
        var placeholder: MeasuredLabel?
        if let given = settings.placeholder, !given.isEmpty { placeholder = try measured(given) }
        shown = text ?? placeholder
        let insets = settings.insets
        let width = max(text?.unwrappedWidth ?? 0, placeholder?.unwrappedWidth ?? 0, insets.left + insets.right)
        // An empty field is one line tall all the same: a zero-width space's line stands in for its metrics.
        let line: MeasuredLabel
        if let shown { line = shown } else { line = try measured("\u{200B}") }
        size = IntrinsicSize(width: width, height: line.intrinsicContentSize(forWidth: nil).height)
        baselines = line.baselineOffsets(forWidth: nil)
    }

    /// The same size at every width: a field never wraps.
    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize { size }

    func baselineOffsets(forWidth width: Double?) -> BaselineOffsets? { baselines }

    var heightDependsOnWidth: Bool { false }
}
