import AutoLayout
import DynamicType
import PackageSupport

/// Something wrong with a laid-out view that a person at some text size would see: a label cut short, views drawn
/// over each other, a view cut off — or, in ``AdaptiveLayout/lint()``, a setting that keeps a view from following
/// Dynamic Type at all.
public struct ViewFinding: Hashable, Sendable, CustomStringConvertible {
    /// The view's identifier.
    public var view: String
    /// The text the view shows, for a label, a text view or a text field (its placeholder when it shows that); for a
    /// segment of a segmented control, its title.
    public var text: String?
    /// For a finding about one segment of a ``SegmentedControl``: its index, from 0 at the leading end, as
    /// `setTitle(_:forSegmentAt:)` counts.
    public var segment: Int?
    /// What was found.
    public var kind: LayoutFindingKind
    /// The constraints involved: the tree's active constraints that place the view on the axis the finding is about
    /// (both, for an overlap or a view outside its superview), by identifier or equation, in tree order. Intrinsic
    /// sizes (hugging, compression resistance) are the view's own and not listed.
    public var constraints: [String]

    /// A finding about `view`.
    ///
    /// - Parameters:
    ///   - view: The view's identifier.
    ///   - text: The text it shows, if it is about one.
    ///   - segment: The segment's index, for a finding about one segment of a segmented control.
    ///   - kind: What was found.
    ///   - constraints: The constraints involved.
    public init(
        view: String, text: String? = nil, segment: Int? = nil, kind: LayoutFindingKind, constraints: [String] = []
    ) {
        self.view = view
        self.text = text
        self.segment = segment
        self.kind = kind
        self.constraints = constraints
    }

    /// `title "Delivery address": truncated: needs 2 lines at width 82, shows 1`, or for a segment
    /// `period segment 2 "Month": truncated: needs width 57, has 40`: the text quoted as fit checks quote it (escaped,
    /// cut after 60 characters).
    public var description: String {
        let name = view + (segment.map { " segment \($0)" } ?? "") + (text.map { " " + QuotedText.of($0) } ?? "")
        return "\(name): \(kind)"
    }
}

/// What is wrong with a view (``ViewFinding``).
public enum LayoutFindingKind: Hashable, Sendable, CustomStringConvertible {
    /// A label whose text does not fit its frame's width in the lines it may show: the last line shown ends in an
    /// ellipsis (or is cut, by its line break mode). `linesNeeded` is how many the text needs at the frame's width;
    /// `neededWidth` the width it needs on one line. A text field, which never wraps, needs 1 line and `neededWidth`
    /// with its padding; a segment of a segmented control its title's width and padding, `width` being the segment's.
    case truncated(linesNeeded: Int, linesShown: Int, neededWidth: Double, width: Double)
    /// A label whose lines are taller than its frame: the lines below the frame are not drawn.
    case clipped(neededHeight: Double, height: Double)
    /// A view without text made smaller than its content on an axis (an image or control squeezed).
    case compressed(axis: Axis, intrinsic: Double, actual: Double)
    /// A view that reaches outside its superview's bounds.
    case outsideSuperview(superview: String)
    /// A view drawn over a sibling that is not its background: both shown, their frames overlap, and the one behind
    /// does not contain the one in front, or shows something (a view below it with content) under it.
    case overlaps(sibling: String)
    /// Lint: a label, a text field or a segmented control whose font is a text style or scaled, without
    /// `adjustsFontForContentSizeCategory`: it keeps its size when the person changes the text size while the app runs.
    case fontDoesNotAdjust
    /// Lint: a label, a text field or a segmented control in a fixed-size font: it never follows Dynamic Type.
    case fixedFontSize(pointSize: Double)
    /// Lint: a required height constraint of a constant on a view that holds text: the text cannot grow.
    case fixedHeight(constraint: String, height: Double)

    /// The axes a finding of this kind is about: `nil` for both.
    var axis: Axis? {
        switch self {
        case .truncated: .horizontal
        case .clipped: .vertical
        case .compressed(let axis, _, _): axis
        case .outsideSuperview, .overlaps: nil
        case .fontDoesNotAdjust, .fixedFontSize, .fixedHeight: nil
        }
    }

    public var description: String {
        func points(_ value: Double) -> String { DecimalText.of(value, maximumDecimals: 3) }
        switch self {
        case .truncated(let needed, let shown, let neededWidth, let width):
            return needed > shown
                ? "truncated: needs \(needed) lines at width \(points(width)), shows \(shown)"
                : "truncated: needs width \(points(neededWidth)), has \(points(width))"
        case .clipped(let needed, let height):
            return "clipped: its lines need height \(points(needed)), has \(points(height))"
        case .compressed(let axis, let intrinsic, let actual):
            return "\(axis == .horizontal ? "width" : "height") \(points(actual)) is less than its content's "
                + points(intrinsic)
        case .outsideSuperview(let superview):
            return "reaches outside \(superview)"
        case .overlaps(let sibling):
            return "overlaps \(sibling)"
        case .fontDoesNotAdjust:
            return "its font does not adjust to the content-size category (set adjustsFontForContentSizeCategory)"
        case .fixedFontSize(let size):
            return "a fixed \(points(size)) pt font: it never follows Dynamic Type (use a text style or UIFontMetrics)"
        case .fixedHeight(let constraint, let height):
            return "a fixed height \(points(height)) (\(constraint)) holds text that grows with Dynamic Type"
        }
    }
}
