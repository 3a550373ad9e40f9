import DynamicType
import TextMeasurement

extension FitCheck {
    /// ``numberOfLines``'s former name.
    @available(*, deprecated, renamed: "numberOfLines")
    public var maxLines: Int {
        get { numberOfLines }
        set { numberOfLines = newValue }
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `maxLines:`.
    @available(
        *, deprecated, renamed: "init(label:width:numberOfLines:categories:lineBreakMode:lineBreakStrategy:language:displayScale:)")
    public init(
        label: FitLabel, width: Double, maxLines: Int,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
        language: String? = nil, displayScale: Double = 3
    ) {
        self.init(
            label: label, width: width, numberOfLines: maxLines, categories: categories, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy, language: language, displayScale: displayScale)
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `maxLines:`.
    @available(*, deprecated, renamed: "init(_:style:in:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:)")
    public init(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, maxLines: Int,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            text, style: style, in: scale, width: width, numberOfLines: maxLines, categories: categories, font: font,
            lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `maxLines:`.
    @available(*, deprecated, renamed: "init(_:style:in:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:)")
    public init(
        _ text: String, style: TextStyle, in scale: TypeScale = .iOS, width: Double, maxLines: Int,
        categories: some RangeExpression<ContentSizeCategory>, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            text, style: style, in: scale, width: width, numberOfLines: maxLines, categories: categories, font: font,
            lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `maxLines:`.
    @available(*, deprecated, renamed: "init(_:size:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:)")
    public init(
        _ text: String, size: FontSize, width: Double, maxLines: Int,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            text, size: size, width: width, numberOfLines: maxLines, categories: categories, font: font,
            lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `maxLines:`.
    @available(*, deprecated, renamed: "init(_:size:width:numberOfLines:categories:font:lineBreakMode:lineBreakStrategy:)")
    public init(
        _ text: String, size: FontSize, width: Double, maxLines: Int,
        categories: some RangeExpression<ContentSizeCategory>, font: FontSource = .system,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            text, size: size, width: width, numberOfLines: maxLines, categories: categories, font: font,
            lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy)
    }
}
