import DynamicType
import TextMeasurement

/// A picture of measured text that shows why it fits or not: the text drawn at its size and display scale, with the
/// label's frame, the wrap width, each line's box and baseline, the truncation point, and lines beyond the line
/// limit — one panel per layout, each under a caption, and a legend.
public struct TextLayoutDiagram: Sendable {
    /// One measured text and its caption.
    public struct Panel: Sendable {
        public var rendered: RenderedText
        public var caption: String
        /// Lines from this index on are beyond the label's line limit, drawn as overflow; `nil` for none.
        public var overflowFrom: Int?

        /// A panel of `rendered` under `caption`.
        public init(_ rendered: RenderedText, caption: String, overflowFrom: Int? = nil) {
            self.rendered = rendered
            self.caption = caption
            self.overflowFrom = overflowFrom
        }

        /// The panels that show how a layout of `text` fits: as the label shows it, and when it is truncated, the
        /// whole text with no line limit, its lines beyond the limit marked.
        ///
        /// - Parameters:
        ///   - text: The text `layout` is a layout of.
        ///   - layout: The layout as the label shows it.
        ///   - unlimited: The text's layout in the same font and configuration with no line limit, when it is
        ///     at hand (a fit report has it); otherwise it is measured.
        ///   - caption: The caption of the first panel.
        ///   - renderer: The renderer that sets the text's lines; its measurer measures `unlimited` when not given.
        /// - Throws: ``RenderingError/measurement(_:)``.
        public static func explaining(
            _ text: String, layout: TextLayout, unlimited: TextLayout? = nil, caption: String, renderer: TextRenderer
        )
            throws(RenderingError) -> [Panel]
        {
            let shown = try renderer.render(text, layout: layout)
            guard layout.isTruncated else { return [Panel(shown, caption: caption)] }
            let needed: RenderedText
            if let unlimited {
                needed = try renderer.render(text, layout: unlimited)
            } else {
                // The layout's configuration already has the font's leading and tracking: the font is given without
                // them, so they are not applied twice.
                var configuration = layout.configuration
                configuration.numberOfLines = 0
                var font = layout.font
                font.leading = nil
                font.tracking = nil
                let measured: TextLayout
                do {
                    measured = try renderer.measurer.measure(text, in: font, label: configuration)
                } catch {
                    throw .measurement(error)
                }
                needed = try renderer.render(text, layout: measured)
            }
            let limit = layout.configuration.numberOfLines
            return [
                Panel(shown, caption: caption + " — as shown, truncated"),
                Panel(
                    needed,
                    caption: "the whole text needs \(needed.layout.lineCount) lines; \(limit) "
                        + (limit == 1 ? "is" : "are") + " allowed",
                    overflowFrom: limit),
            ]
        }
    }

    public var panels: [Panel]
    /// The face captions and the legend are set in.
    public var captionFace: FontFace
    /// Pixels per point; `nil` uses the first panel's display scale.
    public var scale: Double?
    public var palette: DiagramPalette

    /// A diagram of `panels`, top to bottom.
    public init(panels: [Panel], captionFace: FontFace, scale: Double? = nil, palette: DiagramPalette = .standard) {
        self.panels = panels
        self.captionFace = captionFace
        self.scale = scale
        self.palette = palette
    }

    // Geometry, in points.
    private static let margin = 16.0
    private static let captionSize = 11.0
    private static let legendSize = 10.0
    private static let gap = 6.0
    private static let panelGap = 20.0
    /// How far the wrap-width mark reaches above and below the label.
    private static let overhang = 6.0

    /// Draws the diagram.
    ///
    /// - Throws: ``RenderingError/measurement(_:)`` or ``RenderingError/fontFailure(path:code:message:)`` for the
    ///   captions; ``RenderingError/imageTooLarge(width:height:maximumSide:maximumPixels:)`` for a label too wide.
    public func render(with renderer: TextRenderer) throws(RenderingError) -> Bitmap {
        let scale = scale ?? panels.first?.rendered.layout.configuration.displayScale ?? 2
        guard scale.isFinite && scale > 0 && scale <= 16 else {
            throw .invalidValue(name: "scale", value: "\(scale)", accepted: "pixels per point above 0, at most 16")
        }
        let caption = { (text: String, size: Double, width: Double?) throws(RenderingError) -> RenderedText in
            try renderer.render(
                text, face: captionFace, size: size,
                label: LabelConfiguration(width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping, displayScale: scale))
        }
        let hasOverflow = panels.contains { $0.overflowFrom != nil }
        let hasTruncation = panels.contains { $0.rendered.layout.isTruncated }
        let hasWrapWidth = panels.contains { $0.rendered.layout.configuration.width != nil }
        var legend: [(text: RenderedText, swatch: Swatch)] = []
        for (name, swatch, shown) in [
            ("line box", Swatch.box(palette.lineBox, palette.lineBoxEdge), true),
            ("baseline", .line(palette.baseline), true),
            ("wrap width", .dashes(palette.wrapWidth), hasWrapWidth),
            ("truncation", .box(palette.truncation.withAlpha(64), palette.truncation), hasTruncation),
            ("beyond the line limit", .box(palette.overflowBox, palette.overflowEdge), hasOverflow),
        ] where shown {
            legend.append((try caption(name, Self.legendSize, nil), swatch))
        }

        // Sizes in points.
        let swatchWidth = 14.0
        let swatchGap = 4.0
        let legendGap = 14.0
        let legendWidth = legend.reduce(0.0) { $0 + swatchWidth + swatchGap + $1.text.layout.size.width + legendGap }
        let legendHeight = legend.map(\.text.layout.size.height).max() ?? 0
        // Captions wrap at the width of the widest panel or the legend.
        var width = panels.reduce(max(legendWidth, 240)) { max($0, Self.contentWidth($1.rendered) + Self.overhang) }
        let captions = try panels.map { panel throws(RenderingError) in
            try caption(panel.caption, Self.captionSize, width)
        }
        var height = 0.0
        for (panel, caption) in zip(panels, captions) {
            width = max(width, caption.layout.size.width)
            height +=
                caption.layout.size.height + Self.gap + Self.overhang + Self.contentHeight(panel)
                + Self.overhang + Self.panelGap
        }
        height += legendHeight
        var bitmap = try Bitmap(
            width: Int(((width + 2 * Self.margin) * scale).rounded(.up)),
            height: Int(((height + 2 * Self.margin) * scale).rounded(.up)), fill: palette.background)

        // Whole pixels for every origin, so boxes on the point grid stay crisp.
        func pixels(_ points: Double) -> Double { (points * scale).rounded() }
        var y = Self.margin
        for (panel, caption) in zip(panels, captions) {
            try renderer.draw(
                caption, in: &bitmap, x: pixels(Self.margin), y: pixels(y), scale: scale, color: palette.caption)
            y += caption.layout.size.height + Self.gap + Self.overhang
            try drawPanel(panel, in: &bitmap, x: pixels(Self.margin), y: pixels(y), scale: scale, renderer: renderer)
            y += Self.contentHeight(panel) + Self.overhang + Self.panelGap
        }
        var x = Self.margin
        for (text, swatch) in legend {
            let middle = y + legendHeight / 2
            switch swatch {
            case .box(let fill, let edge):
                bitmap.fill(
                    x: pixels(x), y: pixels(middle - 5), width: pixels(swatchWidth), height: pixels(10), color: fill)
                bitmap.strokeRectangle(
                    x: pixels(x), y: pixels(middle - 5), width: pixels(swatchWidth), height: pixels(10), color: edge)
            case .line(let color):
                bitmap.drawHorizontalLine(
                    y: pixels(middle), from: pixels(x), to: pixels(x + swatchWidth), color: color,
                    lineWidth: Self.lineWidth(scale))
            case .dashes(let color):
                bitmap.drawVerticalLine(
                    x: pixels(x + swatchWidth / 2), from: pixels(middle - 6), to: pixels(middle + 6), color: color,
                    lineWidth: Self.lineWidth(scale), dash: (1.5 * scale).rounded())
            }
            x += swatchWidth + swatchGap
            try renderer.draw(text, in: &bitmap, x: pixels(x), y: pixels(y), scale: scale, color: palette.caption)
            x += text.layout.size.width + legendGap
        }
        return bitmap
    }

    private enum Swatch {
        case box(Color, Color)
        case line(Color)
        case dashes(Color)
    }

    /// One panel with the label's top-left corner at pixel (`x`, `y`).
    private func drawPanel(
        _ panel: Panel, in bitmap: inout Bitmap, x: Double, y: Double, scale: Double, renderer: TextRenderer
    ) throws(RenderingError) {
        let rendered = panel.rendered
        let line = Self.lineWidth(scale)
        func px(_ points: Double) -> Double { (points * scale).rounded() }
        let shownLines = min(panel.overflowFrom ?? rendered.lines.count, rendered.lines.count)
        // The label's frame: its width, and the height of the lines it shows, rounded up to the pixel grid.
        let frameHeight =
            shownLines == rendered.lines.count
            ? rendered.layout.roundedSize.height
            : (rendered.lines[shownLines].measured.top * scale).rounded(.up) / scale
        bitmap.strokeRectangle(
            x: x - 1, y: y - 1, width: px(rendered.labelWidth) + 2, height: px(frameHeight) + 2,
            color: palette.labelFrame)
        for (index, drawn) in rendered.lines.enumerated() {
            let measured = drawn.measured
            let isOverflow = index >= shownLines
            let boxX = x + px(drawn.x)
            let boxY = y + px(measured.top)
            let boxWidth = px(drawn.x + measured.width) - px(drawn.x)
            let boxHeight = px(measured.top + measured.height) - px(measured.top)
            bitmap.fill(
                x: boxX, y: boxY, width: boxWidth, height: boxHeight,
                color: isOverflow ? palette.overflowBox : palette.lineBox)
            bitmap.strokeRectangle(
                x: boxX, y: boxY, width: boxWidth, height: boxHeight,
                color: isOverflow ? palette.overflowEdge : palette.lineBoxEdge)
            if let ellipsis = drawn.ellipsis {
                bitmap.fill(
                    x: x + px(ellipsis.lowerBound), y: boxY, width: px(ellipsis.upperBound) - px(ellipsis.lowerBound),
                    height: boxHeight, color: palette.truncation.withAlpha(64))
            }
            bitmap.drawHorizontalLine(
                y: (y + measured.baseline * scale).rounded(.down), from: boxX, to: boxX + boxWidth,
                color: palette.baseline, lineWidth: line)
        }
        try renderer.draw(rendered, in: &bitmap, x: x, y: y, scale: scale, color: palette.text)
        // The cut: at each side of an ellipsis; without one (clipping, wrapping modes), after the last line's text.
        if rendered.layout.isTruncated, let last = rendered.lines.last {
            let top = y + px(last.measured.top) - px(2)
            let bottom = y + px(last.measured.top + last.measured.height) + px(2)
            let cuts = last.ellipsis.map { [$0.lowerBound, $0.upperBound] } ?? [last.x + last.drawnWidth]
            for cut in cuts {
                bitmap.drawVerticalLine(
                    x: x + px(cut) - (line / 2).rounded(.down), from: top, to: bottom, color: palette.truncation,
                    lineWidth: line + 1)
            }
        }
        if let width = rendered.layout.configuration.width {
            bitmap.drawVerticalLine(
                x: x + px(width), from: y - px(Self.overhang),
                to: y + px(Self.contentHeight(panel)) + px(Self.overhang), color: palette.wrapWidth, lineWidth: line,
                dash: (2 * scale).rounded())
        }
    }

    /// The panel's width in points: the label, and any line that reaches past it.
    private static func contentWidth(_ rendered: RenderedText) -> Double {
        rendered.lines.reduce(max(rendered.labelWidth, rendered.layout.size.width)) {
            max($0, $1.x + max($1.measured.width, $1.drawnWidth))
        }
    }

    private static func contentHeight(_ panel: Panel) -> Double {
        max(panel.rendered.layout.roundedSize.height, panel.rendered.layout.size.height)
    }

    /// Marks a pixel wide up to 2×, two at 3× and above.
    private static func lineWidth(_ scale: Double) -> Double {
        max(1, (scale / 1.5).rounded(.down))
    }
}
