import LayoutSolver
import Testing

/// Priorities are ordered, not weighted (Apple, NSLayoutConstraint.priority; shared/reference/auto-layout.md §1), and
/// within a priority the sum of the constraints' errors, as written, is least. Every expected value is worked out in
/// the comment beside it.
@Suite("Priority order")
struct PriorityOrderTests {
    func priority(_ value: Float) -> Priority { Priority(value)! }

    @Test("width == 160 @750, == 80 @900, == 200 @251: 80, where a weighted solver gives 160")
    func higherPriorityWins() {
        let solver = LayoutSolver()
        let width = solver.makeVariable("width")
        solver.add((width == 160).priority(priority(750)))
        solver.add((width == 80).priority(priority(900)))
        solver.add((width == 200).priority(priority(251)))
        #expect(solver.value(of: width) == 80)
    }

    @Test("no number of errors at 249 outweighs one at 250")
    func manyLowerDoNotOutweighOneHigher() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("x")
        solver.add((x == 0).priority(.defaultLow))
        for _ in 0..<100 { solver.add((x == 100).priority(priority(249))) }
        #expect(solver.value(of: x) == 0)
    }

    @Test("required constraints bound what optional ones get")
    func requiredFirst() {
        let solver = LayoutSolver()
        let x = solver.makeVariable("x")
        solver.add(x >= 20)
        solver.add(x <= 50)
        solver.add((x == 100).priority(.defaultHigh))
        // As close to 100 as x ≤ 50 allows.
        #expect(solver.value(of: x) == 50)
        let y = solver.makeVariable("y")
        solver.add(y >= 10)
        solver.add((y == 5).priority(priority(500)))
        #expect(solver.value(of: y) == 10)
    }

    @Test("within a priority the errors add up as the constraints are written: 2a == 20 weighs twice a == 10")
    func errorsAsWritten() {
        let solver = LayoutSolver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        solver.add(a + b == 100)
        solver.add((a == 10).priority(priority(500)))
        solver.add((2 * a == 20).priority(priority(500)))
        solver.add((b == 10).priority(priority(500)))
        // a = 10, b = 90: errors 0 + 0 + 80 = 80; a = 90, b = 10: 80 + 160 + 0 = 240.
        #expect(abs(solver.value(of: a) - 10) < 1e-9)
        #expect(abs(solver.value(of: b) - 90) < 1e-9)
    }

    @Test("hugging and compression resistance: the view that hugs harder keeps its intrinsic width")
    func huggingDecidesWhoStretches() {
        let solver = LayoutSolver()
        let a = solver.makeVariable("a.width"), b = solver.makeVariable("b.width")
        // A row 200 wide holds both; each has an intrinsic width of 50.
        solver.add(a + b == 200)
        solver.add((a <= 50).priority(priority(251)))  // a hugs at 251 (as IB sets labels)
        solver.add((a >= 50).priority(.defaultHigh))
        solver.add((b <= 50).priority(.defaultLow))  // b at the default 250
        solver.add((b >= 50).priority(.defaultHigh))
        // a's hugging at 251 comes first: a = 50, and b takes the other 150 (its 250 error is 100, the least left).
        #expect(solver.value(of: a) == 50)
        #expect(solver.value(of: b) == 150)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test("equal hugging leaves the stretch undecided: both widths are ambiguous")
    func equalHuggingIsAmbiguous() {
        let solver = LayoutSolver()
        let a = solver.makeVariable("a.width"), b = solver.makeVariable("b.width")
        solver.add(a + b == 200)
        for width in [a, b] {
            solver.add((width <= 50).priority(.defaultLow))
            solver.add((width >= 50).priority(.defaultHigh))
        }
        // Every split with both ≥ 50 has the same total hugging error, 100.
        #expect(solver.value(of: a) + solver.value(of: b) == 200)
        #expect(Set(solver.ambiguousVariables()) == [a, b])
    }
}
