import Testing
@testable import LayoutSolver

/// Presolving (fixed variables, peeled equalities) changes how a system is solved, never the answer: the same
/// systems solved with and without it give the same conflicts, and layouts of the same errors.
@Suite("Presolve")
struct PresolveTests {
    @Test("a chain of rows: the tops are peeled, the widths fixed, and each row is a block of its own")
    func chain() {
        let solver = LayoutSolver()
        let screenWidth = solver.makeVariable("root.width")
        solver.add(screenWidth == 390)
        var previousBottom = LinearExpression(constant: 0)
        var tops: [Variable] = []
        for row in 0..<100 {
            let top = solver.makeVariable("row\(row).y"), height = solver.makeVariable("row\(row).height")
            let width = solver.makeVariable("row\(row).width"), label = solver.makeVariable("row\(row).label.width")
            solver.add(top == previousBottom)
            solver.add(width == LinearExpression(screenWidth))
            solver.add(label <= width - 32)
            solver.add((label == 400).priority(.defaultHigh))
            solver.add(height >= 44)
            solver.add((height == 0).priority(.fittingSizeLevel))
            previousBottom = top + height
            tops.append(top)
        }
        // Every row 44 high (the fitting pull gives way to ≥ 44), the label 390 − 32 wide.
        #expect(solver.value(of: tops[99]) == 99 * 44)
        #expect(solver.value(of: Variable(index: 4)) == 358)
        #expect(solver.ambiguousVariables().isEmpty)
        let components = solver.core.components
        #expect(components.reduce(0) { $0 + $1.peeled.count } == 99, "row 0's top is fixed at 0; the others are peeled")
        #expect(components.reduce(0) { $0 + $1.blocks.count } == 200, "each row's label and height apart")
    }

    @Test("constants changed in one call are those changed one by one, in order")
    func changeMany() {
        let solver = LayoutSolver()
        let root = solver.makeVariable("root.width"), label = solver.makeVariable("label")
        let screen = solver.add(root == 390)
        let inset = solver.add(label <= root - 32)
        let wish = solver.add((label == 500).priority(.defaultHigh))
        #expect(solver.value(of: label) == 358)
        // root = 320; label <= 320 − 40 = 280; the wish 200 now holds below it; the wish again at 250, last: 250.
        solver.setConstants([(screen, -320), (inset, 40), (wish, -200), (wish, -250)])
        #expect(solver.value(of: root) == 320)
        #expect(solver.value(of: label) == 250)
        #expect(!solver.core.isUnsolved.contains(true), "re-solved in place, not rebuilt")
    }

    @Test("changing a fixer's constant moves everything fixed from it, in place")
    func changeFixer() {
        let solver = LayoutSolver()
        let root = solver.makeVariable("root.width"), x = solver.makeVariable("x"), width = solver.makeVariable("w")
        let screen = solver.add(root == 390)
        solver.add(x == 16)
        solver.add(x + width == root - 16)  // fixes width from root and x
        let label = solver.makeVariable("label")
        solver.add(label <= width)
        solver.add((label == 500).priority(.defaultHigh))
        #expect(solver.value(of: label) == 358)
        solver.setConstant(-320, of: screen)
        #expect(!solver.core.isUnsolved.contains(true), "re-solved in place, not rebuilt")
        #expect(solver.value(of: width) == 288)
        #expect(solver.value(of: label) == 288)
        // A value that makes a required constraint fail: the component is solved again, the changed one broken.
        solver.add(width >= 200)
        #expect(solver.value(of: width) == 288)
        solver.setConstant(-100, of: screen)
        #expect(solver.conflicts.first?.broken == screen)
    }

    @Test("random systems, and random systems whose required constraints conflict: the same with and without")
    func sameAnswers() {
        for seed in UInt64(0)..<600 {
            let system = RandomSystemTests.possiblyConflicting(seed: seed)
            let (with, variables, _) = RandomSystemTests.build(system)
            let (without, _, _) = RandomSystemTests.build(system)
            without.core.presolves = false
            #expect(with.conflicts == without.conflicts, "seed \(seed)")
            guard with.conflicts.isEmpty else { continue }
            RandomSystemTests.expectOptimal(with, variables, system, "seed \(seed) presolved")
            #expect(Set(with.ambiguousVariables()) == Set(without.ambiguousVariables()), "seed \(seed)")
        }
    }
}
