/// A frame value that more than one layout satisfies equally well: nothing decides it (UIKit's
/// `hasAmbiguousLayout`, which UIKit reports only when asked).
public struct Ambiguity: Hashable, Sendable {
    /// The view's or guide's identifier.
    public var item: String
    public var attribute: FrameAttribute

    public init(item: String, attribute: FrameAttribute) {
        self.item = item
        self.attribute = attribute
    }
}
