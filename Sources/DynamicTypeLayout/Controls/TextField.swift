import AutoLayout
import DynamicType
import TextMeasurement

/// A one-line field of editable text, as `UITextField`: its intrinsic size is its text measured by a ``TextMeasurer``
/// in its font at the layout's content-size category, inside padding that depends on its border style — so a field
/// whose font is a text style and that adjusts (``adjustsFontForContentSizeCategory``) grows with Dynamic Type, as on
/// a device.
///
/// ```swift
/// let email = TextField(identifier: "email", placeholder: "name@example.com", font: .style(.body))
/// email.borderStyle = .roundedRect
/// email.adjustsFontForContentSizeCategory = true
/// ```
///
/// What Apple documents is followed (developer.apple.com/documentation/uikit/uitextfield): the font defaults to the
/// body style of the system font and applies to the placeholder too (`font`); the border style defaults to none
/// (`borderStyle`); the placeholder is "the string that displays when there is no other text in the text field"
/// (`placeholder`). A text field holds one line, and text too long for it is shown, when not being edited, with an
/// ellipsis at the end (Matt Neuburg, Programming iOS 4, O'Reilly, ch. 23 "UITextField") — findings report it as
/// truncated, as they report a one-line label.
///
/// Apple publishes no intrinsic size, so its rules here are this library's choices, each made to reproduce what is
/// commonly seen:
/// - The width is the wider of the text and the placeholder, each rounded up to a whole point, plus the side padding
///   (Apple documents no rule; the wider of the two keeps a field sized to its content from cutting its placeholder
///   short, and from shrinking when someone types a shorter text). With neither, it is the padding alone.
/// - The height is one line of the font, rounded up to a whole point, plus the padding above and below; the baselines
///   are that line's. An empty field keeps the line's height.
/// - The padding is the border style's (``BorderStyle/textInsets``): see there what each was chosen to reproduce.
///   Set ``textInsets`` to use others.
public final class TextField: View, CategoryDependent, TextFont {
    /// `UITextField.BorderStyle`: the border drawn around the text, which decides how far the text sits from the
    /// field's edges.
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
        /// No border (`UITextField.BorderStyle.none`, the default).
        case none
        /// A thin rectangle around the field (`.line`).
        case line
        /// A bezel-style border (`.bezel`).
        case bezel
        /// A rounded-style border (`.roundedRect`), Interface Builder's default for a new text field.
        case roundedRect

        /// The distance of the text from the field's edges in this style: this library's choice, as Apple publishes
        /// none.
        ///
        /// - `none`: 0 at every side — the text alone.
        /// - `line` and `bezel`: 2 at every side, room for the thin border and a point of air; no figure for either is
        ///   published or commonly quoted.
        /// - `roundedRect`: 7 at the left and right, where a published view dump of a rounded-rect field shows its
        ///   text (its field editor at x 7, 238 wide in a 252-point field, in the Swift 3.1 days; a Stack Overflow
        ///   answer mirrored at geek-qa.imtqy.com/questions/265527); 6.5 above and below, chosen so that the 17-point
        ///   system font (a line of 20.29 points, 21 rounded up) makes the 34-point field commonly seen, and the
        ///   14-point one (16.71, 17) the 30-point field Interface Builder long showed by default. (Interface Builder
        ///   now stores 34 for its 14-point field too; that is not reproduced.)
        public var textInsets: EdgeInsets {
            switch self {
            case .none: EdgeInsets(all: 0)
            case .line, .bezel: EdgeInsets(all: 2)
            case .roundedRect: EdgeInsets(top: 6.5, left: 7, bottom: 6.5, right: 7)
            }
        }
    }

    /// The text; empty for none (`UITextField.text`, `nil` by default).
    public var text: String
    /// The text shown, in the same font, when there is no other text (`placeholder`); `nil` for none.
    public var placeholder: String?
    /// The font of the text and the placeholder: a text style, a fixed size, or a custom size scaled with a style, as
    /// a ``Label``'s.
    public var font: LabelFont
    /// The border, which sets the padding unless ``textInsets`` does.
    public var borderStyle: BorderStyle = .none
    /// The text's distance from the field's edges: `nil` (the default) for the border style's
    /// (``BorderStyle/textInsets``), or any other padding.
    public var textInsets: EdgeInsets?
    /// Whether a text-style or scaled font follows the layout's content-size category (`UIContentSizeCategoryAdjusting`).
    public var adjustsFontForContentSizeCategory = false
    /// The category the font was set at, which it keeps when ``adjustsFontForContentSizeCategory`` is off: large (the
    /// default size) unless set.
    public var fontCategory: ContentSizeCategory = .large
    /// What measures the text.
    public let measurer: TextMeasurer

    /// The field as measured for the layout under way (set by ``AdaptiveLayout`` before each layout).
    private(set) var measured: MeasuredTextField?

    /// A text field named `identifier` holding `text`, showing `placeholder` while it holds none, in `font`, measured
    /// by `measurer`; with UIKit's defaults: no border, a font that does not adjust.
    ///
    /// - Parameters:
    ///   - identifier: The view's name in results and findings.
    ///   - text: The text it holds; empty for none.
    ///   - placeholder: The text it shows while it holds none; `nil` for none.
    ///   - font: The font of both (UIKit's default: the body style of the system font).
    ///   - measurer: What measures them (`TextMeasurer.shared`, over the pinned font set, by default).
    public init(
        identifier: String, text: String = "", placeholder: String? = nil, font: LabelFont = .style(.body),
        measurer: TextMeasurer = .shared
    ) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.measurer = measurer
        super.init(identifier: identifier)
    }

    /// The padding in use: ``textInsets``, or the border style's.
    public var effectiveTextInsets: EdgeInsets { textInsets ?? borderStyle.textInsets }

    /// What the field shows: its text, or its placeholder when it has none.
    public var shownText: String { text.isEmpty ? placeholder ?? "" : text }

    /// Whether the field shows its placeholder: it has no text, and a placeholder that is not empty.
    public var isShowingPlaceholder: Bool { text.isEmpty && !(placeholder ?? "").isEmpty }

    func prepare(at category: ContentSizeCategory, displayScale: Double) throws(MeasurementError) {
        let resolved = try resolvedFont(inLayoutAt: category)
        let settings = MeasuredTextField.Settings(text: text, placeholder: placeholder, insets: effectiveTextInsets)
        if let measured, measured.font == resolved, measured.settings == settings { return }
        let field = try MeasuredTextField(settings, font: resolved, measurer: measurer)
        measured = field
        content = field
    }
}
