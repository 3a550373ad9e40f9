import LayoutSolver
import Testing

/// Unsatisfiable required constraints: the one whose addition made them so is broken, and the conflict names the
/// smallest set that cannot hold together, not every constraint of the view.
@Suite("Conflicts")
struct ConflictTests {
    @Test("a == 10, b == 20, a + b == 100: the sum is broken, and all three conflict; an unrelated one does not")
    func threeWayConflict() {
        let solver = LayoutSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), x = solver.makeVariable("x")
        let c1 = solver.add(a == 10)
        let c2 = solver.add(b == 20)
        let c4 = solver.add(x == 5)
        let c5 = solver.add(a <= 500)
        let c3 = solver.add(a + b == 100)
        #expect(solver.conflicts == [Conflict(broken: c3, constraints: [c1, c2, c3])])
        #expect(!solver.isActive(c3))
        #expect(solver.isActive(c4) && solver.isActive(c5))
        #expect(solver.value(of: a) == 10 && solver.value(of: b) == 20 && solver.value(of: x) == 5)
    }

    @Test("the set is irreducible: other constraints of the same block are left out")
    func irreducible() {
        let solver = LayoutSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let link = solver.add(b == a + 1)
        let wide = solver.add(a >= 10)
        solver.add((b == 7).priority(.defaultHigh))
        solver.add(b <= 100)
        let narrow = solver.add(a <= 5)
        #expect(solver.conflicts.map(\.constraints) == [[wide, narrow]])
        #expect(solver.conflicts.first?.broken == narrow)
        #expect(solver.isActive(link))
        // What is left holds: a ≥ 10, b = a + 1, b as near 7 as allowed: a = 10, b = 11.
        #expect(solver.value(of: a) == 10 && solver.value(of: b) == 11)
    }

    @Test("a ring of eight gaps, written twice, against a fixed width: four constraints conflict, found at once")
    func ringWrittenTwice() {
        // Found by FuzzLayoutDocument (Fuzz/Corpus/FuzzLayoutDocument/regression-timeout-ring-written-twice): the
        // deletion filter's solvers looked for conflict sets of their own, each again, and took seconds here.
        // By hand: l1 = 0 and l1 = t8 + 8 give t8 = −8, the widths being free; w = t8 then says 390 = −8. The
        // chain and its copies are not needed for that, so the set is the four.
        let solver = LayoutSolver()
        let w = solver.makeVariable("w")
        let leading = (1...8).map { solver.makeVariable("l\($0)") }
        let trailing = (1...8).map { solver.makeVariable("t\($0)") }
        let size = solver.add(w == 390)
        let first = solver.add(leading[0] == 0)
        for i in 1..<8 { solver.add(leading[i] == trailing[i - 1] + 8) }
        let ring = solver.add(leading[0] == trailing[7] + 8)
        for i in 1..<8 { solver.add(leading[i] == trailing[i - 1] + 8) }
        let end = solver.add(w == trailing[7] + 0)
        #expect(solver.conflicts == [Conflict(broken: end, constraints: [size, first, ring, end])])
        #expect(solver.value(of: trailing[7]) == -8 && solver.value(of: w) == 390)
    }

    @Test("random required systems: every conflict set cannot hold, and holds without any one of its members")
    func setsAreIrreducible() {
        // Checked by the reference simplex (ReferenceLP), not the solver: the set as a system of its own is
        // infeasible, and each set less one member is feasible.
        typealias System = RandomSystemTests.Generated
        func feasible(_ system: System, _ members: [Int]) -> Bool {
            let part = System(variableCount: system.variableCount, constraints: members.map { system.constraints[$0] })
            return RandomSystemTests.referenceLP(part, fixed: []) { _ in [:] }.minimum() != nil
        }
        var random = RandomSystemTests.Random(state: 0xC0FFEE)
        var conflictsSeen = 0
        for _ in 0..<400 {
            let n = random.int(1...3)
            var system = System(variableCount: n, constraints: [])
            for _ in 0..<random.int(2...8) {
                var terms: [(Int, Double)] = []
                for variable in 0..<n where random.int(0...1) == 1 { terms.append((variable, Double(random.int(-2...2)))) }
                terms.removeAll { $0.1 == 0 }
                if terms.isEmpty { terms = [(random.int(0...(n - 1)), 1)] }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
                system.constraints.append((terms, Double(random.int(-6...6)), relation, 1000))
            }
            let (solver, _, ids) = RandomSystemTests.build(system)
            for conflict in solver.conflicts {
                conflictsSeen += 1
                let members = conflict.constraints.map { id in ids.firstIndex(of: id)! }
                #expect(conflict.constraints.contains(conflict.broken))
                #expect(!feasible(system, members), "\(system.constraints) → \(members)")
                for left in members.indices {
                    var fewer = members
                    fewer.remove(at: left)
                    #expect(feasible(system, fewer), "\(system.constraints) → \(members) without \(members[left])")
                }
            }
        }
        #expect(conflictsSeen > 100)
    }

    @Test("optional constraints never conflict: they give way")
    func optionalGivesWay() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("x")
        solver.add(x == 10)
        solver.add((x == 20).priority(Priority(999)!))
        #expect(solver.conflicts.isEmpty)
        #expect(solver.value(of: x) == 10)
    }

    @Test("a constraint with no variables that cannot hold is its own conflict")
    func constantConflict() {
        let solver = LayoutSolver()
        let id = solver.add(LinearExpression(constant: 1) == 2)
        #expect(solver.conflicts == [Conflict(broken: id, constraints: [id])])
    }
}
