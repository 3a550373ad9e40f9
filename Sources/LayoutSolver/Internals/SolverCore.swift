/// What a ``LayoutSolver`` knows, and the work on it: its constraints, the components they make and each one's
/// solution. A value, so that a call on the solver is one access to it, however many of its members the work reads.
struct SolverCore {
    struct Record {
        var constraint: Constraint
        /// The constraint's terms that count (``nonZeroTerms(_:)``), by variable index: worked out once.
        let terms: [(variable: Int, coefficient: Double)]
        /// The first term's variable (−1: none), kept beside the rest: a change of constant finds the component by
        /// it without reading the terms' storage.
        let firstVariable: Int
        var role: Role
        /// Added and not removed (a broken constraint is active: it would hold if it could).
        var isActive: Bool
    }

    /// A constraint's terms and constant as folded through peeled equalities (``folding(_:into:)``).
    typealias Folded = (terms: [(variable: Int, coefficient: Double)], constant: Double)

    var names: [String] = []
    var records: [Record] = []
    /// Union-find over variables: each variable's parent; a root stands for its component.
    var parent: [Int] = []
    /// Each component's active constraints, by root (empty for a variable that is not one), in the order added.
    var members: [[Int]] = []
    /// The solved components, kept together (the slots of those since joined to others are empty, reused by the
    /// next), and each root's slot among them (−1: none). Not optional values by root: reading a member of an
    /// optional struct in an array copies the whole struct out.
    var components: [Component] = []
    var componentSlot: [Int] = []
    private var freeSlots: [Int] = []
    /// How many of them broke a constraint: with none (and no constant conflicts), ``conflicts`` is empty without a
    /// walk over every component.
    private var conflictingComponents = 0
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
    /// Every variable's value, once asked for after the last change (``values()``); `nil` until then.
    private var solution: [Double]?
    /// Whether components are presolved (the tests turn it off to compare with plain tableaus).
    var presolves = true
    /// The most constraints a block is solved with as it is; a larger one first has inequalities set aside
    /// (``presolved(_:largeBlocks:)``). A tableau of a few hundred rows costs well under a millisecond, whatever its
    /// shape; past that, a column of views whose every position is in one tableau costs the square of its length.
    /// (The tests lower it to set aside in small systems too.)
    var largestBlockSolvedWhole = 256
    /// Components solved with constraints set aside whose solution changed since they were checked, by root (with
    /// roots since joined to others, and repeats).
    var uncheckedRoots: [Int] = []
    /// Whether a broken constraint gets its smallest conflicting set. The deletion filter's own solvers only ask
    /// whether their constraints can hold: were they to look for sets too, each would run filters of its own, and
    /// those theirs — exponential in the number of conflicts.
    var findsConflictSets = true
    /// Scratch for presolving: each variable's index among its component's while one is presolved, −1 otherwise.
    var localIndex: [Int] = []

    // MARK: - Variables

    mutating func makeVariable(_ name: String) -> Variable {
        names.append(name)
        parent.append(names.count - 1)
        members.append([])
        componentSlot.append(-1)
        isUnsolved.append(false)
        localIndex.append(-1)
        return Variable(index: names.count - 1)
    }

    mutating func makeVariables(count: Int) -> [Variable] {
        let first = names.count
        names += repeatElement("", count: count)
        parent += first..<first + count
        members += repeatElement([], count: count)
        componentSlot += repeatElement(-1, count: count)
        isUnsolved += repeatElement(false, count: count)
        localIndex += repeatElement(-1, count: count)
        return (first..<first + count).map(Variable.init(index:))
    }

    /// Every variable's value, solving what changed first; kept until the next change.
    mutating func values() -> [Double] {
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
        for slot in components.indices {
            for (variable, value) in components[slot].fixedValues { values[variable] = value }
            for block in components[slot].blocks.indices {
                let basics = components[slot].blocks[block].basics, rows = components[slot].blocks[block].rows
                for (basic, row) in zip(basics, rows) where basic.isExternal {
                    values[basic.serial] = row.constant
                }
            }
            for (variable, index) in components[slot].peeled.reversed() {
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

    mutating func isActive(_ id: ConstraintID) -> Bool {
        solveIfNeeded()
        guard records[id.index].isActive else { return false }
        if case .broken = records[id.index].role { return false }
        return true
    }

    @discardableResult
    mutating func add(_ constraint: Constraint) -> ConstraintID {
        solution = nil
        let index = records.count
        let terms = nonZeroTerms(constraint)
        records.append(
            Record(constraint: constraint, terms: terms, firstVariable: terms.first?.variable ?? -1, role: .pending, isActive: true))
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

    mutating func remove(_ id: ConstraintID) {
        let index = id.index
        guard records[index].isActive else { return }
        solution = nil
        records[index].isActive = false
        let first = records[index].firstVariable
        guard first >= 0 else {
            constantConflicts.removeAll { $0.broken == id }
            return
        }
        let root = find(first)
        members[root].removeAll { $0 == index }
        optimizeMovedBlocks()  // (a row is taken out of an optimal tableau)
        if !isUnsolved[root], componentSlot[root] >= 0, components[componentSlot[root]].conflicts.isEmpty,
            case .tableau(let block, let tag) = records[index].role
        {
            components[componentSlot[root]].blocks[block].remove(tag)
            if !components[componentSlot[root]].setAside.isEmpty { uncheckedRoots.append(root) }
        } else {
            markUnsolved(root)
        }
        records[index].role = .pending
    }

    mutating func setConstants(_ changes: [(id: ConstraintID, constant: Double)]) {
        for (id, constant) in changes { setConstant(constant, of: id) }
    }

    /// The constraint's row shifts (``Tableau/shiftConstant(of:by:)``), or, for one that fixes a variable, every
    /// constraint that has the variable (``refix(_:inSlot:)``); the blocks shifted are made optimal at the next question.
    mutating func setConstant(_ constant: Double, of id: ConstraintID) {
        let index = id.index
        let delta = constant - records[index].constraint.expression.constant
        records[index].constraint.expression.constant = constant
        guard delta != 0, records[index].isActive else { return }
        let role = records[index].role
        solution = nil
        let first = records[index].firstVariable
        guard first >= 0 else {
            constantConflicts.removeAll { $0.broken == id }
            checkConstantOnly(index)
            return
        }
        let root = find(first)
        let slot = componentSlot[root]
        guard !isUnsolved[root], slot >= 0 else { return }
        guard components[slot].conflicts.isEmpty else {
            // Something was broken: solved again from scratch, so that what is broken is what a fresh solve breaks.
            markUnsolved(root)
            return
        }
        let wasOptimal = components[slot].unoptimized.isEmpty
        var holds = true
        switch role {
        case .tableau(let block, let tag):
            components[slot].shiftConstant(of: tag, inBlock: block, by: delta)
        case .fixer(let variable):
            holds = refix(variable, inSlot: slot)
        case .settled:
            holds = settledHolds(index, fixed: components[slot].fixedValues)
        case .peeled:
            shiftFolded(index, by: delta, inSlot: slot)
        case .pending, .setAside:
            break
        case .broken:
            holds = false
        }
        guard holds else {
            markUnsolved(root)
            addedLast[root] = index
            return
        }
        if wasOptimal && !components[slot].unoptimized.isEmpty { moved.append(root) }
        if !components[slot].setAside.isEmpty { uncheckedRoots.append(root) }
        components[slot].changedLast = index
    }

    /// The dual simplex on every block whose constants moved; a component whose block cannot hold is solved again,
    /// its constraint changed last added last.
    private mutating func optimizeMovedBlocks() {
        guard !moved.isEmpty else { return }
        for root in moved {
            // (A component joined to another since is solved again anyway; one met twice is done the first time.)
            guard !isUnsolved[root], componentSlot[root] >= 0, !components[componentSlot[root]].unoptimized.isEmpty else {
                continue
            }
            if !components[componentSlot[root]].dualOptimizeMovedBlocks() {
                markUnsolved(root)
                addedLast[root] = components[componentSlot[root]].changedLast
            }
        }
        moved = []
    }

    /// Works a fixed variable's value out again from its fixer, and passes the change on to every constraint that
    /// has the variable (the blocks shifted are marked to be made optimal).
    ///
    /// - Returns: `false` when a constraint whose variables are all fixed no longer holds.
    private mutating func refix(_ variable: Int, inSlot slot: Int) -> Bool {
        let fixer = components[slot].fixers[variable]!
        var sum = records[fixer].constraint.expression.constant
        var own = 0.0
        for (other, coefficient) in records[fixer].terms {
            if other == variable { own += coefficient } else { sum += coefficient * components[slot].fixedValues[other]! }
        }
        let value = -sum / own
        let change = value - components[slot].fixedValues[variable]!
        guard change != 0 else { return true }
        components[slot].fixedValues[variable] = value
        for user in components[slot].users[variable] ?? [] {
            let coefficient = records[user].terms.first { $0.variable == variable }!.coefficient
            switch records[user].role {
            case .tableau(let block, let tag):
                components[slot].shiftConstant(of: tag, inBlock: block, by: coefficient * change)
            case .fixer(let next):
                if !refix(next, inSlot: slot) { return false }
            case .settled:
                if !settledHolds(user, fixed: components[slot].fixedValues) { return false }
            case .peeled:
                shiftFolded(user, by: coefficient * change, inSlot: slot)
            case .pending, .broken, .setAside:
                break
            }
        }
        return true
    }

    /// Passes a change of a peeled equality's constant on to the constraints folded through it
    /// (``folding(_:into:)``), by its factor in each; a peeled equality folded into none needs nothing (its variable
    /// takes the change).
    private mutating func shiftFolded(_ index: Int, by delta: Double, inSlot slot: Int) {
        for (folded, factor) in components[slot].folds[index] ?? [] {
            guard case .tableau(let block, let tag) = records[folded].role else { continue }
            components[slot].shiftConstant(of: tag, inBlock: block, by: factor * delta)
        }
    }

    /// A constraint without variables: `constant relation 0`, true or not.
    private mutating func checkConstantOnly(_ index: Int) {
        let constraint = records[index].constraint
        if !holds(constraint.relation, constraint.expression.constant) && constraint.priority.isRequired {
            records[index].role = .broken
            let id = ConstraintID(index: index)
            constantConflicts.append(Conflict(broken: id, constraints: [id]))
        } else {
            records[index].role = .settled
        }
    }

    var conflicts: [Conflict] {
        mutating get {
            solveIfNeeded()
            guard conflictingComponents > 0 || !constantConflicts.isEmpty else { return [] }
            return (constantConflicts + components.flatMap(\.conflicts)).sorted { $0.broken < $1.broken }
        }
    }

    // MARK: - Components

    mutating func find(_ variable: Int) -> Int {
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

    /// Joins two components; the joined one is solved again.
    private mutating func union(_ a: Int, _ b: Int) -> Int {
        guard a != b else { return a }
        let (keep, merge) = members[a].count >= members[b].count ? (a, b) : (b, a)
        parent[merge] = keep
        let moved = members[merge]
        members[merge] = []
        members[keep] += moved
        dropComponent(of: merge)
        isUnsolved[merge] = false
        if let last = addedLast.removeValue(forKey: merge) { addedLast[keep] = addedLast[keep] ?? last }
        markUnsolved(keep)
        return keep
    }

    /// Keeps a component solved for `root`, in its slot or a free one.
    private mutating func store(_ component: Component, for root: Int) {
        if !component.conflicts.isEmpty { conflictingComponents += 1 }
        if componentSlot[root] >= 0 {
            if !components[componentSlot[root]].conflicts.isEmpty { conflictingComponents -= 1 }
            components[componentSlot[root]] = component
        } else if let slot = freeSlots.popLast() {
            components[slot] = component
            componentSlot[root] = slot
        } else {
            componentSlot[root] = components.count
            components.append(component)
        }
    }

    /// Lets go of the component of a root joined to another (its slot emptied, for the next).
    private mutating func dropComponent(of root: Int) {
        let slot = componentSlot[root]
        guard slot >= 0 else { return }
        if !components[slot].conflicts.isEmpty { conflictingComponents -= 1 }
        components[slot] = Component()
        freeSlots.append(slot)
        componentSlot[root] = -1
    }

    /// Marks a component to be solved again at the next question.
    private mutating func markUnsolved(_ root: Int) {
        guard !isUnsolved[root] else { return }
        isUnsolved[root] = true
        unsolvedRoots.append(root)
    }

    /// Solves every component that changed, and checks the constraints set aside in those solved with some.
    private mutating func solveIfNeeded() {
        optimizeMovedBlocks()
        guard !unsolvedRoots.isEmpty || !uncheckedRoots.isEmpty else { return }
        for root in unsolvedRoots where isUnsolved[root] {
            isUnsolved[root] = false
            store(solved(root, largeBlocks: .relaxed), for: root)
            if !components[componentSlot[root]].setAside.isEmpty { uncheckedRoots.append(root) }
        }
        unsolvedRoots = []
        checkSetAside()
        addedLast = [:]
    }

    /// A component solved afresh: presolved (a large block whose constraints cannot all be folded as a small one
    /// is), or added one by one when its required constraints cannot all hold; its constraint to add last
    /// (``addedLast``) last.
    private mutating func solved(_ root: Int, largeBlocks: LargeBlocks) -> Component {
        var order = members[root]
        if let last = addedLast[root], let position = order.firstIndex(of: last) {
            order.append(order.remove(at: position))
        }
        guard presolves else { return addedOneByOne(order) }
        if let component = presolved(order, largeBlocks: largeBlocks) { return component }
        // (A constraint that cannot be folded is solved whole, presolved as a small block is.)
        if largeBlocks == .folded, let component = presolved(order, largeBlocks: .whole) { return component }
        return addedOneByOne(order)
    }

    /// Checks that every constraint set aside holds, with room to spare, in its component's solution (``presolved(_:
    /// largeBlocks:)`` says why that decides it); a component where one does not is solved again with them folded in.
    private mutating func checkSetAside() {
        guard !uncheckedRoots.isEmpty else { return }
        let values = allValues()
        var solvedAgain = false
        var checked: Set<Int> = []
        for root in uncheckedRoots where parent[root] == root && !isUnsolved[root] && componentSlot[root] >= 0 {
            guard checked.insert(root).inserted else { continue }
            let setAside = components[componentSlot[root]].setAside
            guard !setAside.allSatisfy({ holdsWithRoom($0, values) }) else { continue }
            store(solved(root, largeBlocks: .folded), for: root)
            solvedAgain = true
        }
        uncheckedRoots = []
        if !solvedAgain { solution = values }
    }

    /// Whether an inequality holds at `values` by more than the solver's tolerance.
    private func holdsWithRoom(_ index: Int, _ values: [Double]) -> Bool {
        let constraint = records[index].constraint
        let value = records[index].terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * values[$1.variable]
        }
        switch constraint.relation {
        case .lessThanOrEqual: return value < -nearZero
        case .greaterThanOrEqual: return value > nearZero
        case .equal: return false
        }
    }

    /// A constraint's row in `tableau` (its fixed variables as constants), and its tag: `e + slack = 0` for `e <= 0`,
    /// `e − slack = 0` for `e >= 0`, with an error (in the objective at the constraint's priority) when optional;
    /// `e − error⁺ + error⁻ = 0` for an optional equality, `e + dummy = 0` for a required one.
    /// A constraint folded through peeled equalities (``folding(_:into:)``) has its row made of its `folded` terms
    /// and constant instead of its own.
    mutating func makeRow(
        for index: Int, fixed: [Int: Double], folded: Folded? = nil, in tableau: Tableau
    ) -> (Row, Tag) {
        let constraint = records[index].constraint
        var constant = folded?.constant ?? constraint.expression.constant
        var terms: [(Symbol, Double)] = []
        for (variable, coefficient) in folded?.terms ?? records[index].terms {
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

    /// Adds a constraint's row to a tableau, its errors into the objective first; a folded one, added last to an
    /// optimal tableau, by the dual simplex (``Tableau/addByDualSimplex(_:tag:)``).
    ///
    /// - Returns: The tag, or `nil` when the constraint cannot hold with the tableau's (only a required one can fail).
    ///
    /// - Parameter slackAtZero: As in ``Tableau/add(_:tag:slackAtZero:)``: for the blocks a folded constraint joins.
    mutating func add(
        _ index: Int, fixed: [Int: Double], folded: Folded? = nil, slackAtZero: Bool = false, to tableau: inout Tableau
    ) -> Tag? {
        let (row, tag) = makeRow(for: index, fixed: fixed, folded: folded, in: tableau)
        if let level = tag.level {
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                tableau.addToObjective(error, at: level)
            }
        }
        let added =
            folded != nil
            ? tableau.addByDualSimplex(row, tag: tag) : tableau.add(row, tag: tag, slackAtZero: slackAtZero)
        return added ? tag : nil
    }
}
