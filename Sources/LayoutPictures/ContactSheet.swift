import AutoLayout
import DynamicType
import TextMeasurement
import TextRendering

/// A picture of a screen at several categories side by side, each panel the screen as laid out there: every view's
/// frame, the text of labels, text views, text fields (a placeholder in the caption colour) and the segments of
/// segmented controls (each title in its segment, the segments parted by lines) drawn from the measurer's own shaping
/// (what does not fit cut short with its ellipsis, lines below a frame not drawn, as on a device), the views with
/// findings filled and outlined in red, and above each panel its category and how many things are wrong — what a
/// designer looks at instead of a report.
public struct ContactSheet {
    /// The layout drawn: its tree, laid out anew at each category.
    public let layout: AdaptiveLayout
    /// The categories, one panel each, left to right.
    public var categories: [ContentSizeCategory]
    /// The face the captions are set in.
    public var captionFace: FontFace
    /// Pixels per point.
    public var scale: Double
    /// The colours of frames, findings and text.
    public var palette: DiagramPalette

    /// A sheet of `layout` at `categories`, captioned in `captionFace`, at `scale` pixels per point.
    public init(
        layout: AdaptiveLayout, categories: [ContentSizeCategory] = ContentSizeCategory.allCases, captionFace: FontFace,
        scale: Double = 1, palette: DiagramPalette = .standard
    ) {
        self.layout = layout
        self.categories = categories
        self.captionFace = captionFace
        self.scale = scale
        self.palette = palette
    }

    // Geometry, in points.
    private static let margin = 16.0
    private static let gap = 24.0
    private static let captionSize = 13.0
    private static let captionGap = 8.0

    /// A text set in a panel: where its first line's top left is, the lines drawn, and its colour.
    private struct SetText {
        var rendered: RenderedText
        var x: Double
        var y: Double
        var lines: Range<Int>
        var color: Color
    }

    /// A view's place in a panel, the texts it shows there, and the lines parting its segments (their x).
    private struct Box {
        var frame: Rect
        var flagged: Bool
        var texts: [SetText] = []
        var dividers: [Double] = []
    }

    /// One category's panel: its caption and boxes, in the root's coordinates.
    private struct Panel {
        var caption: RenderedText
        var wrong: Bool
        var screen: Rect
        var boxes: [Box]
    }

    /// Lays the tree out at each category and draws it.
    ///
    /// - Parameter findingAmbiguity: Whether the layouts look for frame values nothing decides.
    /// - Returns: The layouts, as ``AdaptiveLayout/layoutAtEveryCategory(_:findingAmbiguity:)`` gives them, and the
    ///   picture.
    /// - Throws: ``ContactSheetError``: the layout's errors, or the picture's (too large, a glyph that cannot be drawn).
    public func render(findingAmbiguity: Bool = true) throws(ContactSheetError) -> (layouts: [CategoryLayout], bitmap: Bitmap) {
        guard scale.isFinite && scale > 0 && scale <= 8 else {
            throw .rendering(.invalidValue(name: "scale", value: "\(scale)", accepted: "pixels per point above 0, at most 8"))
        }
        var renderers = Renderers()
        var layouts: [CategoryLayout] = []
        var panels: [Panel] = []
        let views = layout.root.subtree
        for category in categories {
            let result: CategoryLayout
            do {
                result = try layout.layout(at: category, findingAmbiguity: findingAmbiguity)
            } catch {
                throw .layout(error)
            }
            layouts.append(result)
            // Set now, while the labels hold their text as measured at this category.
            do {
                panels.append(try panel(result, views, &renderers))
            } catch {
                throw .rendering(error)
            }
        }
        let panelWidth = panels.reduce(0.0) { max($0, $1.screen.width, $1.caption.layout.size.width) }
        let screenHeight = panels.reduce(0.0) { max($0, $1.screen.height) }
        let captionHeight = panels.reduce(0.0) { max($0, $1.caption.layout.size.height) }
        let width = 2 * Self.margin + Double(panels.count) * panelWidth + Double(max(panels.count - 1, 0)) * Self.gap
        let height = 2 * Self.margin + captionHeight + Self.captionGap + screenHeight
        do {
            var bitmap = try Bitmap(
                width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)), fill: palette.background)
            for (index, panel) in panels.enumerated() {
                let left = Self.margin + Double(index) * (panelWidth + Self.gap)
                try renderers.drawing.draw(
                    panel.caption, in: &bitmap, x: left * scale, y: Self.margin * scale, scale: scale,
                    color: panel.wrong ? palette.truncation : palette.heading)
                try draw(panel, in: &bitmap, left: left, top: Self.margin + captionHeight + Self.captionGap, renderers.drawing)
            }
            return (layouts, bitmap)
        } catch {
            throw .rendering(error)
        }
    }

    /// A renderer for each measurer whose layouts are drawn (a layout is set in glyphs by the measurer that made it).
    private struct Renderers {
        private var byMeasurer: [ObjectIdentifier: TextRenderer] = [:]
        /// For captions, and for drawing what is set (drawing needs no measurer): one without fallback fonts.
        let drawing = TextRenderer(measurer: TextMeasurer(fontMatcher: nil))

        mutating func renderer(for measurer: TextMeasurer) -> TextRenderer {
            if let known = byMeasurer[ObjectIdentifier(measurer)] { return known }
            let made = TextRenderer(measurer: measurer)
            byMeasurer[ObjectIdentifier(measurer)] = made
            return made
        }
    }

    private func panel(_ result: CategoryLayout, _ views: [View], _ renderers: inout Renderers) throws(RenderingError)
        -> Panel
    {
        let flagged = Set(result.findings.map(\.view))
        let problems = result.findings.count + result.layout.unsatisfiable.count + result.layout.ambiguous.count
        var boxes: [Box] = []
        let tree = PlacedViews(views: views, result: result.layout)
        for (view, placed) in zip(tree.views, tree.frames) where !tree.isHidden(view) && view.superview != nil {
            let frame = tree.absolute[ObjectIdentifier(view)]!
            var box = Box(frame: frame, flagged: flagged.contains(view.identifier))
            /// `text` laid out `width` wide inside `measured`'s insets, `x` points from the frame's left; its line
            /// `centred` in that width, as a segment's title is.
            func set(_ text: String, _ measured: MeasuredLabel, width: Double, x: Double, color: Color, centred: Bool = false)
                throws(RenderingError)
            {
                guard let layout = try? measured.shown(atWidth: width), let measurer = (view as? any TextFont)?.measurer
                else { return }
                let rendered = try renderers.renderer(for: measurer).render(text, layout: layout)
                let insets = measured.insets
                // Lines below the frame are not drawn; a label, a text field and a segment centre their text in a
                // taller frame, as UIKit does.
                let room = placed.height - insets.top - insets.bottom
                let lines = layout.lines.prefix { $0.top + $0.height <= room + 1e-6 }.count
                let used = lines == 0 ? 0 : layout.lines[lines - 1].top + layout.lines[lines - 1].height
                let offset = view is TextView ? 0 : max(0, (room - used) / 2)
                let across = width - insets.left - insets.right - (layout.lines.first?.width ?? 0)
                let shift = centred ? max(0, across / 2) : 0
                box.texts.append(
                    SetText(
                        rendered: rendered, x: frame.x + x + insets.left + shift, y: frame.y + insets.top + offset,
                        lines: 0..<lines, color: color))
            }
            if let (text, measured) = LayoutInspection.measuredText(of: view) {
                let placeholder = (view as? TextField)?.isShowingPlaceholder == true
                try set(text, measured, width: placed.width, x: 0, color: placeholder ? palette.caption : palette.text)
            }
            if let control = view as? SegmentedControl, let segments = control.measured {
                var x = 0.0
                for (index, width) in segments.segmentWidths(inWidth: placed.width).enumerated() {
                    if index > 0 { box.dividers.append(frame.x + x) }
                    try set(
                        segments.settings.segments[index].title, segments.titles[index], width: width, x: x,
                        color: palette.text, centred: true)
                    x += width
                }
            }
            boxes.append(box)
        }
        let caption = try renderers.drawing.render(
            "\(result.category.shortName) · " + (problems == 0 ? "nothing wrong" : "\(problems) wrong"),
            face: captionFace, size: Self.captionSize, label: LabelConfiguration(numberOfLines: 1, displayScale: scale))
        let screen = result.layout.frames.first?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return Panel(caption: caption, wrong: problems > 0, screen: screen, boxes: boxes)
    }

    private func draw(_ panel: Panel, in bitmap: inout Bitmap, left: Double, top: Double, _ renderer: TextRenderer)
        throws(RenderingError)
    {
        for box in panel.boxes {
            let x = (left + box.frame.x) * scale, y = (top + box.frame.y) * scale
            let width = max(box.frame.width, 0) * scale, height = max(box.frame.height, 0) * scale
            if box.flagged { bitmap.fill(x: x, y: y, width: width, height: height, color: palette.overflowBox) }
            bitmap.strokeRectangle(
                x: x, y: y, width: width, height: height, color: box.flagged ? palette.overflowEdge : palette.labelFrame)
            for divider in box.dividers {
                bitmap.drawVerticalLine(
                    x: (left + divider) * scale, from: y, to: y + height,
                    color: box.flagged ? palette.overflowEdge : palette.labelFrame)
            }
            for text in box.texts {
                try renderer.draw(
                    text.rendered, in: &bitmap, x: (left + text.x) * scale, y: (top + text.y) * scale, scale: scale,
                    color: text.color, lines: text.lines)
            }
        }
        // The screen's edge over everything.
        bitmap.strokeRectangle(
            x: left * scale, y: top * scale, width: panel.screen.width * scale, height: panel.screen.height * scale,
            color: palette.heading)
    }
}
