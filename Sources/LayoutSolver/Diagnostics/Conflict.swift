/// A required constraint that could not hold with the others, and a smallest set of constraints that cannot all hold
/// together (an irreducible infeasible set: without any one of them, the rest can).
///
/// UIKit breaks a constraint to lay out anyway and logs every constraint of the view; the set here is the few that
/// actually conflict, the broken one among them.
public struct Conflict: Sendable, Equatable {
    /// The constraint left out of the solution: the one whose addition made the required constraints unsatisfiable.
    public var broken: ConstraintID
    /// The conflicting constraints, `broken` among them, in the order they were added.
    public var constraints: [ConstraintID]

    /// A conflict of `constraints`, `broken` left out.
    public init(broken: ConstraintID, constraints: [ConstraintID]) {
        self.broken = broken
        self.constraints = constraints
    }
}
