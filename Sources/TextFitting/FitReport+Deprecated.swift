import DynamicType
import TextMeasurement

extension FitReport {
    /// ``numberOfLines``'s former name.
    @available(*, deprecated, renamed: "numberOfLines")
    public var maxLines: Int { numberOfLines }

    /// The initialiser's former spelling: say `numberOfLines:` for `maxLines:`.
    @available(*, deprecated, renamed: "init(category:pointSize:numberOfLines:text:layout:unlimitedLayout:)")
    public init(
        category: ContentSizeCategory, pointSize: Double, maxLines: Int, text: String, layout: TextLayout,
        unlimitedLayout: TextLayout
    ) {
        self.init(
            category: category, pointSize: pointSize, numberOfLines: maxLines, text: text, layout: layout,
            unlimitedLayout: unlimitedLayout)
    }
}
