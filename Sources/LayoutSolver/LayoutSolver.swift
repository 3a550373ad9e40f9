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
/// and which constraints conflict, are those of the constraints as given.
///
/// Solving is lazy: ``add(_:)`` records a constraint, and the first question (``value(of:)``, ``conflicts``,
/// ``ambiguousVariables()``) solves what changed. ``setConstant(_:of:)`` re-solves in place from the current solution
/// (the dual simplex), as a content-size category change (every label's intrinsic size changed) needs; so does
/// ``remove(_:)`` for a constraint in a tableau. A required constraint that cannot hold with the others is *broken*,
/// and ``conflicts`` names it with a smallest set of constraints that cannot hold together.
///
/// Not `Sendable`: a solver is changed by one task at a time; what it answers (values, conflicts) are plain values.
public final class LayoutSolver {
    struct Record {
        var constraint: Constraint
        /// The constraint's terms that count (``nonZeroTerms(_:)``), by variable index: worked out once.
        let terms: [(variable: Int, coefficient: Double)]
        var role: Role
        /// Added and not removed (a broken constraint is active: it would hold if it could).
        var isActive: Bool
    }

    var names: [String] = []
    var records: [Record] = []
    /// Union-find over variables: each variable's parent; a root stands for its component.
    var parent: [Int] = []
    /// Each component's active constraints, by root (empty for a variable that is not one), in the order added.
    var members: [[Int]] = []
    /// Solved components, by root.
    var components: [Component?] = []
    /// Which components are to be solved again at the next question, by root; `unsolvedRoots` lists them (with
    /// roots since joined to others, and repeats: what `isUnsolved` says holds).
    var isUnsolved: [Bool] = []
    var unsolvedRoots: [Int] = []
    /// For an unsolved component, the constraint to add last, so that it is the one broken (a required constant
    /// changed to one that cannot hold).
    var addedLast: [Int: Int] = [:]
    /// Components with blocks whose constants moved (``setConstant(_:of:)``; each component's own list says which),
    /// made optimal again by the dual simplex at the next question: a category change moves every label's
    /// constants, and each block is optimized once for all of them, not once for each.
    var moved: [Int] = []
    /// Conflicts of constraints without variables.
    var constantConflicts: [Conflict] = []
    var nextSymbol = 0
    /// Every variable's value, once asked for after the last change (``value(of:)``); `nil` until then.
    private var solution: [Double]?
    /// Whether components are presolved (the tests turn it off to compare with plain tableaus).
    var presolves = true
    /// Whether a broken constraint gets its smallest conflicting set. The deletion filter's own solvers only ask
    /// whether their constraints can hold: were they to look for sets too, each would run filters of its own, and
    /// those theirs — exponential in the number of conflicts.
    var findsConflictSets = true
    /// Scratch for presolving: each variable's index among its component's while one is presolved, −1 otherwise.
    var localIndex: [Int] = []

    /// An empty solver.
    public init() {}

    // MARK: - Variables

    /// A new variable, named for diagnostics (`title.width`).
    public func makeVariable(_ name: String = "") -> Variable {
        names.append(name)
        parent.append(names.count - 1)
        members.append([])
        components.append(nil)
        isUnsolved.append(false)
        localIndex.append(-1)
        return Variable(index: names.count - 1)
    }

    /// `count` new variables without names, in order (a layout engine's every frame value at once).
    public func makeVariables(count: Int) -> [Variable] {
        let first = names.count
        names += repeatElement("", count: count)
        parent += first..<first + count
        members += repeatElement([], count: count)
        components += repeatElement(nil, count: count)
        isUnsolved += repeatElement(false, count: count)
        localIndex += repeatElement(-1, count: count)
        return (first..<first + count).map(Variable.init(index:))
    }

    /// The name a variable was made with.
    public func name(of variable: Variable) -> String {
        names[variable.index]
    }

    /// The number of variables made.
    public var variableCount: Int { names.count }

    /// The variable's value in the current solution; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double {
        let values = values()
        return variable.index < values.count ? values[variable.index] : 0
    }

    /// Every variable's value in the current solution, by ``Variable/index`` (one look-up for a whole layout's
    /// frames); 0 for a variable no constraint mentions.
    public func values() -> [Double] {
        solveIfNeeded()
        if let solution { return solution }
        let values = allValues()
        solution = values
        return values
    }

    /// Every variable's value, read off the solved components at once: fixed values, each tableau's basic variables
    /// (a variable that is not basic is 0), then the peeled ones from their equalities, in the reverse of the order
    /// they were peeled (so that every other variable of an equality is known by then).
    private func allValues() -> [Double] {
        var values = [Double](repeating: 0, count: names.count)
        for case let component? in components {
            for (variable, value) in component.fixedValues { values[variable] = value }
            for tableau in component.blocks.values {
                for (basic, row) in zip(tableau.basics, tableau.rows) where basic.isExternal {
                    values[basic.serial] = row.constant
                }
            }
            for (variable, index) in component.peeled.reversed() {
                var sum = records[index].constraint.expression.constant
                var own = 0.0
                for (other, coefficient) in records[index].terms {
                    if other == variable { own += coefficient } else { sum += coefficient * values[other] }
                }
                values[variable] = -sum / own
            }
        }
        return values
    }

    // MARK: - Constraints

    /// The constraint added as `id`.
    public func constraint(_ id: ConstraintID) -> Constraint {
        records[id.index].constraint
    }

    /// Whether `id` is in the solution: added, not removed, not broken.
    public func isActive(_ id: ConstraintID) -> Bool {
        solveIfNeeded()
        guard records[id.index].isActive else { return false }
        if case .broken = records[id.index].role { return false }
        return true
    }

    /// Adds a constraint; it is solved with its component at the next question.
    ///
    /// A required constraint that cannot hold with the others is left out; it is broken, as UIKit breaks one to lay
    /// out anyway, and recorded in ``conflicts`` with a smallest set of constraints it conflicts with.
    ///
    /// - Returns: The constraint's identity, for ``remove(_:)``, ``setConstant(_:of:)`` and diagnostics.
    @discardableResult
    public func add(_ constraint: Constraint) -> ConstraintID {
        solution = nil
        let index = records.count
        let terms = nonZeroTerms(constraint)
        records.append(Record(constraint: constraint, terms: terms, role: .pending, isActive: true))
        guard let first = terms.first?.variable else {
            checkConstantOnly(index)
            return ConstraintID(index: index)
        }
        var root = find(first)
        for term in terms.dropFirst() { root = union(root, find(term.variable)) }
        members[root].append(index)
        markUnsolved(root)
        return ConstraintID(index: index)
    }

    /// Takes a constraint out; its component is solved again (in place when the constraint was a tableau row).
    public func remove(_ id: ConstraintID) {
        let index = id.index
        guard records[index].isActive else { return }
        solution = nil
        records[index].isActive = false
        guard let first = records[index].terms.first?.variable else {
            constantConflicts.removeAll { $0.broken == id }
            return
        }
        let root = find(first)
        members[root].removeAll { $0 == index }
        optimizeMovedBlocks()  // (a row is taken out of an optimal tableau)
        if !isUnsolved[root], components[root]?.conflicts.isEmpty == true,
            case .tableau(let block, let tag) = records[index].role
        {
            components[root]!.blocks[block]!.remove(tag)
        } else {
            markUnsolved(root)
        }
        records[index].role = .pending
    }

    /// Sets the constant of a constraint's expression (its left side less its right: `a == b + 8` has −8); the next
    /// question solves again from the current solution, without rebuilding: the constraint's row shifts, or, for one
    /// that fixes a variable, every constraint that has the variable, and each block shifted is made optimal once,
    /// however many constants moved in it. When they cannot all hold, the component is solved again with the
    /// constraint changed last added last, so that it is the one broken.
    public func setConstant(_ constant: Double, of id: ConstraintID) {
        let index = id.index
        // (The record read and changed in one access: every access to the solver's properties is checked at run time.)
        let (delta, first, role) = records.withUnsafeMutableBufferPointer { records -> (Double, Int?, Role?) in
            let delta = constant - records[index].constraint.expression.constant
            records[index].constraint.expression.constant = constant
            guard delta != 0, records[index].isActive else { return (0, nil, nil) }
            return (delta, records[index].terms.first?.variable, records[index].role)
        }
        guard let role else { return }
        solution = nil
        guard let first else {
            constantConflicts.removeAll { $0.broken == id }
            checkConstantOnly(index)
            return
        }
        let root = find(first)
        guard !isUnsolved[root], let component = components[root] else { return }
        guard component.conflicts.isEmpty else {
            // Something was broken: solved again from scratch, so that what is broken is what a fresh solve breaks.
            markUnsolved(root)
            return
        }
        let wasOptimal = component.unoptimized.isEmpty
        var holds = true
        switch role {
        case .tableau(let block, let tag):
            component.shiftConstant(of: tag, inBlock: block, by: delta)
        case .fixer(let variable):
            holds = refix(variable, in: component)
        case .settled:
            holds = settledHolds(index, fixed: component.fixedValues)
        case .peeled, .pending:
            break
        case .broken:
            holds = false
        }
        guard holds else {
            markUnsolved(root)
            addedLast[root] = index
            return
        }
        if wasOptimal && !component.unoptimized.isEmpty { moved.append(root) }
        component.changedLast = index
    }

    /// The dual simplex on every block whose constants moved; a component whose block cannot hold is solved again,
    /// its constraint changed last added last.
    private func optimizeMovedBlocks() {
        guard !moved.isEmpty else { return }
        for root in moved {
            // (A component joined to another since is solved again anyway; one met twice is done the first time.)
            guard !isUnsolved[root], let component = components[root], !component.unoptimized.isEmpty else {
                continue
            }
            if !component.dualOptimizeMovedBlocks() {
                markUnsolved(root)
                addedLast[root] = component.changedLast
            }
        }
        moved = []
    }

    /// Works a fixed variable's value out again from its fixer, and passes the change on to every constraint that
    /// has the variable (the blocks shifted are marked to be made optimal).
    ///
    /// - Returns: `false` when a constraint whose variables are all fixed no longer holds.
    private func refix(_ variable: Int, in component: Component) -> Bool {
        let fixer = component.fixers[variable]!
        var sum = records[fixer].constraint.expression.constant
        var own = 0.0
        for (other, coefficient) in records[fixer].terms {
            if other == variable { own += coefficient } else { sum += coefficient * component.fixedValues[other]! }
        }
        let value = -sum / own
        let change = value - component.fixedValues[variable]!
        guard change != 0 else { return true }
        component.fixedValues[variable] = value
        for user in component.users[variable] ?? [] {
            let coefficient = records[user].terms.first { $0.variable == variable }!.coefficient
            switch records[user].role {
            case .tableau(let block, let tag):
                component.shiftConstant(of: tag, inBlock: block, by: coefficient * change)
            case .fixer(let next):
                if !refix(next, in: component) { return false }
            case .settled:
                if !settledHolds(user, fixed: component.fixedValues) { return false }
            case .peeled, .pending, .broken:
                break
            }
        }
        return true
    }

    /// A constraint without variables: `constant relation 0`, true or not.
    private func checkConstantOnly(_ index: Int) {
        let constraint = records[index].constraint
        if !holds(constraint.relation, constraint.expression.constant) && constraint.priority.isRequired {
            records[index].role = .broken
            let id = ConstraintID(index: index)
            constantConflicts.append(Conflict(broken: id, constraints: [id]))
        } else {
            records[index].role = .settled
        }
    }

    /// Constraints found unsatisfiable, each with the set it conflicts with, in the order of the broken ones.
    public var conflicts: [Conflict] {
        solveIfNeeded()
        return (constantConflicts + components.lazy.compactMap { $0 }.flatMap(\.conflicts)).sorted { $0.broken < $1.broken }
    }

    // MARK: - Components

    func find(_ variable: Int) -> Int {
        // (In one access to the array, not one for each step.)
        parent.withUnsafeMutableBufferPointer { parent in
            var root = variable
            while parent[root] != root { root = parent[root] }
            var node = variable
            while parent[node] != root {
                let next = parent[node]
                parent[node] = root
                node = next
            }
            return root
        }
    }

    /// Joins two components; the joined one is solved again.
    private func union(_ a: Int, _ b: Int) -> Int {
        guard a != b else { return a }
        let (keep, merge) = members[a].count >= members[b].count ? (a, b) : (b, a)
        parent[merge] = keep
        let moved = members[merge]
        members[merge] = []
        members[keep] += moved
        components[merge] = nil
        isUnsolved[merge] = false
        if let last = addedLast.removeValue(forKey: merge) { addedLast[keep] = addedLast[keep] ?? last }
        markUnsolved(keep)
        return keep
    }

    /// The components: sets of variables that constraints connect, each solved apart.
    public var blockCount: Int { members.count { !$0.isEmpty } }

    /// Marks a component to be solved again at the next question.
    private func markUnsolved(_ root: Int) {
        guard !isUnsolved[root] else { return }
        isUnsolved[root] = true
        unsolvedRoots.append(root)
    }

    /// Solves every component that changed.
    private func solveIfNeeded() {
        optimizeMovedBlocks()
        guard !unsolvedRoots.isEmpty else { return }
        for root in unsolvedRoots where isUnsolved[root] {
            isUnsolved[root] = false
            var order = members[root]
            if let last = addedLast[root], let position = order.firstIndex(of: last) {
                order.append(order.remove(at: position))
            }
            components[root] = (presolves ? presolved(order) : nil) ?? addedOneByOne(order)
        }
        unsolvedRoots = []
        addedLast = [:]
    }

    /// A constraint's row in `tableau` (its fixed variables as constants), and its tag: `e + slack = 0` for `e <= 0`,
    /// `e − slack = 0` for `e >= 0`, with an error (in the objective at the constraint's priority) when optional;
    /// `e − error⁺ + error⁻ = 0` for an optional equality, `e + dummy = 0` for a required one.
    func makeRow(for index: Int, fixed: [Int: Double], in tableau: Tableau) -> (Row, Tag) {
        let constraint = records[index].constraint
        var constant = constraint.expression.constant
        var terms: [(Symbol, Double)] = []
        for (variable, coefficient) in records[index].terms {
            if let value = fixed[variable] {
                constant += coefficient * value
            } else {
                terms.append((Symbol(variable, .external), coefficient))
            }
        }
        var row = tableau.expressed(terms, constant: constant)
        let level: Float? = constraint.priority.isRequired ? nil : constraint.priority.value
        func symbol(_ kind: Symbol.Kind) -> Symbol {
            nextSymbol += 1
            return Symbol(nextSymbol, kind)
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = symbol(.slack)
            row.insert(slack, coefficient)
            guard level != nil else {
                return (row, Tag(marker: slack, markerCoefficient: coefficient, other: nil, otherCoefficient: 0, level: nil))
            }
            let error = symbol(.error)
            row.insert(error, -coefficient)
            return (
                row,
                Tag(marker: slack, markerCoefficient: coefficient, other: error, otherCoefficient: -coefficient, level: level)
            )
        case .equal:
            guard level != nil else {
                let dummy = symbol(.dummy)
                row.insert(dummy, 1)
                return (row, Tag(marker: dummy, markerCoefficient: 1, other: nil, otherCoefficient: 0, level: nil))
            }
            let plus = symbol(.error), minus = symbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            return (row, Tag(marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1, level: level))
        }
    }

    /// Adds a constraint's row to a tableau, its errors into the objective first.
    ///
    /// - Returns: The tag, or `nil` when the constraint cannot hold with the tableau's (only a required one can fail).
    func add(_ index: Int, fixed: [Int: Double], to tableau: inout Tableau) -> Tag? {
        let (row, tag) = makeRow(for: index, fixed: fixed, in: tableau)
        if let level = tag.level {
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                tableau.addToObjective(error, at: level)
            }
        }
        return tableau.add(row, tag: tag) ? tag : nil
    }
}
