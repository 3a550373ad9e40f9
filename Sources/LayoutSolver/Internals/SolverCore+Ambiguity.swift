/// Ambiguity: the variables that more than one optimal solution gives different values (what UIKit's
/// `hasAmbiguousLayout` reports). The solver's own method on the Cassowary tableau (Badros, Borning & Stuckey 2001),
/// with the linear-programming test for alternative optima: a non-basic symbol whose reduced cost is zero at every
/// priority level can enter the basis without leaving the optimum. A variable in a tableau can move when the primal
/// simplex, allowed only such pivots, pushes it up or down (``Tableau/canMove(_:zeroCost:)``); a peeled variable is
/// what its equality makes of others and moves when that combination does; a fixed one never moves.
extension SolverCore {
    /// The variables more than one optimal solution gives different values (``LayoutSolver/ambiguousVariables()``),
    /// in the order of their indices; answers are kept for each block while its structure stands
    /// (``Component/Movability``).
    mutating func ambiguousVariables() -> [Variable] {
        _ = conflicts  // solves what changed
        var expansions: [Int: [Int: Double]] = [:]
        /// The blocks whose kept answers were checked in this search, by component.
        var checked: [Int: Set<Int>] = [:]
        func canMove(_ terms: [(Symbol, Double)], in block: Int, of root: Int) -> Bool {
            let tableau = components[componentSlot[root]].blocks[block]
            if checked[root, default: []].insert(block).inserted {
                let degenerate = tableau.degenerateBasics()
                let kept = components[componentSlot[root]].movability[block]
                if kept?.version != tableau.structureVersion || kept?.degenerate != degenerate {
                    components[componentSlot[root]].movability[block] = Component.Movability(
                        version: tableau.structureVersion, degenerate: degenerate, zeroCost: tableau.zeroCostSymbols())
                }
            }
            let symbols = components[componentSlot[root]].movability[block]!.zeroCost
            if terms.count == 1, let row = tableau.row(of: terms[0].0),
                !row.symbols.contains(where: { $0.isExternal || symbols.contains($0) })
            {
                return false  // a basic variable over nothing that can move at the optimum (asked without keeping)
            }
            let query = Component.Movability.Query(symbols: terms.map(\.0), coefficients: terms.map(\.1))
            if let known = components[componentSlot[root]].movability[block]!.answers[query] { return known }
            let moves = tableau.canMove(terms, zeroCost: symbols)
            components[componentSlot[root]].movability[block]!.answers[query] = moves
            return moves
        }
        /// Whether a peeled variable can move, component by component: worked out in the reverse of the order they
        /// were peeled, so that every variable of a definition is known before it.
        var peeledMoves: [Int: Bool] = [:]
        func solvePeeled(in root: Int) {
            let peeled = components[componentSlot[root]].peeled, fixedValues = components[componentSlot[root]].fixedValues
            let blockOf = components[componentSlot[root]].blockOf
            for (variable, index) in peeled.reversed() {
                var anyMoves = false
                for (other, _) in records[index].terms
                where other != variable && fixedValues[other] == nil {
                    if let known = peeledMoves[other] {
                        anyMoves = anyMoves || known
                    } else if let block = blockOf[other] {
                        anyMoves = anyMoves || canMove([(Symbol(other, .external), 1)], in: block, of: root)
                    } else {
                        anyMoves = true  // in no tableau: free
                    }
                    if anyMoves { break }
                }
                // None of its variables moves: neither does it. One does: the combination may still hold still (two
                // that move together and cancel), which the expansion decides exactly.
                peeledMoves[variable] = anyMoves && expandedMoves(variable, root)
            }
        }
        func expandedMoves(_ variable: Int, _ root: Int) -> Bool {
            var byBlock: [Int: [(Symbol, Double)]] = [:]
            for (other, coefficient) in expansion(of: variable, in: components[componentSlot[root]], memo: &expansions) {
                guard let block = components[componentSlot[root]].blockOf[other] else { return true }  // free
                byBlock[block, default: []].append((Symbol(other, .external), coefficient))
            }
            return byBlock.contains { canMove($1.sorted { $0.0 < $1.0 }, in: $0, of: root) }
        }
        var solvedPeeled: Set<Int> = []
        var ambiguous: [Variable] = []
        for index in names.indices {
            let root = find(index)
            guard componentSlot[root] >= 0 else {
                ambiguous.append(Variable(index: index))
                continue
            }
            if components[componentSlot[root]].fixedValues[index] != nil { continue }
            if components[componentSlot[root]].peeledBy[index] == nil {
                guard let block = components[componentSlot[root]].blockOf[index] else {
                    ambiguous.append(Variable(index: index))  // in no active constraint
                    continue
                }
                if canMove([(Symbol(index, .external), 1)], in: block, of: root) {
                    ambiguous.append(Variable(index: index))
                }
                continue
            }
            if solvedPeeled.insert(root).inserted { solvePeeled(in: root) }
            if peeledMoves[index] == true { ambiguous.append(Variable(index: index)) }
        }
        return ambiguous
    }

    /// A peeled variable as a combination of variables that are not peeled (fixed ones left out: they are
    /// constants), from its equality `own × v + Σ k × u + c = 0`: `v = −Σ (k / own) × u + …`.
    private func expansion(of variable: Int, in component: Component, memo: inout [Int: [Int: Double]]) -> [Int: Double] {
        if let known = memo[variable] { return known }
        let terms = records[component.peeledBy[variable]!].terms
        let own = terms.filter { $0.variable == variable }.reduce(0) { $0 + $1.coefficient }
        var result: [Int: Double] = [:]
        for (other, coefficient) in terms where other != variable && component.fixedValues[other] == nil {
            let factor = -coefficient / own
            if component.peeledBy[other] != nil {
                for (inner, innerCoefficient) in expansion(of: other, in: component, memo: &memo) {
                    result[inner, default: 0] += factor * innerCoefficient
                }
            } else {
                result[other, default: 0] += factor
            }
        }
        result = result.filter { abs($0.value) > 1e-12 }
        memo[variable] = result
        return result
    }
}
