extension SolverCore {
    /// The smallest set of `members` (constraints that hold together, in the order added) that `failing` cannot hold
    /// with, `failing` among it, in order.
    ///
    /// First the additive method (Tamiz, Mardle & Jones, *Detecting IIS in infeasible linear programmes using
    /// techniques from goal programming*, Computers & Operations Research 23(2), 1996; Chinneck, *Feasibility and
    /// Infeasibility in Optimization*, 2008, §6.2): starting from `failing`, members are added to one tableau in order
    /// until it cannot hold; the member that made it fail belongs to the set, and the scan starts again with what is
    /// known, until those alone cannot hold. Each round is one incremental pass, so a set of k costs k passes over the
    /// members — where the deletion filter alone costs a solve of every member without each, quadratic in a block's
    /// size. Then the deletion filter over the few found makes sure none can be left out.
    mutating func smallestConflict(failing: Int, among members: [Int]) -> [Int] {
        let candidates = members.filter { records[$0].constraint.priority.isRequired }
        var found = [failing]
        scanning: while true {
            var tableau = Tableau()
            for index in found {
                if add(index, fixed: [:], to: &tableau) == nil { break scanning }  // these alone cannot hold
            }
            for index in candidates where !found.contains(index) {
                if add(index, fixed: [:], to: &tableau) == nil {
                    found.append(index)
                    continue scanning
                }
            }
            // (Not reached: `failing` cannot hold with all the members.) The members as they are, then.
            found = candidates + [failing]
            break
        }
        return ConflictSet.smallest(
            failing: failing, among: found.filter { $0 != failing }, constraint: { self.records[$0].constraint })
    }
}

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
        var solver = SolverCore()
        solver.findsConflictSets = false
        var variables: [Int: Variable] = [:]
        for index in indices {
            var original = constraint(index)
            var expression = LinearExpression(constant: original.expression.constant)
            for term in original.expression.terms {
                let variable = variables[term.variable.index] ?? solver.makeVariable("")
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
