import Testing
@testable import LayoutSolver

/// Setting aside: in a large block, an inequality that keeps a chain of equalities from being peeled is left out of
/// the solve and checked against its solution; where it does not hold with room to spare, the component is solved
/// again with it folded in through the peeled equalities. The answer is the same as with every constraint in the
/// tableau: the layout's errors at every priority, the conflicts, the ambiguous values.
@Suite("Setting aside")
struct SetAsideTests {
    /// A column of `count` views in a superview of a fixed height: view 0's top 20 below the superview's, each next
    /// one's 8 below the one before, every view `intrinsic` high (hugging at 251, resisting compression at 750), and
    /// the superview's bottom at least 20 below the last one's. The superview's height is the first variable.
    static func column(count: Int, height: Double, intrinsic: Double = 20)
        -> (solver: LayoutSolver, tops: [Variable], heights: [Variable], bottom: ConstraintID, root: ConstraintID)
    {
        let solver = LayoutSolver()
        let rootHeight = solver.makeVariable("root.height")
        let root = solver.add(rootHeight == height)
        var tops: [Variable] = [], heights: [Variable] = []
        for index in 0..<count {
            let top = solver.makeVariable("v\(index).y"), viewHeight = solver.makeVariable("v\(index).height")
            if let previousTop = tops.last, let previousHeight = heights.last {
                solver.add(top == previousTop + previousHeight + 8)
            } else {
                solver.add(top == 20)
            }
            solver.add((viewHeight <= intrinsic).priority(Priority(251)!))
            solver.add((viewHeight >= intrinsic).priority(Priority(750)!))
            tops.append(top)
            heights.append(viewHeight)
        }
        let bottom = solver.add(rootHeight >= tops[count - 1] + heights[count - 1] + 20)
        return (solver, tops, heights, bottom, root)
    }

    @Test("a column of 100 views far above its superview's bottom: the bottom is set aside, the tops peeled")
    func column() {
        let (solver, tops, heights, _, _) = Self.column(count: 100, height: 100_000)
        // 100 views, 99 gaps and 2 × 100 intrinsic-size inequalities: a block of 300 constraints. Each view at its
        // intrinsic 20, 28 below the one before: view i's top at 20 + 28 i.
        #expect(tops.map { solver.value(of: $0) } == tops.indices.map { 20 + 28 * Double($0) })
        #expect(heights.map { solver.value(of: $0) } == Array(repeating: 20, count: 100))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.conflicts.isEmpty)
        let components = solver.core.components.filter { !$0.blocks.isEmpty }
        #expect(components.count == 1)
        #expect(components.first?.setAside.count == 1, "the superview's bottom")
        #expect(components.first?.peeled.count == 99, "every top but the first, which is fixed")
        #expect(components.first?.blocks.count == 100, "each view's height apart")
    }

    @Test("a block of 256 constraints or fewer is solved as it is")
    func smallColumn() {
        // 80 views: 79 gaps, 160 inequalities and the bottom, 240 constraints.
        let (solver, tops, _, _, _) = Self.column(count: 80, height: 100_000)
        #expect(solver.value(of: tops[79]) == 20 + 28 * 79)
        #expect(solver.core.components.allSatisfy { $0.setAside.isEmpty })
    }

    @Test("when the superview no longer holds the column, its bottom is folded in: one block, the same optimum")
    func columnThatNoLongerFits() {
        let (solver, tops, heights, bottom, root) = Self.column(count: 100, height: 100_000)
        #expect(solver.value(of: tops[99]) == 20 + 28 * 99)
        // 100 views of 20 with 99 gaps of 8 and 20 above and below need 2,832; in 2,500 the views give up 332 of
        // their height (compression resistance at 750 gives way to the required bottom): 1,668 between them, at a
        // vertex all of it from one view (any one: every view's height and every top below the first is ambiguous).
        solver.setConstant(-2_500, of: root)
        let values = heights.map { solver.value(of: $0) }
        #expect(values.filter { $0 == 20 }.count == 99)
        #expect(abs(values.reduce(0, +) - 1_668) < 1e-9)
        #expect(abs(solver.value(of: tops[99]) + values[99] + 20 - 2_500) < 1e-9)
        #expect(solver.isActive(bottom))
        let components = solver.core.components.filter { !$0.blocks.isEmpty }
        #expect(components.first?.setAside.isEmpty == true, "the bottom is in")
        #expect(components.first?.blocks.count == 1, "one block, the bottom's row across every view's height")
        #expect(components.first?.folds.count == 99, "through every gap's equality")
        let ambiguous = Set(solver.ambiguousVariables())
        #expect(ambiguous == Set(heights + tops.dropFirst()))
        // Changed back, the bottom holds again; a solver that never sets aside has the same errors and ambiguity.
        solver.setConstant(-3_000, of: root)
        #expect(heights.map { solver.value(of: $0) } == Array(repeating: 20, count: 100))
        let (whole, _, wholeHeights, _, _) = Self.column(count: 100, height: 3_000)
        whole.core.largestBlockSolvedWhole = .max
        #expect(wholeHeights.map { whole.value(of: $0) } == Array(repeating: 20, count: 100))
        #expect(Set(solver.ambiguousVariables()) == Set(whole.ambiguousVariables()))
    }

    @Test("random systems, every block set aside in: the optimum, the conflicts and the ambiguity without it")
    func randomSystems() {
        var setAsideSomewhere = 0, foldedSomewhere = 0
        for seed in UInt64(0)..<600 {
            let system = RandomSystemTests.possiblyConflicting(seed: seed)
            let (aside, variables, _) = RandomSystemTests.build(system)
            aside.core.largestBlockSolvedWhole = 0
            let (whole, _, _) = RandomSystemTests.build(system)
            whole.core.largestBlockSolvedWhole = .max
            #expect(aside.conflicts == whole.conflicts, "seed \(seed)")
            if aside.core.components.contains(where: { !$0.setAside.isEmpty }) { setAsideSomewhere += 1 }
            if aside.core.components.contains(where: { !$0.folds.isEmpty }) { foldedSomewhere += 1 }
            guard aside.conflicts.isEmpty else { continue }
            RandomSystemTests.expectOptimal(aside, variables, system, "seed \(seed) set aside")
            #expect(Set(aside.ambiguousVariables()) == Set(whole.ambiguousVariables()), "seed \(seed)")
        }
        #expect(setAsideSomewhere >= 20, "the rule is met: \(setAsideSomewhere) of 600 systems set one aside")
        #expect(foldedSomewhere >= 5, "and the check fails: \(foldedSomewhere) of 600 systems fold one in")
    }

    @Test("random systems with constants changed after the solve, every block set aside in: still the optimum")
    func randomChanges() {
        for seed in UInt64(40_000)..<UInt64(40_300) {
            var system = RandomSystemTests.system(seed: seed)
            let (solver, variables, ids) = RandomSystemTests.build(system)
            solver.core.largestBlockSolvedWhole = 0
            guard RandomSystemTests.changeConstants(of: solver, &system, ids, variables, seed: seed ^ 0xA51DE) else {
                continue
            }
            #expect(solver.conflicts.isEmpty, "seed \(seed): the changed system is solvable")
            RandomSystemTests.expectOptimal(solver, variables, system, "seed \(seed) after changes")
            for (index, variable) in variables.enumerated() {
                let expected = RandomSystemTests.referenceIsAmbiguous(system, variable: index)
                #expect(solver.ambiguousVariables().contains(variable) == expected, "seed \(seed), x\(index)")
            }
        }
    }
}
