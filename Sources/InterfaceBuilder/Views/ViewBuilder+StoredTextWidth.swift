import AutoLayout
import DynamicTypeLayout
import TextMeasurement

extension ViewBuilder {
    /// How far a stored width may be from the stand-in's width of the same text, either way, and still be taken for
    /// the text's natural width in the font Xcode measured: a twentieth. (Of the labels in real apps' documents whose
    /// stored width is within a half of the stand-in's, 245 are within 1 to 3 % of it, and few between 5 and 12 %, where
    /// labels Xcode shows squeezed — a placeholder "Label" in a slot too small — begin.) Further off, the label was
    /// stretched or squeezed by its constraints, or its text wraps, and its width says nothing of the font.
    static let naturalWidthTolerance = 0.05

    /// ``Label/textWidthScale`` for a label Xcode stored at its text's natural width: the stored width over the
    /// stand-in's width of the text at large, in the label's font as written (whatever ``fontScale`` the tree is
    /// built with) — `nil` when the label has no stored width, no text, a frame Xcode warns of, or a stored width
    /// further than ``naturalWidthTolerance`` from the stand-in's.
    ///
    /// Xcode lays a label out with SF Pro and stores its frame; a label whose width its text decides is stored at SF
    /// Pro's width of that text, rounded up to the device's pixels. The stand-in sets the same text a little wider or
    /// narrower; taken as it is, a label Xcode fitted exactly comes out "truncated" by a hundredth of a point at the
    /// default size. Scaling the stand-in's widths of this text by the stored width over its own makes the label as
    /// wide as Xcode made it at large, and its text as much wider at every other size.
    func storedTextWidthScale(of label: Label, font: LabelFont, _ element: DocumentElement) throws(ElementProblem)
        -> Double?
    {
        guard !label.text.isEmpty, try element.frameWarning() == nil, let stored = try element.storedFrame()?.width,
            stored > 0
        else { return nil }
        var configuration = label.textStyle
        configuration.width = nil
        configuration.numberOfLines = 0
        guard let resolved = try? measurer.resolve(resolvedFont(font, fontScale: 1), at: .large),
            let natural = try? measurer.measure(label.text, in: resolved, label: configuration).size.width, natural > 0
        else { return nil }
        guard abs(stored / natural - 1) <= Self.naturalWidthTolerance else { return nil }
        // A thousandth of a point under the stored width, which rounds up to it on any display: the text measured at
        // the label's width over the scale is then never found a rounding error too wide for it.
        return (stored - 0.001) / natural
    }
}
