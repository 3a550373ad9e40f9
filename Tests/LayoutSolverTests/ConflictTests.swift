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
