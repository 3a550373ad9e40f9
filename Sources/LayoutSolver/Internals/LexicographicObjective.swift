/// The objective: the total error of the optional constraints at each priority, kept as one row per priority level
/// (highest first) rather than one weighted sum, and compared level by level from the highest — so satisfying a
/// higher priority always comes first, whatever the errors below it (Apple's "higher priority constraints are satisfied
/// before lower priority constraints"; Badros, Borning & Stuckey, *The Cassowary linear arithmetic constraint solving
/// algorithm*, 2001, §2: a constraint hierarchy's symbolic weights).
///
/// A non-basic symbol's reduced cost is then a vector, one entry per level; the simplex moves along a symbol whose
/// vector is lexicographically negative (its first non-zero entry below zero).
struct LexicographicObjective {
    /// The priority levels, descending.
    private(set) var levels: [Float] = []
    /// One row per level.
    private(set) var rows: [Row] = []

    /// The index of `level`'s row, made when missing.
    private mutating func index(of level: Float) -> Int {
        var position = 0
        while position < levels.count && levels[position] > level { position += 1 }
        if position < levels.count && levels[position] == level { return position }
        levels.insert(level, at: position)
        rows.insert(Row(), at: position)
        return position
    }

    /// Adds `coefficient × symbol` at `level`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, at level: Float) {
        rows[index(of: level)].insert(symbol, coefficient)
    }

    /// Adds `factor × row` at `level`.
    mutating func insert(_ row: Row, times factor: Double, at level: Float) {
        rows[index(of: level)].insert(row, times: factor)
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices { rows[index].substitute(symbol, with: row) }
    }

    /// Adds another objective's levels (of other symbols).
    mutating func merge(_ other: LexicographicObjective) {
        for (level, row) in zip(other.levels, other.rows) { insert(row, times: 1, at: level) }
    }

    /// The sign of `symbol`'s reduced cost: of its coefficient at the highest level where it is not zero; 0 when it is
    /// zero at every level.
    func sign(of symbol: Symbol) -> Int {
        for row in rows {
            let coefficient = row.coefficient(for: symbol)
            if coefficient < -nearZero { return -1 }
            if coefficient > nearZero { return 1 }
        }
        return 0
    }

    /// The symbol with the lowest raw value (Bland's rule) whose reduced cost is lexicographically negative, other than
    /// dummies; `nil` when there is none (the objective is at its minimum).
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for row in rows {
            for (symbol, coefficient) in row.terms where coefficient < -nearZero && !symbol.isDummy {
                if let best, best < symbol { continue }
                if sign(of: symbol) < 0 { best = symbol }
            }
        }
        return best
    }

    /// Whether `cost(a) / ca` is lexicographically less than `cost(b) / cb` (for ca, cb > 0): the dual simplex's ratio.
    func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double) -> Bool {
        for row in rows {
            let ra = row.coefficient(for: a) / ca, rb = row.coefficient(for: b) / cb
            if ra < rb - nearZero { return true }
            if ra > rb + nearZero { return false }
        }
        return a < b
    }
}
