/// A constraint solver with UIKit's semantics: linear constraints `==`, `<=`, `>=` at priorities that are ordered, not
/// weighted — each priority level is satisfied as well as the levels above it allow, and within a level the sum of
/// the constraints' errors is least (Apple, `NSLayoutConstraint.priority`; `shared/reference/auto-layout.md` §1).
///
/// Built on Cassowary (Badros, Borning & Stuckey 2001): an incremental simplex in restricted basic form with slack,
/// error and dummy variables, here with a lexicographic objective, one row per priority level.
///
/// ```swift
/// let solver = LayoutSolver()
/// let width = solver.makeVariable("label.width")
/// solver.add((width == 160).priority(Priority(750)!))
/// solver.add((width == 80).priority(Priority(900)!))
/// solver.add((width == 200).priority(Priority(251)!))
/// solver.value(of: width)   // 80: the 900 wins, whatever the others
/// ```
///
/// **Cost that grows with the layout, not faster.** Constraints that share no variable, directly or through others,
/// form independent *components*, each solved apart. Before a component goes into a tableau it is *presolved*, as
/// linear-programming solvers do (Andersen & Andersen, *Presolving in linear programming*, Math. Programming 71,
/// 1995: fixed variables and free column singletons): a required equality of one variable (`root.width == 390`, a
/// view's `x == 16`) fixes it, and it becomes a constant everywhere else, which often fixes more; an equality with a
/// variable no other constraint has (a table row's `top == previous.bottom`) only says what that variable is, and is
/// worked out after the rest. What remains falls apart into small blocks — a table's cells, once the screen's width is
/// fixed and the rows' tops are definitions — each solved in a tableau of its own. Both steps are exact: the layout,
/// and which constraints conflict, are those of the constraints as given. A block that is still large has the
/// inequalities that hold it together set aside where that lets more peel (a column of views above the bottom of a
/// superview of fixed height), and is solved without them; they are checked against the solution, and the component
/// is solved with them when one does not hold with room to spare.
///
/// Solving is lazy: ``add(_:)`` records a constraint, and the first question (``value(of:)``, ``conflicts``,
/// ``ambiguousVariables()``) solves what changed. ``setConstant(_:of:)`` re-solves in place from the current solution
/// (the dual simplex), as a content-size category change (every label's intrinsic size changed) needs; so does
/// ``remove(_:)`` for a constraint in a tableau. A required constraint that cannot hold with the others is *broken*,
/// and ``conflicts`` names it with a smallest set of constraints that cannot hold together.
///
/// Not `Sendable`: a solver is changed by one task at a time; what it answers (values, conflicts) are plain values.
///
/// The class is the handle; what it knows is one value, `SolverCore` (internal), that every call works on in a
/// single access: a class's stored properties are checked for exclusive access at run time at every use, a struct's
/// members are not.
public final class LayoutSolver {
    var core = SolverCore()

    /// An empty solver.
    public init() {}

    // MARK: - Variables

    /// A new variable, named for diagnostics (`title.width`).
    public func makeVariable(_ name: String = "") -> Variable {
        core.makeVariable(name)
    }

    /// `count` new variables without names, in order (a layout engine's every frame value at once).
    public func makeVariables(count: Int) -> [Variable] {
        core.makeVariables(count: count)
    }

    /// The name a variable was made with.
    public func name(of variable: Variable) -> String {
        core.names[variable.index]
    }

    /// The number of variables made.
    public var variableCount: Int { core.names.count }

    /// The variable's value in the current solution; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double {
        let values = core.values()
        return variable.index < values.count ? values[variable.index] : 0
    }

    /// Every variable's value in the current solution, by ``Variable/index`` (one look-up for a whole layout's
    /// frames); 0 for a variable no constraint mentions.
    public func values() -> [Double] {
        core.values()
    }

    // MARK: - Constraints

    /// The constraint added as `id`.
    public func constraint(_ id: ConstraintID) -> Constraint {
        core.records[id.index].constraint
    }

    /// Whether `id` is in the solution: added, not removed, not broken.
    public func isActive(_ id: ConstraintID) -> Bool {
        core.isActive(id)
    }

    /// Adds a constraint; it is solved with its component at the next question.
    ///
    /// A required constraint that cannot hold with the others is left out; it is broken, as UIKit breaks one to lay
    /// out anyway, and recorded in ``conflicts`` with a smallest set of constraints it conflicts with.
    ///
    /// - Returns: The constraint's identity, for ``remove(_:)``, ``setConstant(_:of:)`` and diagnostics.
    @discardableResult
    public func add(_ constraint: Constraint) -> ConstraintID {
        core.add(constraint)
    }

    /// Takes a constraint out; its component is solved again (in place when the constraint was a tableau row).
    public func remove(_ id: ConstraintID) {
        core.remove(id)
    }

    /// Sets the constant of a constraint's expression (its left side less its right: `a == b + 8` has −8); the next
    /// question solves again from the current solution, without rebuilding: the constraint's row shifts, or, for one
    /// that fixes a variable, every constraint that has the variable, and each block shifted is made optimal once,
    /// however many constants moved in it. When they cannot all hold, the component is solved again with the
    /// constraint changed last added last, so that it is the one broken.
    public func setConstant(_ constant: Double, of id: ConstraintID) {
        core.setConstant(constant, of: id)
    }

    /// Sets the constants of many constraints, each as ``setConstant(_:of:)`` does, in one call (a category change's
    /// every intrinsic size at once).
    ///
    /// - Parameter changes: Each constraint and its new constant, applied in order.
    public func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) {
        core.setConstants(changes)
    }

    /// Constraints found unsatisfiable, each with the set it conflicts with, in the order of the broken ones.
    public var conflicts: [Conflict] {
        core.conflicts
    }

    /// The variables more than one optimal solution gives different values: nothing decides them (a view whose
    /// position no constraint fixes, two views that share stretch at equal hugging). A variable no constraint
    /// mentions is among them; a fixed one never is.
    ///
    /// A variable in a tableau can move when the simplex, allowed only pivots that keep every priority level at its
    /// optimum, can push it up or down. A peeled variable is what its equality makes of others: it cannot move when
    /// none of them can; otherwise it moves when the combination does — in some block, since blocks are solved
    /// independently.
    ///
    /// Answers are kept between searches for each block while its rows keep their symbols and coefficients and the
    /// same restricted rows are at 0 (whether a value can move depends on nothing else): laid out again at another
    /// category, a layout whose constants alone changed is not searched again.
    public func ambiguousVariables() -> [Variable] {
        core.ambiguousVariables()
    }

    /// The components: sets of variables that constraints connect, each solved apart.
    public var blockCount: Int { core.members.count { !$0.isEmpty } }
}
