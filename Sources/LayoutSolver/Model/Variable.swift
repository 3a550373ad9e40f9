/// A value the solver works out: a view's x, y, width or height, a guide's edge.
///
/// Made by ``LayoutSolver/makeVariable(_:)``, which names it for diagnostics; a variable belongs to the solver that
/// made it.
public struct Variable: Hashable, Sendable {
    /// The variable's index in its solver.
    public let index: Int

    init(index: Int) {
        self.index = index
    }
}
