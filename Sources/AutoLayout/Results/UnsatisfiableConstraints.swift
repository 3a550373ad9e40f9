/// Required constraints that cannot all hold: a smallest such set (without any one of them the rest can), and the one
/// the engine broke to lay out anyway — what UIKit's "Unable to simultaneously satisfy constraints" log would say if
/// it named constraints rather than addresses.
public struct UnsatisfiableConstraints: Hashable, Sendable {
    /// The constraints' names (identifiers, or equations for constraints without one), the broken one among them.
    public var constraints: [String]
    /// The constraint left out of the layout.
    public var broken: String

    /// A set of constraints that cannot all hold, and the one broken.
    public init(constraints: [String], broken: String) {
        self.constraints = constraints
        self.broken = broken
    }
}
