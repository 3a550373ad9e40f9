/// The colours of a layout diagram or a specimen.
public struct DiagramPalette: Hashable, Sendable {
    public var background = Color.white
    public var text = Color.black
    /// Captions and labels.
    public var caption = Color(rgb: 0x5F6368)
    /// Headings of a specimen.
    public var heading = Color(rgb: 0x202124)
    /// The label's frame (its width and rounded height).
    public var labelFrame = Color(rgb: 0xB0B0B0)
    /// Each line's box: fill and edge.
    public var lineBox = Color(rgb: 0xE3F2FD)
    public var lineBoxEdge = Color(rgb: 0x64B5F6)
    /// Each line's baseline.
    public var baseline = Color(rgb: 0xF57C00)
    /// The width lines wrap at.
    public var wrapWidth = Color(rgb: 0xD32F2F)
    /// Where the text is cut: the ellipsis and the line marking the cut.
    public var truncation = Color(rgb: 0xD32F2F)
    /// Lines beyond the label's line limit: fill and edge.
    public var overflowBox = Color(rgb: 0xFDE7E9)
    public var overflowEdge = Color(rgb: 0xE57373)

    /// The default colours: blue line boxes, orange baselines, red for the wrap width and the cut.
    public static let standard = DiagramPalette()

    public init() {}
}
