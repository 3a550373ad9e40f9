/// What a view's content says about its size: `intrinsicContentSize` and the baselines, given the width it is laid
/// out at — the protocol through which a label's measured text, an image or a switch reaches the engine, which itself
/// knows no fonts.
public protocol IntrinsicContent {
    /// The content's natural size when laid out `width` wide (`nil`: as wide as it likes, the first pass); a `nil`
    /// dimension has no intrinsic metric (`UIView.noIntrinsicMetric`).
    func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize

    /// The first and last baselines' distance from the content's top when laid out `width` wide; `nil` for content
    /// without a baseline (the view's top and bottom stand in, as UIKit documents).
    func baselineOffsets(forWidth width: Double?) -> BaselineOffsets?

    /// Whether the height depends on the width (a multi-line label): the engine then lays the width out first,
    /// measures the content at it, and solves again — UIKit's two passes for `preferredMaxLayoutWidth` 0.
    var heightDependsOnWidth: Bool { get }
}

/// An intrinsic content size; either dimension may be absent.
public struct IntrinsicSize: Hashable, Sendable {
    /// The width the content wants; `nil`: no intrinsic width (`UIView.noIntrinsicMetric`).
    public var width: Double?
    /// The height the content wants; `nil`: none.
    public var height: Double?

    /// A size with either dimension optional.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size at all: a plain `UIView`.
    public static let none = IntrinsicSize(width: nil, height: nil)
}

/// The first and last baselines' distance from a view's top edge.
public struct BaselineOffsets: Hashable, Sendable {
    /// The first line's baseline, in points below the view's top.
    public var first: Double
    /// The last line's baseline, below the top.
    public var last: Double

    /// Baselines at `first` and `last` points below the top.
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}

/// Content of a fixed intrinsic size and baselines: a plain view standing in for a control, as a layout document
/// describes one.
public struct FixedContent: IntrinsicContent, Hashable, Sendable {
    /// The intrinsic size, at any width.
    public var size: IntrinsicSize
    /// The baselines, at any width; `nil`: the top and bottom.
    public var baselines: BaselineOffsets?

    /// Content of this size and these baselines.
    public init(size: IntrinsicSize, baselines: BaselineOffsets? = nil) {
        self.size = size
        self.baselines = baselines
    }

    /// The same size at every width.
    public func intrinsicContentSize(forWidth width: Double?) -> IntrinsicSize { size }
    /// The same baselines at every width.
    public func baselineOffsets(forWidth width: Double?) -> BaselineOffsets? { baselines }
    /// Fixed content: no.
    public var heightDependsOnWidth: Bool { false }
}
