import AutoLayout
import DynamicType
import TextMeasurement

/// A control of a layout document: a view's `image`, `button`, `switch`, `activityIndicator`, `textView`,
/// `textField`, `segmentedControl` or `scrollView` object (`Docs/layout-json.md`, "Controls").
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
    /// A ``TextField`` holding `text`, showing `placeholder` while it holds none, in `font`, its text `textInsets`
    /// from its edges (`nil`: its border style's).
    case textField(
        text: String, placeholder: String?, font: LabelFont, adjustsFont: Bool, borderStyle: TextField.BorderStyle,
        textInsets: EdgeInsets?)
    /// A ``SegmentedControl`` of `segments` in `font`, each title `contentPadding` from its segment's edges (`nil`:
    /// ``SegmentedControl/defaultContentPadding``).
    case segmentedControl(
        segments: [SegmentedControl.Segment], font: LabelFont, adjustsFont: Bool, apportionsByContent: Bool,
        contentPadding: EdgeInsets?)
    /// A ``ScrollView``, whose guides constraints name `VIEW.contentLayoutGuide.ATTRIBUTE` and
    /// `VIEW.frameLayoutGuide.ATTRIBUTE`.
    case scrollView

    /// The keys a view's object of each kind is under.
    static let keys = [
        "image", "button", "switch", "activityIndicator", "textView", "textField", "segmentedControl", "scrollView",
    ]
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
        case .textField(let text, let placeholder, let font, let adjusts, let borderStyle, let insets):
            let field = TextField(
                identifier: identifier, text: text, placeholder: placeholder, font: font, measurer: measurer())
            field.adjustsFontForContentSizeCategory = adjusts
            field.borderStyle = borderStyle
            field.textInsets = insets
            return field
        case .segmentedControl(let segments, let font, let adjusts, let apportions, let padding):
            let control = SegmentedControl(identifier: identifier, titles: [], font: font, measurer: measurer())
            control.segments = segments
            control.adjustsFontForContentSizeCategory = adjusts
            control.apportionsSegmentWidthsByContent = apportions
            if let padding { control.contentPadding = padding }
            return control
        case .scrollView:
            return ScrollView(identifier: identifier)
        }
    }
}
