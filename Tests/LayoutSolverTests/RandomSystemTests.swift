import LayoutSolver
import TestSupport
import Testing

/// Random solvable systems: the solver's layout checked against the lexicographic optimum worked out by an
/// independent method — for each priority level from the highest, a textbook simplex (``ReferenceLP``) minimises that
/// level's total error with the levels above held at their optimum. The solver must satisfy every required constraint
/// and reach the same error at every level (the layout itself may differ where several are optimal).
@Suite("Random systems against a reference LP")
struct RandomSystemTests {
    struct Generated {
        var variableCount: Int
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float)]
    }

    typealias Random = SeededRandom

    /// Required constraints true at a random point (so the system is solvable), optional ones at random.
    static func system(seed: UInt64) -> Generated {
        var random = Random(state: seed)
        let n = random.int(1...4)
        let point = (0..<n).map { _ in Double(random.int(-20...20)) }
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float)] = []
        for _ in 0..<random.int(1...9) {
            var terms: [(Int, Double)] = []
            for variable in 0..<n where random.int(0...2) > 0 {
                let coefficient = Double(random.int(-3...3))
                if coefficient != 0 { terms.append((variable, coefficient)) }
            }
            if terms.isEmpty { terms = [(random.int(0...(n - 1)), 1)] }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
            let priority: Float = [1000, 1000, 750, 500, 250, 251][random.int(0...5)]
            var constant = Double(random.int(-30...30))
            if priority == 1000 {
                // Made to hold at the point: the expression's value there, shifted into the allowed side.
                let value = terms.reduce(0.0) { $0 + $1.1 * point[$1.0] }
                let slack = Double(random.int(0...5))
                switch relation {
                case .equal: constant = -value
                case .lessThanOrEqual: constant = -value - slack
                case .greaterThanOrEqual: constant = -value + slack
                }
            }
            constraints.append((terms, constant, relation, priority))
        }
        return Generated(variableCount: n, constraints: constraints)
    }

    /// A system of `system(seed:)`, with its required constants at random when `seed` is odd: many of those cannot
    /// hold.
    static func possiblyConflicting(seed: UInt64) -> Generated {
        var system = Self.system(seed: seed)
        if seed % 2 == 1 {
            var random = Random(state: seed)
            for index in system.constraints.indices where system.constraints[index].priority == 1000 {
                system.constraints[index].constant = Double(random.int(-30...30))
            }
        }
        return system
    }

    /// Changes the constants of one to four of `system`'s constraints at random (`seed`), required ones included
    /// (fixers, peeled equalities, tableau rows), in `solver` and in `system`, asking for a value before and after
    /// each.
    ///
    /// - Returns: Whether the changed constraints can all hold (a solver made afresh breaks none): where they cannot,
    ///   which one is broken depends on history (the changed one is).
    static func changeConstants(
        of solver: LayoutSolver, _ system: inout Generated, _ ids: [ConstraintID], _ variables: [Variable], seed: UInt64
    ) -> Bool {
        _ = solver.value(of: variables[0])
        var random = Random(state: seed)
        for _ in 0..<random.int(1...4) {
            let index = random.int(0...(system.constraints.count - 1))
            let constant = Double(random.int(-40...40))
            solver.setConstant(constant, of: ids[index])
            system.constraints[index].constant = constant
            _ = solver.value(of: variables[0])
        }
        return Self.build(system).0.conflicts.isEmpty
    }

    /// The reference LP over `system`: variables as x⁺ − x⁻, the optional constraints' errors, one slack per inequality;
    /// the levels in `fixed` held at their optimum. `objective` gives each column's cost.
    static func referenceLP(
        _ system: Generated, fixed: [(level: Float, error: Double)], objective: (_ errorColumns: [(constraint: Int, columns: [Int])]) -> [Int: Double]
    ) -> ReferenceLP {
        var columns = 2 * system.variableCount
        var errorColumns: [(constraint: Int, columns: [Int])] = []
        for (index, constraint) in system.constraints.enumerated() where constraint.priority < 1000 {
            let count = constraint.relation == .equal ? 2 : 1
            errorColumns.append((index, Array(columns..<(columns + count))))
            columns += count
        }
        var rows: [([Int: Double], Double, Relation)] = []
        for (index, constraint) in system.constraints.enumerated() {
            var row: [Int: Double] = [:]
            for (variable, coefficient) in constraint.terms {
                row[2 * variable, default: 0] += coefficient
                row[2 * variable + 1, default: 0] -= coefficient
            }
            if let errors = errorColumns.first(where: { $0.constraint == index })?.columns {
                switch constraint.relation {
                case .equal:
                    row[errors[0]] = -1
                    row[errors[1]] = 1
                case .lessThanOrEqual: row[errors[0]] = -1  // e − error ≤ 0
                case .greaterThanOrEqual: row[errors[0]] = 1  // e + error ≥ 0
                }
            }
            rows.append((row, -constraint.constant, constraint.relation))
        }
        for above in fixed {
            var row: [Int: Double] = [:]
            for entry in errorColumns where system.constraints[entry.constraint].priority == above.level {
                for column in entry.columns { row[column] = 1 }
            }
            rows.append((row, above.error + 1e-9, .lessThanOrEqual))
        }
        let width = columns + rows.filter { $0.2 != .equal }.count
        var a: [[Double]] = [], b: [Double] = []
        var slack = columns
        for (row, rhs, relation) in rows {
            var dense = [Double](repeating: 0, count: width)
            for (column, value) in row { dense[column] = value }
            switch relation {
            case .equal: break
            case .lessThanOrEqual: dense[slack] = 1; slack += 1
            case .greaterThanOrEqual: dense[slack] = -1; slack += 1
            }
            a.append(dense)
            b.append(rhs)
        }
        var c = [Double](repeating: 0, count: width)
        for (column, cost) in objective(errorColumns) { c[column] = cost }
        return ReferenceLP(a: a, b: b, c: c)
    }

    /// The least total error at each optional level, highest first, by the reference LP.
    static func referenceErrors(_ system: Generated) -> [(level: Float, error: Double)] {
        let levels = Set(system.constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
        var fixed: [(level: Float, error: Double)] = []
        for level in levels {
            let lp = referenceLP(system, fixed: fixed) { errorColumns in
                var cost: [Int: Double] = [:]
                for entry in errorColumns where system.constraints[entry.constraint].priority == level {
                    for column in entry.columns { cost[column] = 1 }
                }
                return cost
            }
            guard let minimum = lp.minimum() else { return fixed }
            fixed.append((level, minimum))
        }
        return fixed
    }

    /// Whether `variable` takes more than one value over the optimal layouts: its least and greatest value there, by
    /// the reference LP, differ.
    static func referenceIsAmbiguous(_ system: Generated, variable: Int) -> Bool {
        let fixed = referenceErrors(system)
        func extreme(_ sign: Double) -> Double? {
            referenceLP(system, fixed: fixed) { _ in [2 * variable: sign, 2 * variable + 1: -sign] }.minimum()
        }
        guard let low = extreme(1), let negatedHigh = extreme(-1) else { return false }
        return -negatedHigh - low > 1e-6
    }

    static func build(_ system: Generated) -> (LayoutSolver, [Variable], [ConstraintID]) {
        let solver = LayoutSolver()
        let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
        let ids = system.constraints.map { constraint in
            solver.add(
                Constraint(
                    LinearExpression(constraint.terms.map { (variables[$0.0], $0.1) }, constant: constraint.constant),
                    constraint.relation, LinearExpression(), priority: Priority(constraint.priority)!))
        }
        return (solver, variables, ids)
    }

    /// Checks the solver's layout of `system` against the reference: required constraints hold, each level's error
    /// is the optimum.
    static func expectOptimal(_ solver: LayoutSolver, _ variables: [Variable], _ system: Generated, _ note: String) {
        let values = variables.map { solver.value(of: $0) }
        func error(_ constraint: Generated.Element) -> Double {
            let e = constraint.terms.reduce(constraint.constant) { $0 + $1.1 * values[$1.0] }
            switch constraint.relation {
            case .equal: return abs(e)
            case .lessThanOrEqual: return max(0, e)
            case .greaterThanOrEqual: return max(0, -e)
            }
        }
        for constraint in system.constraints where constraint.priority == 1000 {
            #expect(error(constraint) < 1e-6, "\(note): a required constraint is off by \(error(constraint))")
        }
        for (level, expected) in referenceErrors(system) {
            let actual = system.constraints.filter { $0.priority == level }.reduce(0.0) { $0 + error($1) }
            #expect(abs(actual - expected) < 1e-5, "\(note), level \(level): error \(actual), optimum \(expected)")
        }
    }

    @Test("2,000 random systems: every required constraint holds, and every level's error is the reference optimum",
          arguments: 0..<20)
    func againstReference(batch: Int) {
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            let system = Self.system(seed: seed)
            let (solver, variables, _) = Self.build(system)
            #expect(solver.conflicts.isEmpty, "seed \(seed): required constraints hold at the point they were made at")
            Self.expectOptimal(solver, variables, system, "seed \(seed)")
        }
    }

    @Test("after random changes of constants and removals, the layout is the optimum of what is left", arguments: 0..<5)
    func incremental(batch: Int) {
        for seed in UInt64(10_000 + batch * 100)..<UInt64(10_000 + batch * 100 + 100) {
            var system = Self.system(seed: seed)
            let (solver, variables, ids) = Self.build(system)
            var random = Random(state: seed ^ 0xABCDEF)
            var removed: Set<Int> = []
            for _ in 0..<random.int(1...6) {
                let index = random.int(0...(system.constraints.count - 1))
                guard !removed.contains(index) else { continue }
                if random.int(0...2) == 0 {
                    solver.remove(ids[index])
                    removed.insert(index)
                } else if system.constraints[index].priority < 1000 {
                    // An optional constraint may take any constant: it gives way where it cannot hold.
                    let constant = Double(random.int(-40...40))
                    solver.setConstant(constant, of: ids[index])
                    system.constraints[index].constant = constant
                }
            }
            let remaining = Generated(
                variableCount: system.variableCount,
                constraints: system.constraints.indices.filter { !removed.contains($0) }.map { system.constraints[$0] })
            Self.expectOptimal(solver, variables, remaining, "seed \(seed) after changes")
        }
    }

    @Test("after changes of required constants too, the layout is the optimum of the constraints as they now are",
          arguments: 0..<5)
    func requiredChanges(batch: Int) {
        for seed in UInt64(30_000 + batch * 100)..<UInt64(30_000 + batch * 100 + 100) {
            var system = Self.system(seed: seed)
            let (solver, variables, ids) = Self.build(system)
            // Where the changed constraints can all hold, the layout must be the optimum whatever the history.
            guard Self.changeConstants(of: solver, &system, ids, variables, seed: seed ^ 0x5EED) else { continue }
            #expect(solver.conflicts.isEmpty, "seed \(seed): the changed system is solvable")
            Self.expectOptimal(solver, variables, system, "seed \(seed) after required changes")
        }
    }

    @Test("ambiguous variables are those the reference finds more than one optimal value for", arguments: 0..<3)
    func ambiguity(batch: Int) {
        for seed in UInt64(20_000 + batch * 100)..<UInt64(20_000 + batch * 100 + 100) {
            let system = Self.system(seed: seed)
            let (solver, variables, _) = Self.build(system)
            let ambiguous = Set(solver.ambiguousVariables())
            for (index, variable) in variables.enumerated() {
                let expected = Self.referenceIsAmbiguous(system, variable: index)
                #expect(ambiguous.contains(variable) == expected, "seed \(seed), x\(index): reference \(expected)")
            }
        }
    }
}

extension RandomSystemTests {
    /// Ambiguity asked, then asked again after constants changed (as a category change changes intrinsic sizes): the
    /// answers kept from the first search must still be the reference's — constants that put a row at 0 (a value
    /// pinned between two bounds that meet) or take it off must be noticed.
    @Test("ambiguity after constants change is the reference's", arguments: 0..<3)
    func ambiguityAfterConstantsChange(batch: Int) {
        for seed in UInt64(30_000 + batch * 100)..<UInt64(30_000 + batch * 100 + 100) {
            var system = Self.system(seed: seed)
            let (solver, variables, ids) = Self.build(system)
            _ = solver.ambiguousVariables()
            var random = Random(state: seed ^ 0x5DEE_CE66)
            for round in 0..<3 {
                // Optional constants anywhere; required ones kept true at a point, some of them meeting their bound.
                let point = (0..<system.variableCount).map { _ in Double(random.int(-20...20)) }
                for (index, constraint) in system.constraints.enumerated() {
                    var constant = constraint.constant
                    if constraint.priority == 1000 {
                        let value = constraint.terms.reduce(0.0) { $0 + $1.1 * point[$1.0] }
                        let slack = Double(random.int(0...1) * random.int(0...5))
                        switch constraint.relation {
                        case .equal: constant = -value
                        case .lessThanOrEqual: constant = -value - slack
                        case .greaterThanOrEqual: constant = -value + slack
                        }
                    } else if random.int(0...1) == 0 {
                        constant = Double(random.int(-30...30))
                    }
                    system.constraints[index].constant = constant
                    solver.setConstant(constant, of: ids[index])
                }
                guard solver.conflicts.isEmpty else { continue }
                let ambiguous = Set(solver.ambiguousVariables())
                for (index, variable) in variables.enumerated() {
                    let expected = Self.referenceIsAmbiguous(system, variable: index)
                    #expect(
                        ambiguous.contains(variable) == expected,
                        "seed \(seed), round \(round), x\(index): reference \(expected)")
                }
            }
        }
    }
}

extension RandomSystemTests.Generated {
    typealias Element = (terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float)
}
