import DynamicTypeLayout
import TextFitting

extension LabelDescription {
    /// A label showing a fit check's label — its text in its font — as the fit checks measure it: one line
    /// (`numberOfLines` 1), truncating at the tail, and a text-style or scaled font that follows the content-size
    /// category (`adjustsFontForContentSizeCategory`), as `UIFont.preferredFont(forTextStyle:)` does in a label that
    /// adjusts.
    ///
    /// - Parameter label: The fit check's label.
    public init(_ label: FitLabel) {
        self.init(text: label.text, font: label.font)
        numberOfLines = 1
        lineBreakMode = .byTruncatingTail
        adjustsFontForContentSizeCategory = true
    }
}
