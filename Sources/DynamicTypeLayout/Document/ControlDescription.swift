import AutoLayout
import DynamicType
import TextMeasurement

/// A control of a layout document: a view's `image`, `button`, `switch`, `activityIndicator`, `textView` or
/// `scrollView` object (`Docs/layout-json.md`, "Controls").
public enum ControlDescription: Equatable, Sendable {
    /// An ``ImageView`` of an image `size` points large.
    case image(size: Size?, adjustsForAccessibility: Bool, symbolTextStyle: TextStyle?)
    /// A ``Button`` titled `title` in `font`; `configuration`: a `UIButton.Configuration` button's insets, else a
    /// system button's.
    case button(title: String, font: LabelFont, adjustsFont: Bool, configuration: Bool)
    /// A ``Switch``.
    case `switch`
    /// An ``ActivityIndicatorView``.
    case activityIndicator(ActivityIndicatorView.Style)
    /// A ``TextView``.
    case textView(text: String, font: LabelFont, adjustsFont: Bool, isScrollEnabled: Bool)
    /// A ``ScrollView``, whose guides constraints name `VIEW.contentLayoutGuide.ATTRIBUTE` and
    /// `VIEW.frameLayoutGuide.ATTRIBUTE`.
    case scrollView

    /// The keys a view's object of each kind is under.
    static let keys = ["image", "button", "switch", "activityIndicator", "textView", "scrollView"]
    /// The guides of the controls that have them, by key.
    static let guides = ["scrollView": ["contentLayoutGuide", "frameLayoutGuide"]]

    /// The view, named `identifier`, its text measured by `measurer`.
    ///
    /// - Throws: `LayoutError` only if a button's insets cannot hold (they always can: they are fixed numbers).
    func makeView(identifier: String, measurer: @autoclosure () -> TextMeasurer) throws(LayoutError) -> View {
        switch self {
        case .image(let size, let adjusts, let style):
            let view = ImageView(identifier: identifier, imageSize: size)
            view.adjustsImageSizeForAccessibilityContentSizeCategory = adjusts
            view.symbolTextStyle = style
            return view
        case .button(let title, let font, let adjusts, let configuration):
            let button = try Button(
                identifier: identifier, title: title, font: font,
                contentInsets: configuration ? Button.configurationInsets : Button.systemInsets, measurer: measurer())
            button.titleLabel.adjustsFontForContentSizeCategory = adjusts
            return button
        case .switch:
            return Switch(identifier: identifier)
        case .activityIndicator(let style):
            return ActivityIndicatorView(identifier: identifier, style: style)
        case .textView(let text, let font, let adjusts, let scrolls):
            let view = TextView(identifier: identifier, text: text, font: font, measurer: measurer())
            view.adjustsFontForContentSizeCategory = adjusts
            view.isScrollEnabled = scrolls
            return view
        case .scrollView:
            return ScrollView(identifier: identifier)
        }
    }
}
