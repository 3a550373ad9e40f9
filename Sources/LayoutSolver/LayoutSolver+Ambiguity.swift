extension LayoutSolver {
    /// The variables more than one optimal solution gives different values: nothing decides them (a view whose
    /// position no constraint fixes, two views that share stretch at equal hugging). A variable no constraint
    /// mentions is among them; a fixed one never is.
    ///
    /// A variable in a tableau can move when the simplex, allowed only pivots that keep every priority level at its
    /// optimum, can push it up or down. A peeled variable is what its equality makes of others: it cannot move when
    /// none of them can; otherwise it moves when the combination does — in some block, since blocks are solved
    /// independently.
    ///
    /// Answers are kept between searches for each block while its rows keep their symbols and coefficients and the
    /// same restricted rows are at 0 (whether a value can move depends on nothing else): laid out again at another
    /// category, a layout whose constants alone changed is not searched again.
    public func ambiguousVariables() -> [Variable] {
        _ = conflicts  // solves what changed
        var expansions: [Int: [Int: Double]] = [:]
        /// The blocks whose kept answers were checked in this search, by component.
        var checked: [Int: Set<Int>] = [:]
        func canMove(_ terms: [(Symbol, Double)], in block: Int, of root: Int, _ component: Component) -> Bool {
            let tableau = component.blocks[block]!
            if checked[root, default: []].insert(block).inserted {
                let degenerate = tableau.degenerateBasics()
                let kept = component.movability[block]
                if kept?.version != tableau.structureVersion || kept?.degenerate != degenerate {
                    component.movability[block] = Component.Movability(
                        version: tableau.structureVersion, degenerate: degenerate, zeroCost: tableau.zeroCostSymbols())
                }
            }
            let query = Component.Movability.Query(symbols: terms.map(\.0), coefficients: terms.map(\.1))
            if let known = component.movability[block]!.answers[query] { return known }
            let symbols = component.movability[block]!.zeroCost
            let moves: Bool
            if terms.count == 1, let row = tableau.row(of: terms[0].0),
                !row.symbols.contains(where: { $0.isExternal || symbols.contains($0) })
            {
                moves = false  // a basic variable over nothing that can move at the optimum
            } else {
                moves = tableau.canMove(terms, zeroCost: symbols)
            }
            component.movability[block]!.answers[query] = moves
            return moves
        }
        /// Whether a peeled variable can move, component by component: worked out in the reverse of the order they
        /// were peeled, so that every variable of a definition is known before it.
        var peeledMoves: [Int: Bool] = [:]
        func solvePeeled(in root: Int, _ component: Component) {
            for (variable, index) in component.peeled.reversed() {
                var anyMoves = false
                for (other, _) in records[index].terms
                where other != variable && component.fixedValues[other] == nil {
                    if let known = peeledMoves[other] {
                        anyMoves = anyMoves || known
                    } else if let block = component.blockOf[other] {
                        anyMoves = anyMoves || canMove([(Symbol(other, .external), 1)], in: block, of: root, component)
                    } else {
                        anyMoves = true  // in no tableau: free
                    }
                    if anyMoves { break }
                }
                // None of its variables moves: neither does it. One does: the combination may still hold still (two
                // that move together and cancel), which the expansion decides exactly.
                peeledMoves[variable] = anyMoves && expandedMoves(variable, root, component)
            }
        }
        func expandedMoves(_ variable: Int, _ root: Int, _ component: Component) -> Bool {
            var byBlock: [Int: [(Symbol, Double)]] = [:]
            for (other, coefficient) in expansion(of: variable, in: component, memo: &expansions) {
                guard let block = component.blockOf[other] else { return true }  // free
                byBlock[block, default: []].append((Symbol(other, .external), coefficient))
            }
            return byBlock.contains { canMove($1.sorted { $0.0 < $1.0 }, in: $0, of: root, component) }
        }
        var solvedPeeled: Set<Int> = []
        var ambiguous: [Variable] = []
        for index in names.indices {
            let root = find(index)
            guard let component = components[root] else {
                ambiguous.append(Variable(index: index))
                continue
            }
            if component.fixedValues[index] != nil { continue }
            if component.peeledBy[index] == nil {
                guard let block = component.blockOf[index] else {
                    ambiguous.append(Variable(index: index))  // in no active constraint
                    continue
                }
                if canMove([(Symbol(index, .external), 1)], in: block, of: root, component) {
                    ambiguous.append(Variable(index: index))
                }
                continue
            }
            if solvedPeeled.insert(root).inserted { solvePeeled(in: root, component) }
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
