/// Finds a smallest conflicting set by the deletion filter (Chinneck & Dravnieks, *Locating minimal infeasible
/// constraint sets in linear programs*, ORSA Journal on Computing 3(2), 1991): drop each constraint in turn and keep it
/// out if the rest still cannot all hold; what is left is irreducible. Only required constraints can make a system
/// infeasible (an optional one gives way), so only they are candidates.
enum ConflictSet {
    /// The irreducible subset of the required constraints of `others` and `failing` (which cannot hold with `others`),
    /// in order, `failing` among them.
    static func smallest(failing: Int, among others: [Int], constraint: (Int) -> Constraint) -> [Int] {
        var candidates = others.filter { constraint($0).priority.isRequired }
        var position = 0
        while position < candidates.count {
            var without = candidates
            without.remove(at: position)
            if feasible(without + [failing], constraint: constraint) {
                position += 1
            } else {
                candidates = without
            }
        }
        return (candidates + [failing]).sorted()
    }

    /// Whether the constraints can all hold, as required constraints of a solver of their own.
    private static func feasible(_ indices: [Int], constraint: (Int) -> Constraint) -> Bool {
        let solver = LayoutSolver()
        solver.findsConflictSets = false
        var variables: [Int: Variable] = [:]
        for index in indices {
            var original = constraint(index)
            var expression = LinearExpression(constant: original.expression.constant)
            for term in original.expression.terms {
                let variable = variables[term.variable.index] ?? solver.makeVariable()
                variables[term.variable.index] = variable
                expression.add(variable, term.coefficient)
            }
            original.expression = expression
            original.priority = .required
            solver.add(original)
        }
        return solver.conflicts.isEmpty
    }
}
