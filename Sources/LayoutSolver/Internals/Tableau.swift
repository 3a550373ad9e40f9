/// The marker of a constraint in the tableau: the symbol that identifies its row (a slack for an inequality, an error
/// for an optional equality, a dummy for a required one) and the other error symbol of an optional constraint, each
/// with its coefficient in the constraint's equation, and its priority level (`nil`: required).
struct Tag {
    var marker: Symbol
    var markerCoefficient: Double
    var other: Symbol?
    var otherCoefficient: Double
    var level: Float?
}

/// One block of independent constraints in restricted basic form: each basic symbol's row over the non-basic ones,
/// and the lexicographic objective; the primal simplex after adding a constraint, the dual simplex after changing
/// constants (Cassowary: Badros, Borning & Stuckey 2001, §3–§4).
struct Tableau {
    /// The basic rows, and which symbol each is the row of.
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    /// Where each basic symbol's row is, once the tableau has more than ``indexedRowCount`` rows; below that a scan
    /// of `basics` finds a row (a presolved layout's blocks have a handful of rows each, and a scan of those is
    /// several times cheaper than hashing the symbol).
    private var position: [Symbol: Int]?
    /// The row count above which rows are found through `position`.
    static let indexedRowCount = 24
    private(set) var objective = LexicographicObjective()
    /// The phase-one objective while a constraint is added with an artificial variable.
    private var artificial: Row?
    /// Basic restricted symbols whose rows went negative (after a change of constants).
    private var infeasible: [Symbol] = []
    /// Whether a change of constants left an equality that no pivot can make hold.
    private var cannotHold = false
    /// Whether constants moved since the tableau was last optimal (``shiftConstant(of:by:)``, ``dualOptimize()``).
    private(set) var hasMovedConstants = false
    /// Changes with every change but of constants: a pivot, a row added or taken out, the objective changed. While it
    /// stays, the rows have the same symbols and coefficients (what a search for ambiguity may reuse answers on).
    private(set) var structureVersion = 0
    /// The rows that have each symbol, in row order, as they were at a structure version: made by the first change of
    /// a constant that has to find a non-basic marker's rows in a tableau of more than ``columnIndexedRowCount`` rows,
    /// and kept while the structure stands, so that a category change (every label's constants) reads those rows
    /// rather than every row once for each constant.
    private var columns: (version: Int, rows: [Symbol: [Int]])?
    /// The row count above which a change of constant finds a marker's rows through ``columns``.
    static let columnIndexedRowCount = 256

    /// The row of a basic symbol.
    func row(of symbol: Symbol) -> Row? {
        index(of: symbol).map { rows[$0] }
    }

    /// Where the row of a basic symbol is.
    private func index(of symbol: Symbol) -> Int? {
        if let position { return position[symbol] }
        return basics.firstIndex(of: symbol)
    }

    var rowCount: Int { rows.count }

    // MARK: - Rows

    private mutating func setRow(_ row: Row, for symbol: Symbol) {
        structureVersion += 1
        if position == nil && rows.count == Self.indexedRowCount {
            position = Dictionary(uniqueKeysWithValues: zip(basics, basics.indices))
        }
        position?[symbol] = rows.count
        rows.append(row)
        basics.append(symbol)
    }

    /// Removes and returns the row of `symbol` (the last row takes its place).
    private mutating func takeRow(of symbol: Symbol) -> Row? {
        guard let index = index(of: symbol) else { return nil }
        position?[symbol] = nil
        structureVersion += 1
        let row = rows[index]
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            basics[index] = basics[last]
            position?[basics[index]] = index
        }
        rows.removeLast()
        basics.removeLast()
        return row
    }

    /// `constant + Σ coefficient × symbol` with every basic symbol replaced by its row.
    func expressed(_ terms: [(Symbol, Double)], constant: Double) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms {
            if let basic = self.row(of: symbol) {
                row.insert(basic, times: coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        return row
    }

    /// Replaces `symbol` by `row` everywhere, noting basic restricted rows that become negative.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices where rows[index].substitute(symbol, with: row) {
            if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    private mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = takeRow(of: leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    // MARK: - Adding and removing

    /// Puts an optional constraint's error into the objective at its level with coefficient 1: the error as the
    /// constraint is written.
    mutating func addToObjective(_ error: Symbol, at level: Float) {
        structureVersion += 1
        objective.insert(error, 1, at: level)
    }

    /// Adds a constraint's row, its optional errors already in the objective (by the caller).
    ///
    /// - Returns: `false` when the constraint cannot hold with the others (only a required one can fail); the tableau
    ///   then stands for the constraints it had.
    /// - Parameter slackAtZero: Whether an optional inequality that holds exactly at the current solution (its row's
    ///   constant 0) has its slack made basic rather than its error, both being 0. The block is as optimal either
    ///   way; with the slack basic, a constraint that pushes the inequality further into holding (a column's bottom
    ///   folded in, which takes height from a view that hugs its content) leaves its row feasible, where with the error
    ///   basic the row goes negative and the dual simplex moves the push on to the next view, and the next.
    mutating func add(_ row: Row, tag: Tag, slackAtZero: Bool = false) -> Bool {
        structureVersion += 1
        var row = row
        if row.constant < 0 { row.reverseSign() }
        var subject = Self.subject(of: row, tag: tag)
        if slackAtZero, subject == tag.other, tag.marker.kind == .slack, row.constant.isNearZero,
            row.coefficient(for: tag.marker) != 0
        {
            subject = tag.marker
        }
        if subject == nil && row.symbols.allSatisfy(\.isDummy) {
            // Only dummies: an equality the others already imply (its dummy is made basic, so that the equality comes
            // back into force if one that implied it is removed), or one that cannot hold.
            guard row.constant.isNearZero else { return false }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else if !addWithArtificialVariable(row) {
            return false
        }
        optimize()
        return true
    }

    /// Adds an inequality to an optimal tableau by the dual simplex: its slack made basic, and when that is negative
    /// (the inequality does not hold at the current solution) pivoted out as a changed constant is
    /// (``dualOptimize()``), keeping every priority level at its optimum. For a row as long as a column of views,
    /// added to a tableau of a row or two for each view, this is a pivot or two where the primal simplex of
    /// ``add(_:tag:slackAtZero:)`` steps through a degenerate pivot for every view.
    ///
    /// A row with an external variable not yet basic is added as ``add(_:tag:slackAtZero:)`` adds it, solved for that variable
    /// (the dual simplex keeps only restricted symbols out of the basis).
    ///
    /// - Returns: `false` when the inequality cannot hold with the others.
    mutating func addByDualSimplex(_ row: Row, tag: Tag) -> Bool {
        precondition(tag.marker.kind == .slack, "an inequality's row, marked by its slack")
        guard !row.symbols.contains(where: \.isExternal) else { return add(row, tag: tag) }
        structureVersion += 1
        var row = row
        row.solve(for: tag.marker)
        setRow(row, for: tag.marker)
        if row.constant < 0 { infeasible.append(tag.marker) }
        return dualOptimize()
    }

    /// The symbol to solve a new row for: an external variable, else the constraint's own slack or error when its
    /// coefficient is negative (so that its value, the row's non-negative constant over it, stays ≥ 0).
    private static func subject(of row: Row, tag: Tag) -> Symbol? {
        if let external = row.symbols.first(where: \.isExternal) { return external }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: adds the row with an artificial variable and minimises it; the row holds only if it reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = Symbol(-1, .slack)  // never stored beyond this call
        setRow(row, for: artificialSymbol)
        artificial = row
        optimize(artificialOnly: true)
        let succeeded = artificial?.constant.isNearZero ?? false
        artificial = nil
        if var basic = takeRow(of: artificialSymbol) {
            if basic.isConstant { return succeeded }
            guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: entering, replacing: artificialSymbol)
            substitute(entering, with: basic)
            setRow(basic, for: entering)
        }
        for index in rows.indices { rows[index].remove(artificialSymbol) }
        objective.substitute(artificialSymbol, with: Row())
        return succeeded
    }

    /// Takes a constraint out: its errors out of the objective, its marker out of the basis, and optimizes again.
    mutating func remove(_ tag: Tag) {
        structureVersion += 1
        if let level = tag.level {
            for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
                if let row = row(of: error) {
                    objective.insert(row, times: -1, at: level)
                } else {
                    objective.insert(error, -1, at: level)
                }
            }
        }
        if takeRow(of: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            pivot(entering: tag.marker, leaving: leaving)
            _ = takeRow(of: tag.marker)
        }
        optimize()
    }

    /// The row to pivot a non-basic marker into, so that its row can be dropped: the restricted row it limits most,
    /// else a restricted row it appears in, else an unrestricted one.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for (basic, row) in zip(basics, rows) {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.isExternal {
                third = third ?? basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.ratio }) ?? true { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.ratio }) ?? true { second = (ratio, basic) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Changes a constraint's constant by `delta`. The marker (or the other error) appears in no equation but the
    /// constraint's own, `e + k × marker + … = 0`; with the constant `c + delta`, the old rows still hold for
    /// `marker + delta / k`, so shifting the marker by that much is the whole change: one row where it (or the other
    /// error) is basic, else every row through its coefficient. Rows that go negative are solved again by
    /// ``dualOptimize()``.
    ///
    /// - Returns: Whether the tableau was optimal before: the first shift since it was.
    @discardableResult
    mutating func shiftConstant(of tag: Tag, by delta: Double) -> Bool {
        defer { hasMovedConstants = true }
        if let index = index(of: tag.marker) {
            rows[index].constant -= delta / tag.markerCoefficient
            if tag.marker.isDummy && !rows[index].constant.isNearZero {
                // An implied equality no longer implied by the others' constants: it cannot hold.
                cannotHold = true
            } else if rows[index].constant < 0 {
                infeasible.append(tag.marker)
            }
        } else if let other = tag.other, let index = index(of: other) {
            rows[index].constant -= delta / tag.otherCoefficient
            if rows[index].constant < 0 { infeasible.append(other) }
        } else {
            let shift = delta / tag.markerCoefficient
            func shiftRow(_ index: Int) {
                let coefficient = rows[index].coefficient(for: tag.marker)
                guard coefficient != 0 else { return }
                rows[index].constant += shift * coefficient
                if basics[index].isRestricted && rows[index].constant < 0 { infeasible.append(basics[index]) }
            }
            if rows.count > Self.columnIndexedRowCount {
                for index in rowsHaving(tag.marker) { shiftRow(index) }
            } else {
                for index in rows.indices { shiftRow(index) }
            }
        }
        return !hasMovedConstants
    }

    /// The rows that have `symbol`, in row order, from ``columns`` (made again when the structure changed).
    private mutating func rowsHaving(_ symbol: Symbol) -> [Int] {
        if columns?.version != structureVersion {
            var byColumn: [Symbol: [Int]] = [:]
            for (index, row) in rows.enumerated() {
                for symbol in row.symbols { byColumn[symbol, default: []].append(index) }
            }
            columns = (structureVersion, byColumn)
        }
        return columns?.rows[symbol] ?? []
    }

    /// Adds another block's rows and objective (it has no symbol in common with this one).
    mutating func merge(_ other: Tableau) {
        structureVersion += 1
        for (basic, row) in zip(other.basics, other.rows) { setRow(row, for: basic) }
        objective.merge(other.objective)
        infeasible += other.infeasible
    }

    // MARK: - Simplex

    /// The primal simplex: pivots while a symbol's reduced cost is lexicographically negative (Bland's rule for both
    /// choices, so it cannot cycle).
    mutating func optimize(artificialOnly: Bool = false) {
        while true {
            let entering: Symbol?
            if artificialOnly {
                entering = artificial.flatMap { row in
                    row.terms.filter { $0.1 < -nearZero && !$0.0.isDummy }.map(\.0).min()
                }
            } else {
                entering = objective.enteringSymbol()
            }
            guard let entering, let leaving = leavingSymbol(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted basic symbol whose row limits `entering` first (the least ratio; the lowest symbol on a tie).
    private func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for (basic, row) in zip(basics, rows) where basic.isRestricted {
            let coefficient = row.coefficient(for: entering)
            guard coefficient < -nearZero else { continue }
            let ratio = -row.constant / coefficient
            if let current = best, ratio > current.ratio + nearZero || (ratio >= current.ratio - nearZero && basic > current.symbol) {
                continue
            }
            best = (ratio, basic)
        }
        return best?.symbol
    }

    /// The dual simplex: pivots out every basic restricted symbol whose row went negative, keeping the objective
    /// optimal.
    ///
    /// - Returns: `false` when a row cannot be made non-negative: the constraints cannot all hold.
    mutating func dualOptimize() -> Bool {
        hasMovedConstants = false
        if cannotHold {
            cannotHold = false
            infeasible.removeAll()
            return false
        }
        while let leaving = infeasible.popLast() {
            guard let index = index(of: leaving), rows[index].constant < -nearZero else { continue }
            let row = rows[index]
            if leaving.isDummy {
                infeasible.removeAll()
                return false
            }
            var entering: (symbol: Symbol, coefficient: Double)?
            for (symbol, coefficient) in row.terms where coefficient > nearZero && !symbol.isDummy {
                if let best = entering,
                    !objective.ratio(symbol, over: coefficient, isLessThan: best.symbol, over: best.coefficient)
                {
                    continue
                }
                entering = (symbol, coefficient)
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering.symbol, leaving: leaving)
        }
        return true
    }

    /// The basic restricted symbols whose rows are at 0 (the vertex's degenerate rows), in row order: with the rows'
    /// structure, what decides which ways the solution can move (``canMove(_:zeroCost:)``).
    func degenerateBasics() -> [Symbol] {
        zip(basics, rows).compactMap { basic, row in basic.isRestricted && row.constant <= nearZero ? basic : nil }
    }

    /// The non-basic pivotable symbols whose reduced cost is zero at every level: moving one along keeps the objective
    /// at its optimum (where more than one layout is as good).
    func zeroCostSymbols() -> Set<Symbol> {
        var symbols: Set<Symbol> = []
        for row in rows {
            for (symbol, _) in row.terms where symbol.isPivotable && objective.sign(of: symbol) == 0 {
                symbols.insert(symbol)
            }
        }
        return symbols
    }

    /// Whether the value of `Σ coefficient × symbol` can move while the objective stays at its optimum: the primal
    /// simplex on a copy, with `±` the expression as the objective and only zero-cost symbols allowed to enter (a
    /// pivot on a zero-cost column leaves the real objective's row as it is, so the layouts visited are all optimal).
    func canMove(_ terms: [(Symbol, Double)], zeroCost: Set<Symbol>) -> Bool {
        let start = expressed(terms, constant: 0)
        // A non-basic external variable is in no restricted row and not in the objective: free to take any value.
        if start.symbols.contains(where: \.isExternal) { return true }
        guard start.symbols.contains(where: zeroCost.contains) else { return false }
        for direction in [1.0, -1.0] {
            var copy = self
            // Minimise `-direction × expression`: each pivot moves it in `direction`.
            var goal = direction > 0 ? Row(negating: start) : start
            while true {
                guard let entering = goal.terms.filter({ term in
                    term.1 < -nearZero && term.0.isPivotable && copy.objective.sign(of: term.0) == 0
                }).map(\.0).min()
                else { break }
                guard let leaving = copy.leavingSymbol(for: entering) else { return true }  // unbounded: free
                copy.pivot(entering: entering, leaving: leaving)
                let current = copy.expressed(terms, constant: 0)
                goal = direction > 0 ? Row(negating: current) : current
            }
            let moved = copy.expressed(terms, constant: 0).constant - start.constant
            if direction * moved > nearZero { return true }
        }
        return false
    }
}

extension Row {
    /// `-row`.
    init(negating row: Row) {
        self = row
        reverseSign()
    }
}

/// The rows and objective as text (`x3 = 8 + 0.5·s1 …`), for debugging.
extension Tableau: CustomStringConvertible {
    var description: String {
        func show(_ row: Row) -> String {
            "\(row.constant)" + row.terms.map { " + \($1)·\(["x", "s", "e", "d"][$0.kind.rawValue])\($0.serial)" }.joined()
        }
        var lines = zip(basics, rows).map { "\(["x", "s", "e", "d"][$0.kind.rawValue])\($0.serial) = \(show($1))" }
        for (level, row) in zip(objective.levels, objective.rows) { lines.append("obj@\(level) = \(show(row))") }
        return lines.joined(separator: "\n")
    }
}
