/// A frame value that more than one layout satisfies equally well: nothing decides it (UIKit's
/// `hasAmbiguousLayout`, which UIKit reports only when asked).
public struct Ambiguity: Hashable, Sendable {
    /// The view's or guide's identifier.
    public var item: String
    /// The frame value more than one layout gives.
    public var attribute: FrameAttribute

    /// The ambiguity of `item`'s `attribute`.
    public init(item: String, attribute: FrameAttribute) {
        self.item = item
        self.attribute = attribute
    }
}
