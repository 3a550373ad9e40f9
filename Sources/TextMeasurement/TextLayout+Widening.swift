extension TextLayout {
    /// This layout as the same text would be laid out in a font whose advances are `factor` times this one's — the
    /// widths (each line's, the size's, the width it was laid out at) multiplied by `factor`, the rounded width
    /// rounded up to the display's pixels again; lines, breaks and heights unchanged.
    ///
    /// A layout measured `factor` times narrower than a label's width and widened so is how a font that sets the text
    /// `factor` times wider than the measured one lays it out in the label: the same lines break (each line's width
    /// against the narrower width), and they are `factor` times as wide.
    package func widened(by factor: Double) -> TextLayout {
        guard factor != 1 else { return self }
        var widened = self
        widened.size.width *= factor
        widened.roundedSize.width = TextMeasurer.ceilToPixel(widened.size.width, scale: configuration.displayScale)
        for index in widened.lines.indices { widened.lines[index].width *= factor }
        widened.configuration.width = configuration.width.map { $0 * factor }
        return widened
    }
}
