/// A row of the tableau, `constant + Σ coefficient × symbol`, sparse: the symbols ascending, each with a non-zero
/// coefficient.
///
/// As a basic row it says `basic = constant + Σ coefficient × symbol` over non-basic symbols; as an objective row, the
/// objective's value and each non-basic symbol's reduced cost.
struct Row {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isConstant: Bool { symbols.isEmpty }

    /// The coefficient of `symbol`; 0 when it is not in the row.
    func coefficient(for symbol: Symbol) -> Double {
        guard let index = position(of: symbol) else { return 0 }
        return coefficients[index]
    }

    /// Where `symbol` is, by binary search.
    private func position(of symbol: Symbol) -> Int? {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low < symbols.count && symbols[low] == symbol ? low : nil
    }

    /// Adds `coefficient × symbol`; a coefficient that becomes near zero is removed.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        if low < symbols.count && symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if sum.isNearZero {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
        } else if !coefficient.isNearZero {
            symbols.insert(symbol, at: low)
            coefficients.insert(coefficient, at: low)
        }
    }

    /// Adds `factor × other`, merging the two sorted lists once.
    mutating func insert(_ other: Row, times factor: Double = 1) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        if symbols.isEmpty {
            symbols = other.symbols
            coefficients = other.coefficients.map { $0 * factor }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            let symbol: Symbol, value: Double
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                (symbol, value) = (symbols[i], coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                (symbol, value) = (other.symbols[j], other.coefficients[j] * factor)
                j += 1
            } else {
                (symbol, value) = (symbols[i], coefficients[i] + other.coefficients[j] * factor)
                i += 1
                j += 1
            }
            if !value.isNearZero {
                mergedSymbols.append(symbol)
                mergedCoefficients.append(value)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Symbol) {
        guard let index = position(of: symbol) else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    /// Every coefficient and the constant negated.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` as `symbol = row'`: the row without `symbol`, divided by minus its coefficient.
    mutating func solve(for symbol: Symbol) {
        guard let index = position(of: symbol) else { return }
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = row` (a basic row of `lhs`) as `rhs = row'`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`.
    ///
    /// - Returns: Whether the symbol was in this row.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard let index = position(of: symbol) else { return false }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, times: coefficient)
        return true
    }

    /// The row's terms.
    var terms: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}
