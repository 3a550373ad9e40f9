/// One of the four values of a frame: what an ambiguity names.
public enum FrameAttribute: String, Hashable, Sendable, CaseIterable {
    case x, y, width, height
}
