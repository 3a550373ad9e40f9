/// A constraint as its solver knows it: what ``LayoutSolver/add(_:)`` returns.
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// The order it was added in, from 0.
    public let index: Int

    init(index: Int) {
        self.index = index
    }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}
