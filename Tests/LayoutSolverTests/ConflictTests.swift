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
