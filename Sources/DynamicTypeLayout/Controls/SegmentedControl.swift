import AutoLayout
import DynamicType
import TextMeasurement

/// A row of segments, each a button with a title, as `UISegmentedControl`: its intrinsic size follows from its titles
/// measured by a ``TextMeasurer`` in its font at the layout's content-size category, inside padding around each title.
///
/// ```swift
/// let period = SegmentedControl(identifier: "period", titles: ["Day", "Week", "Month"])
/// period.apportionsSegmentWidthsByContent = true
/// period.segments[0].width = 60
/// ```
///
/// What Apple documents is followed: all segments are equal in width ("Within the control, all segments are equal in
/// width": Human Interface Guidelines, iOS, "Segmented Controls",
/// developer.apple.com/design/human-interface-guidelines/ios/controls/segmented-controls), unless
/// ``apportionsSegmentWidthsByContent`` is on — then segments whose width is 0 are sized by their content
/// (`UISegmentedControl.apportionsSegmentWidthsByContent`, default `false`) — or a segment has a width of its own
/// (`setWidth(_:forSegmentAt:)`: "the default value is 0.0, which tells UISegmentedControl to automatically size the
/// segment"). In a frame wider or narrower than its content, the segments without a width of their own share what
/// those with one leave, equally or, apportioning, in proportion to their content (the class "automatically resizes
/// segments to fit proportionally within their superview unless they have a specific width set":
/// developer.apple.com/documentation/uikit/uisegmentedcontrol). A title that does not fit its segment is cut short
/// with an ellipsis, and findings name the control, the segment and the title.
///
/// Apple publishes no intrinsic size, so its figures here are this library's choices:
/// - The titles are set in the 13-point system font (``defaultFont``), the size segmented controls are commonly seen
///   with; Apple documents no default title font.
/// - Each title is measured on one line, rounded up to a whole point, inside ``contentPadding`` — 8 above and below,
///   7 at each side by default (``defaultContentPadding``): the 13-point system font's line (15.51 points, 16 rounded
///   up) makes the 32-point control Interface Builder shows by default, and a control of "First" and "Second" (the
///   wider 46.1 points in the system font's stand-in, 47 rounded up) 122 points wide, within a point of the 121 it
///   shows. Segments are drawn edge to edge: no width is kept for dividers. Set ``contentPadding`` to use others.
/// - UISegmentedControl has no `adjustsFontForContentSizeCategory`; an app that sets a text-style font in its title
///   attributes and sets it again when the category changes is what ``adjustsFontForContentSizeCategory`` stands for.
public final class SegmentedControl: View, CategoryDependent, TextFont {
    /// One segment: its title and, when above 0, its own width.
    public struct Segment: Hashable, Sendable {
        /// The title (`setTitle(_:forSegmentAt:)`).
        public var title: String
        /// The segment's width in points (`setWidth(_:forSegmentAt:)`); 0, the default, to size it automatically.
        public var width: Double

        /// A segment titled `title`, `width` wide.
        ///
        /// - Parameters:
        ///   - title: The title.
        ///   - width: Its width in points; 0 (the default) to size it automatically.
        public init(title: String, width: Double = 0) {
            self.title = title
            self.width = width
        }
    }

    /// The segments, leading to trailing.
    public var segments: [Segment]
    /// The titles' font: a text style, a fixed size, or a custom size scaled with a style, as a ``Label``'s.
    public var font: LabelFont
    /// Whether segments without a width of their own are sized by their titles (`true`) or all as wide as the widest
    /// (`false`, UIKit's default).
    public var apportionsSegmentWidthsByContent = false
    /// Each title's distance from its segment's edges.
    public var contentPadding = SegmentedControl.defaultContentPadding
    /// Whether a text-style or scaled font follows the layout's content-size category (see the discussion above).
    public var adjustsFontForContentSizeCategory = false
    /// The category the font was set at, which it keeps when ``adjustsFontForContentSizeCategory`` is off: large (the
    /// default size) unless set.
    public var fontCategory: ContentSizeCategory = .large
    /// What measures the titles.
    public let measurer: TextMeasurer

    /// The titles' font unless another is given: the system font at 13 points.
    public static let defaultFont = LabelFont(.fixed(13))
    /// The padding around each title unless other is given: 8 above and below, 7 at each side.
    public static let defaultContentPadding = EdgeInsets(top: 8, left: 7, bottom: 8, right: 7)

    /// The segments as measured for the layout under way (set by ``AdaptiveLayout`` before each layout).
    package private(set) var measured: MeasuredSegments?

    /// A segmented control named `identifier` with a segment for each of `titles`, in `font`, measured by `measurer`;
    /// each segment sized automatically, all as wide as the widest (UIKit's defaults).
    ///
    /// - Parameters:
    ///   - identifier: The view's name in results and findings.
    ///   - titles: The segments' titles, leading to trailing.
    ///   - font: The titles' font (``defaultFont`` unless given).
    ///   - measurer: What measures them (`TextMeasurer.shared`, over the pinned font set, by default).
    public init(
        identifier: String, titles: [String], font: LabelFont = SegmentedControl.defaultFont,
        measurer: TextMeasurer = .shared
    ) {
        segments = titles.map { Segment(title: $0) }
        self.font = font
        self.measurer = measurer
        super.init(identifier: identifier)
    }

    /// The segments' widths as the last layout measured them, leading to trailing.
    ///
    /// - Parameter width: The control's width; `nil` for its intrinsic size.
    /// - Returns: Each segment's width: its own when it has one, else its share (see the discussion above); empty
    ///   until the control has been laid out.
    public func segmentWidths(inWidth width: Double? = nil) -> [Double] {
        measured?.segmentWidths(inWidth: width) ?? []
    }

    func prepare(at category: ContentSizeCategory, displayScale: Double) throws(MeasurementError) {
        let resolved = try resolvedFont(inLayoutAt: category)
        let settings = MeasuredSegments.Settings(
            segments: segments, apportions: apportionsSegmentWidthsByContent, padding: contentPadding)
        if let measured, measured.font == resolved, measured.settings == settings { return }
        let segments = try MeasuredSegments(settings, font: resolved, measurer: measurer)
        measured = segments
        content = segments
    }
}
