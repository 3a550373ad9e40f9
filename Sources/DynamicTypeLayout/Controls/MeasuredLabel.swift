import AutoLayout
import TextMeasurement

/// A text measured in its resolved font: the intrinsic content the engine lays a label or a text view out by,
/// measuring again only at widths it has not seen.
///
/// UILabel's rules: the intrinsic width is the text unwrapped (each paragraph on one line), or wrapped at
/// `preferredMaxLayoutWidth` when that is above 0; the height is the text's at the width the label is given, up to
/// `numberOfLines` lines; sizes are rounded up to the display's pixels; the baselines are the first and last lines'.
/// A text view's text sits inside insets (its `textContainerInset` and line fragment padding): they are added to the
/// sizes and taken from the width the text wraps at.
package final class MeasuredLabel: IntrinsicContent {
    let font: ResolvedFont
    let settings: Label.Settings
    private let text: String
    private let measurer: TextMeasurer
    private let multiline: Bool
    private let preferredWidth: Double?
    /// Where the text sits inside the view: a text view's container inset and line padding; none for a label.
    package let insets: EdgeInsets
    private let unwrapped: TextLayout
    private var byWidth: [Double: TextLayout] = [:]
    private let base: LabelConfiguration
    /// For a label that shrinks its text to fit (`adjustsFontSizeToFitWidth`): the smallest scale it may shrink to,
    /// above 0 and below 1 (a factor of 0, UIKit's default, does not shrink).
    private var minimumScale: Double? { settings.minimumScale.flatMap { $0 > 0 && $0 < 1 ? $0 : nil } }
    /// What the measured widths are multiplied by (``Label/textWidthScale``): the text is measured this many times
    /// narrower than the label and widened back, so its lines break where the wider font's would.
    private var widthScale: Double { settings.textWidthScale }

    convenience init(_ label: Label, font: ResolvedFont, displayScale: Double) throws(MeasurementError) {
        try self.init(
            text: label.text, font: font, measurer: label.measurer,
            configuration: label.configuration(displayScale: displayScale),
            preferredWidth: label.numberOfLines != 1 && label.preferredMaxLayoutWidth > 0
                ? label.preferredMaxLayoutWidth : nil,
            insets: .zero, settings: Label.Settings(label, displayScale))
    }

    /// `text` in `font` laid out as `configuration` says (its line limit deciding whether it wraps), wrapped at
    /// `preferredWidth` when given, inside `insets`.
    init(
        text: String, font: ResolvedFont, measurer: TextMeasurer, configuration: LabelConfiguration,
        preferredWidth: Double?, insets: EdgeInsets, settings: Label.Settings
    ) throws(MeasurementError) {
        self.font = font
        self.settings = settings
        self.text = text
        self.measurer = measurer
        multiline = configuration.numberOfLines != 1
        self.preferredWidth = preferredWidth
        self.insets = insets
        base = configuration
        unwrapped = try measurer.measure(text, in: font, label: base).widened(by: settings.textWidthScale)
        if let preferredWidth { byWidth[preferredWidth] = try layout(atWidth: preferredWidth) }
    }

    /// The width the text wraps at in a frame `width` wide, to a millionth of a point: a frame the solver made
    /// 119.9999999 wide for text 120 wide is measured at 120 (and found in the cache with it), not found too narrow by
    /// rounding.
    private func wrapWidth(_ width: Double) -> Double {
        (max(0, width - insets.left - insets.right) * 1e6).rounded() / 1e6
    }

    /// The text in a frame `width` wide, up to the label's line limit (from the cache when measured before).
    func layout(atWidth width: Double) throws(MeasurementError) -> TextLayout {
        let width = wrapWidth(width)
        if let known = byWidth[width] { return known }
        var configuration = base
        configuration.width = width / widthScale
        let layout = try measurer.measure(text, in: font, label: configuration).widened(by: widthScale)
        byWidth[width] = layout
        return layout
    }

    /// The text as a label `width` wide shows it: as ``layout(atWidth:)`` lays it out, or, for a label that shrinks its
    /// text to fit and whose text does not fit at its size, at the largest scale down to its minimum at which it does
    /// (UILabel's `adjustsFontSizeToFitWidth`, the scale `NSStringDrawingContext.actualScaleFactor` reports), found to a
    /// ten-thousandth; at the minimum scale, still cut short, when none fits. The point size and leading scale together,
    /// the tracking with them or, for the system font, as its table says for the new size (`ResolvedFont.scaled(by:)`).
    package func shown(atWidth width: Double) throws(MeasurementError) -> TextLayout {
        let full = try layout(atWidth: width)
        guard let minimumScale, full.isTruncated else { return full }
        var configuration = base
        configuration.width = wrapWidth(width) / widthScale
        func laidOut(_ scale: Double) throws(MeasurementError) -> TextLayout {
            try measurer.measure(text, in: font.scaled(by: scale), label: configuration).widened(by: widthScale)
        }
        let smallest = try laidOut(minimumScale)
        guard !smallest.isTruncated else { return smallest }
        var (low, high) = (minimumScale, 1.0)
        var best = smallest
        while high - low > 1e-4 {
            let middle = (low + high) / 2
            let candidate = try laidOut(middle)
            if candidate.isTruncated {
                high = middle
            } else {
                (low, best) = (middle, candidate)
            }
        }
        return best
    }

    /// The width the text needs on one line per paragraph, rounded up to the display's pixels.
    var unwrappedWidth: Double { unwrapped.roundedSize.width + insets.left + insets.right }

    /// How many lines the text needs at `width` with no line limit.
    func linesNeeded(atWidth width: Double) throws(MeasurementError) -> Int {
        var configuration = base
        configuration.width = wrapWidth(width) / widthScale
        configuration.numberOfLines = 0
        return try measurer.measure(text, in: font, label: configuration).lines.count
    }

    /// The layout at `width` (`nil`: as the label likes it); a measurement that fails at a width is the unwrapped
    /// text's (the measurer refuses only texts and settings, which were accepted unwrapped, never widths ≥ 0).
    private func layout(forWidth width: Double?) -> TextLayout {
        guard let width = width ?? (multiline ? preferredWidth : nil) else { return unwrapped }
        return (try? layout(atWidth: width)) ?? unwrapped
    }

    package func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize {
        let size = layout(forWidth: width).roundedSize
        return IntrinsicSize(
            width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }

    package func baselineOffsets(forWidth width: Double?) -> BaselineOffsets? {
        let lines = layout(forWidth: width).lines
        guard let first = lines.first, let last = lines.last else { return nil }
        return BaselineOffsets(first: insets.top + first.baseline, last: insets.top + last.baseline)
    }

    /// Multi-line text with an automatic preferred width: its height is measured at the width laid out.
    package var heightDependsOnWidth: Bool { multiline && preferredWidth == nil }
}
