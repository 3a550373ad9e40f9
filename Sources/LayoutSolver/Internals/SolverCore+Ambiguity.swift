/// Ambiguity: the variables that more than one optimal solution gives different values (what UIKit's
/// `hasAmbiguousLayout` reports). The solver's own method on the Cassowary tableau (Badros, Borning & Stuckey 2001),
/// with the linear-programming test for alternative optima: a non-basic symbol whose reduced cost is zero at every
/// priority level can enter the basis without leaving the optimum. A variable in a tableau can move when the primal
/// simplex, allowed only such pivots, pushes it up or down (``Tableau/canMove(_:zeroCost:)``); a peeled variable is
/// what its equality makes of others and moves when that combination does; a fixed one never moves. In a component
/// with a large block, many are first found to move at once, along one direction (``moving(alongOneDirectionIn:
/// zeroCost:)``).
extension SolverCore {
    /// The variables more than one optimal solution gives different values (``LayoutSolver/ambiguousVariables()``),
    /// in the order of their indices; answers are kept for each block while its structure stands
    /// (``Component/Movability``).
    mutating func ambiguousVariables() -> [Variable] {
        _ = conflicts  // solves what changed
        var expansions: [Int: [Int: Double]] = [:]
        /// The blocks whose kept answers were checked in this search, by component.
        var checked: [Int: Set<Int>] = [:]
        /// A block's zero-cost symbols, its kept answers made again first when its structure or its rows at 0 changed.
        func zeroCost(in block: Int, of root: Int) -> Set<Symbol> {
            if checked[root, default: []].insert(block).inserted {
                let tableau = components[componentSlot[root]].blocks[block]
                let degenerate = tableau.degenerateBasics()
                let kept = components[componentSlot[root]].movability[block]
                if kept?.version != tableau.structureVersion || kept?.degenerate != degenerate {
                    components[componentSlot[root]].movability[block] = Component.Movability(
                        version: tableau.structureVersion, degenerate: degenerate, zeroCost: tableau.zeroCostSymbols())
                }
            }
            return components[componentSlot[root]].movability[block]!.zeroCost
        }
        /// In a component with a block of more than `largestBlockSolvedWhole` constraints, the variables found at once
        /// to move (``moving(alongOneDirectionIn:zeroCost:)``), by component.
        var movers: [Int: Set<Int>] = [:]
        func movesAlongOneDirection(_ variable: Int, of root: Int) -> Bool {
            if let known = movers[root] { return known.contains(variable) }
            let blocks = components[componentSlot[root]].blocks
            let found =
                blocks.contains { $0.rowCount > largestBlockSolvedWhole }
                ? moving(
                    alongOneDirectionIn: componentSlot[root],
                    zeroCost: blocks.indices.map { zeroCost(in: $0, of: root) })
                : []
            movers[root] = found
            return found.contains(variable)
        }
        func canMove(_ terms: [(Symbol, Double)], in block: Int, of root: Int) -> Bool {
            let tableau = components[componentSlot[root]].blocks[block]
            let symbols = zeroCost(in: block, of: root)
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
                if movesAlongOneDirection(variable, of: root) {
                    peeledMoves[variable] = true
                    continue
                }
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
                if movesAlongOneDirection(index, of: root)
                    || canMove([(Symbol(index, .external), 1)], in: block, of: root)
                {
                    ambiguous.append(Variable(index: index))
                }
                continue
            }
            if solvedPeeled.insert(root).inserted { solvePeeled(in: root) }
            if peeledMoves[index] == true { ambiguous.append(Variable(index: index)) }
        }
        return ambiguous
    }

    /// The variables of a component that move along one direction of its optimal layouts, found at once.
    ///
    /// Every *free* zero-cost symbol — one that can grow from 0 without a row at 0 going negative: no degenerate
    /// restricted row has it with a negative coefficient — grows at a rate of its own (a fixed pseudo-random weight
    /// from 1 to 2), as far as the first restricted row that the growth brings down reaches 0. That keeps every
    /// constraint, and every priority level's error (the symbols cost nothing): it goes from one optimal layout to
    /// another. A basic variable moves along it by its row's weighted sum of those symbols' coefficients, a peeled
    /// one by what its equality makes of the others' moves. A variable that moves by more than the solver's
    /// tolerance could tell is ambiguous (``Tableau/canMove(_:zeroCost:)`` would find at least that move); one that
    /// does not may still move another way, and is asked about as before. Where many values share slack (a column
    /// of views that has to give up height, any of them at the same priority), most are found so, in one walk over
    /// the rows, rather than a simplex on a copy of the tableau each.
    ///
    /// - Parameter zeroCost: Each block's zero-cost symbols.
    /// - Complexity: O(the component's rows and peeled equalities).
    private func moving(alongOneDirectionIn slot: Int, zeroCost: [Set<Symbol>]) -> Set<Int> {
        var rate: [Int: Double] = [:]  // by variable: how fast it moves
        var step = Double.infinity  // how far the direction goes
        for (block, tableau) in components[slot].blocks.enumerated() where !zeroCost[block].isEmpty {
            var blocked: Set<Symbol> = []
            for (basic, row) in zip(tableau.basics, tableau.rows) where basic.isRestricted && row.constant <= nearZero {
                for (symbol, coefficient) in row.terms where coefficient < 0 { blocked.insert(symbol) }
            }
            let free = zeroCost[block].subtracting(blocked)
            guard !free.isEmpty else { continue }
            for (basic, row) in zip(tableau.basics, tableau.rows) {
                var change = 0.0
                for (symbol, coefficient) in row.terms where free.contains(symbol) {
                    // A weight from 1 to 2, the same for a symbol in every run: the top 53 bits of its raw value times
                    // 2⁶⁴/φ (Knuth's multiplicative hashing, The Art of Computer Programming vol. 3, §6.4).
                    let hashed = UInt64(truncatingIfNeeded: symbol.raw) &* 0x9E37_79B9_7F4A_7C15
                    change += (1 + Double(hashed >> 11) / 0x1p53) * coefficient
                }
                if basic.isExternal {
                    rate[basic.serial] = change
                } else if basic.isRestricted && change < 0 {
                    step = min(step, row.constant / -change)
                }
            }
        }
        let fixedValues = components[slot].fixedValues
        for (variable, index) in components[slot].peeled.reversed() {
            var own = 0.0, sum = 0.0
            for (other, coefficient) in records[index].terms {
                if other == variable {
                    own += coefficient
                } else if fixedValues[other] == nil {
                    sum += coefficient * (rate[other] ?? 0)
                }
            }
            rate[variable] = -sum / own
        }
        // Moves of 10⁻⁶ and more, far above the tolerance; along a direction without end, a rate of 10⁻⁹ and more.
        return Set(rate.compactMap { variable, rate in
            (step.isInfinite ? abs(rate) > 1e-9 : abs(rate) * step > 1e-6) ? variable : nil
        })
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
