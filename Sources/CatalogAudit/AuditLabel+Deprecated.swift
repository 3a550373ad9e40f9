import DynamicType
import TextMeasurement

extension AuditLabel {
    /// ``numberOfLines``'s former name.
    @available(*, deprecated, renamed: "numberOfLines")
    public var lines: Int {
        get { numberOfLines }
        set { numberOfLines = newValue }
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `lines:`. Disfavoured, so that a call without
    /// `lines:` (`AuditLabel()`) means the current initialiser.
    @available(*, deprecated, renamed: "init(font:width:numberOfLines:categories:lineBreakMode:lineBreakStrategy:)")
    @_disfavoredOverload
    public init(
        font: LabelFont = .style(.body), width: Double? = nil, lines: Int = 1,
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases,
        lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.init(
            font: font, width: width, numberOfLines: lines, categories: categories, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy)
    }
}

extension AuditLabelFields {
    /// ``numberOfLines``'s former name.
    @available(*, deprecated, renamed: "numberOfLines")
    public var lines: Int? {
        get { numberOfLines }
        set { numberOfLines = newValue }
    }

    /// The initialiser's former spelling: say `numberOfLines:` for `lines:`. Disfavoured, so that a call without
    /// `lines:` (`AuditLabelFields()`) means the current initialiser.
    @available(
        *, deprecated,
        renamed: "init(style:size:weight:family:fontFile:width:numberOfLines:categories:lineBreakMode:lineBreakStrategy:)")
    @_disfavoredOverload
    public init(
        style: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, family: String? = nil,
        fontFile: String? = nil, width: Double? = nil, lines: Int? = nil, categories: [ContentSizeCategory]? = nil,
        lineBreakMode: LineBreakMode? = nil, lineBreakStrategy: LineBreakStrategy? = nil
    ) {
        self.init(
            style: style, size: size, weight: weight, family: family, fontFile: fontFile, width: width,
            numberOfLines: lines, categories: categories, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy)
    }
}
