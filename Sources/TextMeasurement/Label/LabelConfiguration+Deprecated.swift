extension LabelConfiguration {
    /// ``width``'s former name.
    @available(*, deprecated, renamed: "width")
    public var maxWidth: Double? {
        get { width }
        set { width = newValue }
    }

    /// ``numberOfLines``'s former name.
    @available(*, deprecated, renamed: "numberOfLines")
    public var maxLines: Int {
        get { numberOfLines }
        set { numberOfLines = newValue }
    }

    /// The initialiser's former spelling: say `width:` and `numberOfLines:` for `maxWidth:` and `maxLines:`.
    /// Disfavoured, so that a call giving neither old name (`LabelConfiguration()`) means the current initialiser.
    @available(
        *, deprecated,
        renamed: "init(width:numberOfLines:lineBreakMode:lineBreakStrategy:lineHeight:minimumLineHeight:maximumLineHeight:lineSpacing:tracking:displayScale:language:)"
    )
    @_disfavoredOverload
    public init(
        maxWidth: Double? = nil, maxLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
        lineBreakStrategy: LineBreakStrategy = .standard, lineHeight: LineHeight = .natural,
        minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, lineSpacing: Double = 0, tracking: Double = 0,
        displayScale: Double = 3, language: String? = nil
    ) {
        self.init(
            width: maxWidth, numberOfLines: maxLines, lineBreakMode: lineBreakMode,
            lineBreakStrategy: lineBreakStrategy, lineHeight: lineHeight, minimumLineHeight: minimumLineHeight,
            maximumLineHeight: maximumLineHeight, lineSpacing: lineSpacing, tracking: tracking,
            displayScale: displayScale, language: language)
    }
}
