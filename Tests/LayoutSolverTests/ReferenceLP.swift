/// A textbook dense two-phase simplex (Bland's rule), independent of the solver under test: the reference the property
/// test checks it against. Solves `minimize c·z subject to A z = b, z ≥ 0`.
struct ReferenceLP {
    var a: [[Double]]
    var b: [Double]
    var c: [Double]

    /// The optimum's value, or `nil` when the problem is infeasible.
    func minimum() -> Double? {
        let m = a.count, n = c.count
        // Rows with b ≥ 0; phase one over n + m columns (the artificials last).
        var rows = a, rhs = b
        for i in 0..<m where rhs[i] < 0 {
            rows[i] = rows[i].map { -$0 }
            rhs[i] = -rhs[i]
        }
        var tableau = (0..<m).map { i in rows[i] + (0..<m).map { $0 == i ? 1.0 : 0.0 } + [rhs[i]] }
        var basis = Array(n..<(n + m))
        let width = n + m
        func pivot(_ row: Int, _ column: Int) {
            let p = tableau[row][column]
            for j in 0...width { tableau[row][j] /= p }
            for i in 0..<m where i != row && tableau[i][column] != 0 {
                let factor = tableau[i][column]
                for j in 0...width { tableau[i][j] -= factor * tableau[row][j] }
            }
            basis[row] = column
        }
        func run(_ cost: [Double], allowed: (Int) -> Bool) -> Bool {
            while true {
                // Reduced costs: cost_j − Σ cost_basis × column.
                var entering: Int?
                for j in 0..<width where allowed(j) && !basis.contains(j) {
                    var reduced = cost[j]
                    for i in 0..<m { reduced -= cost[basis[i]] * tableau[i][j] }
                    if reduced < -1e-9 { entering = j; break }
                }
                guard let column = entering else { return true }
                var leaving: Int?, best = Double.infinity
                for i in 0..<m where tableau[i][column] > 1e-9 {
                    let ratio = tableau[i][width] / tableau[i][column]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving!]) {
                        best = ratio
                        leaving = i
                    }
                }
                guard let row = leaving else { return false }  // unbounded
                pivot(row, column)
            }
        }
        let phaseOne = [Double](repeating: 0, count: n) + [Double](repeating: 1, count: m)
        _ = run(phaseOne, allowed: { _ in true })
        let infeasibility = (0..<m).reduce(0.0) { $0 + phaseOne[basis[$1]] * tableau[$1][width] }
        guard infeasibility < 1e-7 else { return nil }
        // Artificials still basic at zero: pivot them out where a real column can take their place.
        for i in 0..<m where basis[i] >= n {
            if let column = (0..<n).first(where: { abs(tableau[i][$0]) > 1e-9 }) { pivot(i, column) }
        }
        let cost = c + [Double](repeating: 0, count: m)
        guard run(cost, allowed: { $0 < n }) else { return -Double.infinity }
        return (0..<m).reduce(0.0) { $0 + cost[basis[$1]] * tableau[$1][width] }
    }
}
