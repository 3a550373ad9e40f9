/// A constraint solver with UIKit's semantics: linear constraints `==`, `<=`, `>=` at priorities that are ordered, not
/// weighted — each priority level is satisfied as well as the levels above it allow, and within a level the sum of
/// the constraints' errors is least (Apple, `NSLayoutConstraint.priority`; `shared/reference/auto-layout.md` §1).
///
/// Built on Cassowary (Badros, Borning & Stuckey 2001): an incremental simplex in restricted basic form with slack,
/// error and dummy variables, here with a lexicographic objective, one row per priority level. Constraints that share
/// no variable, directly or through others, are solved apart, each block in a tableau of its own, so a table of 700
/// independent cells is 700 small solves.
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
/// Incremental: ``add(_:)``, ``remove(_:)`` and ``setConstant(_:of:)`` re-solve only the block they touch, the last
/// with the dual simplex from the current solution, as a content-size category change (every label's intrinsic size
/// changed) needs. A required constraint that cannot hold with the others is not added: it is *broken*, and
/// ``conflicts`` names it with a smallest set of constraints that cannot hold together.
///
/// Not `Sendable`: a solver is changed by one task at a time; what it answers (values, conflicts) are plain values.
public final class LayoutSolver {
    /// What the solver keeps of a constraint.
    private struct Record {
        var constraint: Constraint
        /// The block it is in; `nil` for a constraint without variables, or one broken.
        var block: Int?
        var tag: Tag?
        /// Whether it is in the tableau (not removed, not broken).
        var isActive: Bool
    }

    private var names: [String] = []
    private var records: [Record] = []
    /// Union-find over variables: each variable's parent; the root of a variable is its block's representative.
    private var parent: [Int] = []
    /// The tableau of each block, by its representative variable.
    private var blocks: [Int: Tableau] = [:]
    /// The active constraints of each block, by representative, in the order added.
    private var blockConstraints: [Int: [Int]] = [:]
    private var nextSymbol = 0
    /// Constraints found unsatisfiable, each with the set it conflicts with.
    public private(set) var conflicts: [Conflict] = []

    /// An empty solver.
    public init() {}

    // MARK: - Variables

    /// A new variable, named for diagnostics (`title.width`).
    public func makeVariable(_ name: String = "") -> Variable {
        names.append(name)
        parent.append(names.count - 1)
        return Variable(index: names.count - 1)
    }

    /// The name a variable was made with.
    public func name(of variable: Variable) -> String {
        names[variable.index]
    }

    /// The number of variables made.
    public var variableCount: Int { names.count }

    /// The variable's value in the current solution; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double {
        let root = find(variable.index)
        return blocks[root]?.value(of: Symbol(variable.index, .external)) ?? 0
    }

    // MARK: - Constraints

    /// The constraint added as `id`.
    public func constraint(_ id: ConstraintID) -> Constraint {
        records[id.index].constraint
    }

    /// Whether `id` is in the solution: added, not removed, not broken.
    public func isActive(_ id: ConstraintID) -> Bool {
        records[id.index].isActive
    }

    /// Adds a constraint and solves again (the constraint's block only).
    ///
    /// A required constraint that cannot hold with the others is not added; it is broken, as UIKit breaks one to lay
    /// out anyway, and recorded in ``conflicts`` with a smallest set of constraints it conflicts with.
    ///
    /// - Returns: The constraint's identity, for ``remove(_:)``, ``setConstant(_:of:)`` and diagnostics.
    @discardableResult
    public func add(_ constraint: Constraint) -> ConstraintID {
        let id = ConstraintID(index: records.count)
        records.append(Record(constraint: constraint, isActive: false))
        activate(id.index)
        return id
    }

    /// Takes a constraint out and solves its block again.
    public func remove(_ id: ConstraintID) {
        let record = records[id.index]
        guard record.isActive, let block = record.block, let tag = record.tag else {
            records[id.index].isActive = false
            return
        }
        records[id.index].isActive = false
        blockConstraints[block]?.removeAll { $0 == id.index }
        blocks[block]?.remove(tag)
    }

    /// Sets the constant of a constraint's expression (its left side less its right: `a == b + 8` has −8) and solves
    /// its block again from the current solution, without rebuilding it.
    public func setConstant(_ constant: Double, of id: ConstraintID) {
        let record = records[id.index]
        let delta = constant - record.constraint.expression.constant
        records[id.index].constraint.expression.constant = constant
        guard delta != 0, record.isActive, let block = record.block, let tag = record.tag else { return }
        blocks[block]!.shiftConstant(of: tag, by: delta)
        if !blocks[block]!.dualOptimize() { rebuild(block, last: id.index) }
    }

    /// Makes the constraint `id` part of the solution if it can be.
    private func activate(_ index: Int) {
        let constraint = records[index].constraint
        let variables = constraint.expression.terms.filter { $0.coefficient != 0 }.map(\.variable.index)
        guard let first = variables.first else {
            // No variables: `constant relation 0`, true or not.
            let holds = Self.holds(constraint.relation, constraint.expression.constant)
            if !holds && constraint.priority.isRequired {
                conflicts.append(Conflict(broken: ConstraintID(index: index), constraints: [ConstraintID(index: index)]))
            } else {
                records[index].isActive = true
            }
            return
        }
        var root = find(first)
        for variable in variables.dropFirst() { root = union(root, find(variable)) }
        // Out of the dictionary while it changes, so that it is changed in place, not copied.
        var tableau = blocks.removeValue(forKey: root) ?? Tableau()
        let (row, tag) = makeRow(for: constraint, in: tableau)
        if let level = tag.level {
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                tableau.addToObjective(error, at: level)
            }
        }
        let added = tableau.add(row, tag: tag)
        blocks[root] = tableau
        guard added else {
            // Only a required constraint fails, and the tableau may then hold part of it: the block is made again
            // without it.
            conflicts.append(
                Conflict(
                    broken: ConstraintID(index: index),
                    constraints: ConflictSet.smallest(
                        failing: index, among: blockConstraints[root] ?? [], constraint: { self.records[$0].constraint }
                    ).map(ConstraintID.init(index:))))
            rebuild(root)
            return
        }
        records[index].block = root
        records[index].tag = tag
        records[index].isActive = true
        blockConstraints[root, default: []].append(index)
    }

    /// The block's tableau made again from its active constraints, in order, `last` (a constraint whose new constant
    /// cannot hold with the others) after the rest, so that it is the one broken.
    private func rebuild(_ block: Int, last: Int? = nil) {
        var members = blockConstraints[block] ?? []
        if let last, let position = members.firstIndex(of: last) { members.append(members.remove(at: position)) }
        blocks[block] = Tableau()
        blockConstraints[block] = []
        for index in members {
            records[index].isActive = false
            records[index].tag = nil
            activate(index)
        }
    }

    /// A constraint's row in `tableau`, and its tag: `e + slack = 0` for `e <= 0`, `e − slack = 0` for `e >= 0`, with
    /// an error (in the objective at the constraint's priority) when optional; `e − error⁺ + error⁻ = 0` for an
    /// optional equality, `e + dummy = 0` for a required one.
    private func makeRow(for constraint: Constraint, in tableau: Tableau) -> (Row, Tag) {
        let terms = constraint.expression.terms.map { (Symbol($0.variable.index, .external), $0.coefficient) }
        var row = tableau.expressed(terms, constant: constraint.expression.constant)
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

    private static func holds(_ relation: Relation, _ constant: Double) -> Bool {
        switch relation {
        case .equal: constant.isNearZero
        case .lessThanOrEqual: constant <= nearZero
        case .greaterThanOrEqual: constant >= -nearZero
        }
    }

    // MARK: - Blocks

    private func find(_ variable: Int) -> Int {
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

    /// Joins two blocks; the larger tableau takes the smaller's rows.
    private func union(_ a: Int, _ b: Int) -> Int {
        guard a != b else { return a }
        let sizeA = blocks[a]?.rowCount ?? 0, sizeB = blocks[b]?.rowCount ?? 0
        let (keep, merge) = sizeA >= sizeB ? (a, b) : (b, a)
        parent[merge] = keep
        if let merged = blocks.removeValue(forKey: merge) {
            if blocks[keep] == nil { blocks[keep] = Tableau() }
            blocks[keep]!.merge(merged)
        }
        if let members = blockConstraints.removeValue(forKey: merge) {
            blockConstraints[keep, default: []] += members
            for index in members { records[index].block = keep }
        }
        return keep
    }

    /// The blocks: sets of variables that constraints connect, each solved apart.
    public var blockCount: Int { blocks.count }

    // MARK: - Ambiguity

    /// The variables more than one optimal solution gives different values: nothing decides them (a view whose
    /// position no constraint fixes, two views that share stretch at equal hugging). A variable no constraint
    /// mentions is among them.
    public func ambiguousVariables() -> [Variable] {
        var zeroCost: [Int: Set<Symbol>] = [:]
        var ambiguous: [Variable] = []
        for index in names.indices {
            let root = find(index)
            guard let tableau = blocks[root] else {
                ambiguous.append(Variable(index: index))
                continue
            }
            let symbol = Symbol(index, .external)
            guard tableau.row(of: symbol) != nil else {
                // Not basic: no active constraint has it (external variables are made basic when a constraint
                // mentions them), so nothing decides it.
                ambiguous.append(Variable(index: index))
                continue
            }
            let free = zeroCost[root] ?? tableau.zeroCostSymbols()
            zeroCost[root] = free
            if tableau.canMove(symbol, zeroCost: free) { ambiguous.append(Variable(index: index)) }
        }
        return ambiguous
    }
}

