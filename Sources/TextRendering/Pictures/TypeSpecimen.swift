import DynamicType
import PackageSupport
import TextMeasurement

/// A type specimen: every text style of a type scale set at its size, weight, leading and tracking, side by side for
/// some content-size categories, or one style at every category; each sample on its line box with its baseline, and
/// labelled with its size and leading.
///
/// ```swift
/// let renderer = TextRenderer(measurer: try TextMeasurer.systemFonts())
/// let specimen = TypeSpecimen(scale: .iOS, categories: [.extraSmall, .large, .accessibility5])
/// let picture = try specimen.render(with: renderer)
/// try PNGWriter.write(picture, to: "specimen.png")
/// ```
public struct TypeSpecimen: Sendable {
    /// How samples are laid out.
    public enum Arrangement: Hashable, Sendable {
        /// A row per style, a column per category.
        case stylesByCategory
        /// A row per category, a column per style (for one style across every category).
        case categoriesByStyle
    }

    public var scale: TypeScale
    /// The styles, in order (default: all the scale's).
    public var styles: [TextStyle]
    /// The categories, ascending (default: xSmall, large, xxxLarge and AX5, those the scale has).
    public var categories: [ContentSizeCategory]
    /// The samples' font.
    public var font: FontSource
    /// The sample text; `nil` sets each style's own name ("Large Title", "Body" …).
    public var text: String?
    public var arrangement: Arrangement
    /// Pixels per point.
    public var displayScale: Double
    /// The font of the headings and labels; when it cannot be found (a measurer without fontconfig), the samples'.
    public var captionFont: FontSource
    /// The heading over the specimen; `nil` for none.
    public var title: String?
    public var palette: DiagramPalette

    /// The categories a specimen shows by default: the smallest, the default, the largest standard one and the
    /// largest accessibility one.
    public static let defaultCategories: [ContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibility5,
    ]

    /// A specimen of `scale`.
    public init(
        scale: TypeScale = .iOS, styles: [TextStyle]? = nil, categories: [ContentSizeCategory]? = nil,
        font: FontSource = .system, text: String? = nil, arrangement: Arrangement = .stylesByCategory,
        displayScale: Double = 2, captionFont: FontSource = .system, title: String? = nil,
        palette: DiagramPalette = .standard
    ) {
        self.scale = scale
        self.styles = styles ?? scale.styles
        let defaults = Self.defaultCategories.filter(scale.categories.contains)
        self.categories = categories ?? (defaults.isEmpty ? scale.categories : defaults)
        self.font = font
        self.text = text
        self.arrangement = arrangement
        self.displayScale = displayScale
        self.captionFont = captionFont
        self.title = title
        self.palette = palette
    }

    // Geometry, in points.
    private static let margin = 24.0
    private static let columnGap = 28.0
    private static let rowGap = 18.0
    private static let labelGap = 4.0
    private static let headingSize = 11.0
    private static let labelSize = 10.0
    private static let titleSize = 14.0

    /// A style's name in words: `largeTitle` → "Large Title", `title1` → "Title 1", `caption2` → "Caption 2".
    public static func displayName(of style: TextStyle) -> String {
        var words = ""
        var previous: Character?
        for character in style.name {
            if let previous,
                (character.isUppercase && !previous.isUppercase)
                    || (character.isNumber && !previous.isNumber)
            {
                words.append(" ")
            }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
            previous = character
        }
        return words
    }

    /// Draws the specimen.
    ///
    /// - Throws: ``RenderingError/measurement(_:)`` for a style the scale lacks or a font that cannot be found;
    ///   ``RenderingError/fontFailure(path:code:message:)``;
    ///   ``RenderingError/imageTooLarge(width:height:maximumSide:maximumPixels:)``.
    public func render(with renderer: TextRenderer) throws(RenderingError) -> Bitmap {
        guard !styles.isEmpty && !categories.isEmpty else {
            throw .invalidValue(
                name: "specimen", value: "\(styles.count) styles × \(categories.count) categories",
                accepted: "at least one style and one category")
        }
        guard displayScale.isFinite && displayScale > 0 && displayScale <= 16 else {
            throw .invalidValue(
                name: "display scale", value: "\(displayScale)", accepted: "pixels per point above 0, at most 16")
        }
        let measurer = renderer.measurer
        let configuration = LabelConfiguration(width: nil, numberOfLines: 0, displayScale: displayScale)
        let captionFaces = try captionFaces(measurer)
        func caption(_ text: String, size: Double, bold: Bool = false) throws(RenderingError) -> RenderedText {
            try renderer.render(
                text, face: bold ? captionFaces.bold : captionFaces.regular, size: size, label: configuration)
        }

        // The grid: rows and columns of (style, category) cells.
        let cells: [[(style: TextStyle, category: ContentSizeCategory)]]
        let rowHeadings: [(title: String, subtitle: String)]
        let columnHeadings: [String]
        switch arrangement {
        case .stylesByCategory:
            cells = styles.map { style in categories.map { (style, $0) } }
            rowHeadings = try styles.map { style throws(RenderingError) in
                (style.name, try entry(style, scale.defaultCategory).weight.rawValue)
            }
            columnHeadings = categories.map(categoryHeading)
        case .categoriesByStyle:
            cells = categories.map { category in styles.map { (style: $0, category: category) } }
            rowHeadings = categories.map {
                ($0.dynamicTypeSizeName, $0.shortName + ($0 == scale.defaultCategory ? " (default)" : ""))
            }
            columnHeadings = try styles.map { style throws(RenderingError) in
                style.name + " · " + (try entry(style, scale.defaultCategory).weight.rawValue)
            }
        }

        var samples: [[RenderedText]] = []
        var labels: [[RenderedText]] = []
        for row in cells {
            var sampleRow: [RenderedText] = []
            var labelRow: [RenderedText] = []
            for (style, category) in row {
                let entry = try entry(style, category)
                sampleRow.append(
                    try renderer.render(
                        text ?? Self.displayName(of: style), font: .style(style, in: scale, source: font), at: category,
                        label: configuration))
                labelRow.append(
                    try caption("\(Self.points(entry.pointSize))/\(Self.points(entry.leading))", size: Self.labelSize))
            }
            samples.append(sampleRow)
            labels.append(labelRow)
        }
        let titles = try rowHeadings.map { heading throws(RenderingError) in
            (
                try caption(heading.title, size: Self.headingSize, bold: true),
                try caption(heading.subtitle, size: Self.labelSize)
            )
        }
        let headings = try columnHeadings.map { heading throws(RenderingError) in
            try caption(heading, size: Self.headingSize, bold: true)
        }
        let titleText = try title.map { title throws(RenderingError) in
            try caption(title, size: Self.titleSize, bold: true)
        }
        let note = try caption(
            "size/leading in points; each sample on its line box, baseline in orange", size: Self.labelSize)

        // Sizes in points.
        let headingColumn = titles.map { max($0.0.layout.size.width, $0.1.layout.size.width) }.max() ?? 0
        var columnWidths = headings.map(\.layout.size.width)
        for row in samples.indices {
            for column in columnWidths.indices {
                columnWidths[column] = max(
                    columnWidths[column], samples[row][column].layout.size.width, labels[row][column].layout.size.width)
            }
        }
        let headingHeight = headings.map(\.layout.size.height).max() ?? 0
        let rowHeights = samples.indices.map { row in
            let sample = samples[row].map(\.layout.size.height).max() ?? 0
            let label = labels[row].map(\.layout.size.height).max() ?? 0
            let heading = titles[row].0.layout.size.height + titles[row].1.layout.size.height
            return max(sample + Self.labelGap + label, heading)
        }
        let titleHeight = titleText.map { $0.layout.size.height + Self.rowGap } ?? 0
        let gridWidth = headingColumn + columnWidths.reduce(0) { $0 + Self.columnGap + $1 }
        let width = max(gridWidth, titleText?.layout.size.width ?? 0, note.layout.size.width) + 2 * Self.margin
        let height =
            titleHeight + headingHeight + Self.rowGap + rowHeights.reduce(0) { $0 + $1 + Self.rowGap }
            + note.layout.size.height + 2 * Self.margin
        let pixelsPerPoint = displayScale
        var bitmap = try Bitmap(
            width: Int((width * pixelsPerPoint).rounded(.up)), height: Int((height * pixelsPerPoint).rounded(.up)),
            fill: palette.background)
        func px(_ points: Double) -> Double { (points * pixelsPerPoint).rounded() }

        var y = Self.margin
        if let titleText {
            try renderer.draw(titleText, in: &bitmap, x: px(Self.margin), y: px(y), color: palette.heading)
            y += titleHeight
        }
        var columnX: [Double] = []
        var x = Self.margin + headingColumn
        for width in columnWidths {
            x += Self.columnGap
            columnX.append(x)
            x += width
        }
        for (heading, x) in zip(headings, columnX) {
            try renderer.draw(heading, in: &bitmap, x: px(x), y: px(y), color: palette.caption)
        }
        y += headingHeight + Self.rowGap / 2
        bitmap.drawHorizontalLine(
            y: px(y), from: px(Self.margin), to: px(Self.margin + gridWidth), color: palette.labelFrame)
        y += Self.rowGap / 2
        for row in samples.indices {
            let (title, subtitle) = titles[row]
            try renderer.draw(title, in: &bitmap, x: px(Self.margin), y: px(y), color: palette.heading)
            try renderer.draw(
                subtitle, in: &bitmap, x: px(Self.margin), y: px(y + title.layout.size.height), color: palette.caption)
            for column in samples[row].indices {
                let sample = samples[row][column]
                let x = columnX[column]
                for line in sample.lines {
                    let top = px(y + line.measured.top)
                    let bottom = px(y + line.measured.top + line.measured.height)
                    bitmap.fill(
                        x: px(x), y: top, width: px(x + line.measured.width) - px(x), height: bottom - top,
                        color: palette.lineBox)
                    bitmap.drawHorizontalLine(
                        y: (px(y) + line.measured.baseline * pixelsPerPoint).rounded(.down), from: px(x),
                        to: px(x + line.measured.width), color: palette.baseline)
                }
                try renderer.draw(sample, in: &bitmap, x: px(x), y: px(y), color: palette.text)
                try renderer.draw(
                    labels[row][column], in: &bitmap, x: px(x), y: px(y + sample.layout.size.height + Self.labelGap),
                    color: palette.caption)
            }
            y += rowHeights[row] + Self.rowGap
        }
        try renderer.draw(note, in: &bitmap, x: px(Self.margin), y: px(y), color: palette.caption)
        return bitmap
    }

    private func entry(_ style: TextStyle, _ category: ContentSizeCategory) throws(RenderingError) -> TypeScale.Entry {
        do {
            return try TextMeasurer.entry(style, category, scale)
        } catch {
            throw .measurement(error)
        }
    }

    /// `xSmall · XS`, `large · L (default)`.
    private func categoryHeading(_ category: ContentSizeCategory) -> String {
        category.dynamicTypeSizeName + " · " + category.shortName
            + (category == scale.defaultCategory ? " (default)" : "")
    }

    /// The faces of headings (semibold) and labels (regular).
    private func captionFaces(_ measurer: TextMeasurer) throws(RenderingError) -> (regular: FontFace, bold: FontFace) {
        do {
            return (try measurer.face(captionFont, weight: .regular), try measurer.face(captionFont, weight: .semibold))
        } catch {
            do {
                return (try measurer.face(font, weight: .regular), try measurer.face(font, weight: .semibold))
            } catch {
                throw .measurement(error)
            }
        }
    }

    /// `17`, `16.5`.
    private static func points(_ value: Double) -> String {
        DecimalText.of(value)
    }
}
