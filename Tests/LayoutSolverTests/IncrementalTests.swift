import LayoutSolver
import Testing

/// Adding, removing and changing constants re-solve from the current solution; the answers are those of a solver
/// built from scratch with the same constraints (worked out by hand below).
@Suite("Incremental solving")
struct IncrementalTests {
    @Test("removing the winning constraint gives the next priority its way")
    func remove() {
        let solver = LayoutSolver()
        let width = solver.makeVariable("width")
        solver.add((width == 160).priority(Priority(750)!))
        let strong = solver.add((width == 80).priority(Priority(900)!))
        #expect(solver.value(of: width) == 80)
        solver.remove(strong)
        #expect(solver.value(of: width) == 160)
        #expect(!solver.isActive(strong))
    }

    @Test("a new intrinsic width through setConstant: hugging and compression resistance follow")
    func changeIntrinsicWidth() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("label.x"), width = solver.makeVariable("label.width")
        solver.add(x == 16)
        solver.add(x + width <= 300)  // the label ends by 300
        let hug = solver.add((width <= 100).priority(.defaultLow))
        let resist = solver.add((width >= 100).priority(.defaultHigh))
        #expect(solver.value(of: width) == 100)
        // At a larger text size the label is 400 wide: compression resistance (750) wants 400, the required edge
        // allows 284.
        solver.setConstant(-400, of: hug)
        solver.setConstant(-400, of: resist)
        #expect(solver.value(of: width) == 284)
        // Back to 120: room for all of it.
        solver.setConstant(-120, of: hug)
        solver.setConstant(-120, of: resist)
        #expect(solver.value(of: width) == 120)
        #expect(solver.value(of: x) == 16)
    }

    @Test("a required constant changed to one that cannot hold: that constraint is broken, the others kept")
    func requiredConstantThatCannotHold() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("x")
        let low = solver.add(x >= 10)
        let high = solver.add(x <= 50)
        solver.add((x == 0).priority(.defaultLow))
        #expect(solver.conflicts.isEmpty)
        #expect(solver.value(of: x) == 10)
        solver.setConstant(-60, of: low)  // x >= 60, with x <= 50
        #expect(solver.conflicts == [Conflict(broken: low, constraints: [low, high])])
        #expect(!solver.isActive(low) && solver.isActive(high))
        // Without x ≥ 60: x as near 0 as x ≤ 50 allows.
        #expect(solver.value(of: x) == 0)
    }

    @Test("constraints that share no variable are solved apart")
    func blocks() {
        let solver = LayoutSolver()
        let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable(), d = solver.makeVariable()
        solver.add(a == 1)
        solver.add(b == a + 1)
        solver.add(c == 3)
        #expect(solver.blockCount == 2)
        solver.add(d == c + b)  // joins them: d = 3 + 2
        #expect(solver.blockCount == 1)
        #expect(solver.value(of: d) == 5)
    }

    @Test("a value between two bounds is ambiguous; when a constant makes the bounds meet it is not, and is again after")
    func boundsThatMeet() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("x")
        solver.add(x >= 0)
        let upper = solver.add(x <= 10)
        #expect(solver.ambiguousVariables() == [x])  // anywhere in 0 … 10
        solver.setConstant(0, of: upper)  // x <= 0: x − 0 <= 0
        #expect(solver.ambiguousVariables().isEmpty)  // 0 … 0: only 0
        #expect(solver.value(of: x) == 0)
        solver.setConstant(-4, of: upper)  // x <= 4
        #expect(solver.ambiguousVariables() == [x])
    }

    @Test("a variable no constraint mentions is 0 and ambiguous; one fixed by constraints is not")
    func freeVariable() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        solver.add(x + y == 100)
        #expect(Set(solver.ambiguousVariables()) == [x, y])
        solver.add(x == 30)
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: y) == 70)
        let z = solver.makeVariable("z")
        #expect(solver.ambiguousVariables() == [z])
        #expect(solver.value(of: z) == 0)
    }
}
