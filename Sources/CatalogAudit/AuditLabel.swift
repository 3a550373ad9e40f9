import DynamicType
import TextMeasurement

/// The label one catalog text is checked in: its font, width and line limit, how lines break, and the content-size
/// categories to check — what a layout spec's rule (``AuditSpec``) and the command line's flags give a key.
public struct AuditLabel: Equatable, Sendable {
    /// The font: a text style (body by default) or a fixed size and weight, from the system font, a family or a file.
    public var font: LabelFont
    /// The label's width in points; `nil` when neither the spec nor the base gives one (an error when audited).
    public var width: Double?
    /// The most lines, as `UILabel.numberOfLines`; 0 for no limit.
    public var numberOfLines: Int
    /// The categories to check, ascending.
    public var categories: [ContentSizeCategory]
    /// How lines break and how a cut last line ends, as `UILabel.lineBreakMode`.
    public var lineBreakMode: LineBreakMode
    /// UIKit's adjustments to greedy breaking, as `NSParagraphStyle.lineBreakStrategy`.
    public var lineBreakStrategy: LineBreakStrategy

    /// A label with a `UILabel`'s defaults for what is not given: body, one line, every category, truncating the tail,
    /// the standard strategy.
    public init(
        font: LabelFont = .style(.body), width: Double? = nil, numberOfLines: Int = 1,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.font = font
        self.width = width
        self.numberOfLines = numberOfLines
        self.categories = categories
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy
    }
}

/// Some of a label's settings, as one layer of a layout spec gives them (its `default`, a rule) or the command line's
/// flags do: each `nil` is left to the layers below.
public struct AuditLabelFields: Equatable, Sendable {
    /// A text style of the iOS type scale; excludes ``size``.
    public var style: TextStyle?
    /// A fixed point size (no Dynamic Type: checked at one size); excludes ``style``.
    public var size: Double?
    /// The weight of a fixed ``size``.
    public var weight: FontWeight?
    /// An installed family; excludes ``fontFile``.
    public var family: String?
    /// A font file; excludes ``family``.
    public var fontFile: String?
    /// The label's width in points.
    public var width: Double?
    /// The most lines, as `UILabel.numberOfLines`; 0 for no limit.
    public var numberOfLines: Int?
    /// The categories to check.
    public var categories: [ContentSizeCategory]?
    /// How lines break and how a cut last line ends.
    public var lineBreakMode: LineBreakMode?
    /// UIKit's adjustments to greedy breaking.
    public var lineBreakStrategy: LineBreakStrategy?

    /// Fields with every one given or left `nil`.
    public init(
        style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, family: String? = nil,
        fontFile: String? = nil, width: Double? = nil, numberOfLines: Int? = nil,
        categories: [ContentSizeCategory]? = nil, lineBreakMode: LineBreakMode? = nil,
        lineBreakStrategy: LineBreakStrategy? = nil
    ) {
        self.style = style
        self.size = size
        self.weight = weight
        self.family = family
        self.fontFile = fontFile
        self.width = width
        self.numberOfLines = numberOfLines
        self.categories = categories
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy
    }

    /// `layer` on top of these fields: every field it gives replaces this one's. A style or size replaces both (the
    /// upper layer decides how the size is chosen: a rule's size replaces a default style and the other way round),
    /// and a family or font file replaces both.
    public func overlaid(with layer: AuditLabelFields) -> AuditLabelFields {
        var result = self
        if layer.style != nil || layer.size != nil {
            result.style = layer.style
            result.size = layer.size
        }
        if layer.family != nil || layer.fontFile != nil {
            result.family = layer.family
            result.fontFile = layer.fontFile
        }
        result.weight = layer.weight ?? weight
        result.width = layer.width ?? width
        result.numberOfLines = layer.numberOfLines ?? numberOfLines
        result.categories = layer.categories ?? categories
        result.lineBreakMode = layer.lineBreakMode ?? lineBreakMode
        result.lineBreakStrategy = layer.lineBreakStrategy ?? lineBreakStrategy
        return result
    }

    /// The label these fields give, with ``AuditLabel``'s defaults for the rest.
    public var label: AuditLabel {
        let source: FontSource = fontFile.map { .file(path: $0) } ?? family.map { .family($0) } ?? .system
        let size: FontSize = self.size.map { .fixed($0, weight: weight ?? .regular) } ?? .style(style ?? .body)
        let defaults = AuditLabel()
        return AuditLabel(
            font: LabelFont(size, source: source), width: width, numberOfLines: numberOfLines ?? defaults.numberOfLines,
            categories: categories ?? defaults.categories, lineBreakMode: lineBreakMode ?? defaults.lineBreakMode,
            lineBreakStrategy: lineBreakStrategy ?? defaults.lineBreakStrategy)
    }
}
