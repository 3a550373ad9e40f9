/// What a constraint is in its solved component.
enum Role {
    /// Added; the component is solved at the next question.
    case pending
    /// A row of a block's tableau.
    case tableau(block: Int, tag: Tag)
    /// A required equality that fixes a variable (`width == 390`, or one whose other variables are all fixed): the
    /// variable is a constant in every other constraint.
    case fixer(variable: Int)
    /// An equality with a variable no other constraint has: it only says what that variable is, worked out after
    /// the rest is solved.
    case peeled(variable: Int)
    /// A constraint whose variables are all fixed: it holds (it was checked), and no longer takes part.
    case settled
    /// An inequality left out of a large block's solve, and found to hold with room to spare in its solution: the
    /// solution is that of the constraints with it (``SolverCore/presolved(_:largeBlocks:)``).
    case setAside
    /// A required constraint left out because it cannot hold with the others.
    case broken
}

/// One connected set of constraints, solved: presolved into fixed variables, definitions and small independent
/// tableaus, or (when the required constraints cannot all hold) added one by one into tableaus, breaking those that
/// fail. Changed in place where the solver keeps it (`components[slot].…`), never through a copy.
struct Component {
    /// The tableaus, one for each block, by the block's number.
    var blocks: [Tableau] = []
    /// The block of each variable that is in a tableau (its number).
    var blockOf: [Int: Int] = [:]
    /// Fixed variables' values, and the constraint that fixes each.
    var fixedValues: [Int: Double] = [:]
    var fixers: [Int: Int] = [:]
    /// For each fixed variable, the other constraints that have it (whose constants it is part of).
    var users: [Int: [Int]] = [:]
    /// Defined variables in the order they were peeled off, each with the equality that defines it.
    var peeled: [(variable: Int, constraint: Int)] = []
    var peeledBy: [Int: Int] = [:]
    /// Inequalities left out of the solve, each to be checked against every solution of the rest.
    var setAside: [Int] = []
    /// For each peeled equality a constraint was folded through, the constraints and the factor of the equality in
    /// each (``SolverCore/folding(_:into:)``).
    var folds: [Int: [(constraint: Int, factor: Double)]] = [:]
    var conflicts: [Conflict] = []
    /// Blocks whose constants moved since they were last optimal, each once, and the constraint changed last (the
    /// one broken when they cannot hold).
    var unoptimized: [Int] = []
    var changedLast: Int?
    /// What the last search for ambiguity found in each block (``LayoutSolver/ambiguousVariables()``), by block.
    var movability: [Int: Movability] = [:]

    /// Which expressions of a block's variables can move at the optimum, as found while the block had one structure
    /// (``Tableau/structureVersion``) and the same rows at 0 (``Tableau/degenerateBasics()``).
    ///
    /// Whether a value can move within the optimal layouts depends on nothing else: the optimal layouts are a convex
    /// set, so a value moves in it if and only if it moves along some direction from the current solution, and those
    /// directions are decided by the rows' coefficients, the objective's zero-cost symbols and which restricted rows
    /// are at 0 — not by the other constants. A category change that only moves constants keeps the answers.
    struct Movability {
        var version: Int
        var degenerate: [Symbol]
        var zeroCost: Set<Symbol>
        /// Each expression asked about (its symbols and their coefficients), and whether it moves.
        var answers: [Query: Bool] = [:]

        struct Query: Hashable {
            var symbols: [Symbol]
            var coefficients: [Double]
        }
    }

    /// Shifts the constant of a row of `block` by `delta` (``Tableau/shiftConstant(of:by:)``), and lists the block
    /// among those to make optimal again.
    mutating func shiftConstant(of tag: Tag, inBlock block: Int, by delta: Double) {
        if blocks[block].shiftConstant(of: tag, by: delta) { unoptimized.append(block) }
    }

    /// Makes every block whose constants moved optimal again (``Tableau/dualOptimize()``).
    ///
    /// - Returns: `false` when one cannot hold (the component is then solved again).
    mutating func dualOptimizeMovedBlocks() -> Bool {
        defer { unoptimized.removeAll(keepingCapacity: true) }
        for block in unoptimized {
            if !blocks[block].dualOptimize() { return false }
        }
        return true
    }
}

/// A constraint's terms, each variable once, without those whose coefficient is 0 — or within 10⁻¹² of it, what is
/// left of `w − 0.9999999999999 × w`, which would be a pivot of nothing.
func nonZeroTerms(_ constraint: Constraint) -> [(variable: Int, coefficient: Double)] {
    var terms: [(variable: Int, coefficient: Double)] = []
    terms.reserveCapacity(constraint.expression.terms.count)
    for term in constraint.expression.terms where abs(term.coefficient) > 1e-12 {
        terms.append((term.variable.index, term.coefficient))
    }
    return terms
}

/// Whether `constant relation 0` holds.
func holds(_ relation: Relation, _ constant: Double) -> Bool {
    switch relation {
    case .equal: constant.isNearZero
    case .lessThanOrEqual: constant <= nearZero
    case .greaterThanOrEqual: constant >= -nearZero
    }
}
