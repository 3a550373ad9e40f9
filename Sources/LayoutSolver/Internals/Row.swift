/// A row of the tableau, `constant + Σ coefficient × symbol`, sparse: the symbols ascending, each with a non-zero
/// coefficient.
///
/// As a basic row it says `basic = constant + Σ coefficient × symbol` over non-basic symbols; as an objective row, the
/// objective's value and each non-basic symbol's reduced cost.
struct Row {
    private(set) var symbols: [Symbol] = []
    private(set) var coefficients: [Double] = []
    var constant: Double
    /// A bit for each symbol the row has had, the symbol's raw value modulo 64: a row without a symbol's bit does not
    /// have it, found without a search (a change of constants or a pivot asks every row of a tableau about one
    /// symbol, which most do not have). Bits are not cleared when a symbol goes: only a search says it is there.
    private var mask: UInt64 = 0

    private static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.raw & 63) }

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
        guard mask & Self.bit(symbol) != 0 else { return nil }
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
            mask |= Self.bit(symbol)
        }
    }

    /// Adds `factor × other`, merging the two sorted lists once.
    ///
    /// In place: the row's arrays grow by the symbols it lacks and the lists are merged from the back, so that a row
    /// with room to spare (most, once grown) allocates nothing; the sums are those of a merge from the front, bit for
    /// bit, and a coefficient that comes to near zero is removed.
    mutating func insert(_ other: Row, times factor: Double = 1) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        mask |= other.mask
        if symbols.isEmpty {
            symbols = other.symbols
            coefficients = other.coefficients.map { $0 * factor }
            return
        }
        // How many of the other row's symbols this one lacks: the slots the merge needs. The walk starts at the first
        // of ours not below their first (by binary search): a short row merged into a long one whose symbols are all
        // below it (the next block's, made later) costs its own length, not the long one's.
        let count = symbols.count, otherCount = other.symbols.count
        var added = 0
        other.symbols.withUnsafeBufferPointer { theirs in
            symbols.withUnsafeBufferPointer { ours in
                var i = 0, high = count
                while i < high {
                    let middle = (i + high) / 2
                    if ours[middle] < theirs[0] { i = middle + 1 } else { high = middle }
                }
                for j in 0..<otherCount {
                    while i < count && ours[i] < theirs[j] { i += 1 }
                    if i < count && ours[i] == theirs[j] { i += 1 } else { added += 1 }
                }
            }
        }
        if added > 0 {
            symbols.append(contentsOf: repeatElement(other.symbols[0], count: added))
            coefficients.append(contentsOf: repeatElement(0, count: added))
        }
        var cancelled = false
        symbols.withUnsafeMutableBufferPointer { symbols in
            coefficients.withUnsafeMutableBufferPointer { coefficients in
                other.symbols.withUnsafeBufferPointer { theirSymbols in
                    other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                        // From the back: `write` stays at or past `mine`, by the other's symbols still to place.
                        var mine = count - 1, theirs = otherCount - 1, write = count + added - 1
                        while theirs >= 0 {
                            let value: Double
                            if mine >= 0 && symbols[mine] > theirSymbols[theirs] {
                                symbols[write] = symbols[mine]
                                value = coefficients[mine]
                                mine -= 1
                            } else if mine >= 0 && symbols[mine] == theirSymbols[theirs] {
                                symbols[write] = symbols[mine]
                                value = coefficients[mine] + theirCoefficients[theirs] * factor
                                mine -= 1
                                theirs -= 1
                            } else {
                                symbols[write] = theirSymbols[theirs]
                                value = theirCoefficients[theirs] * factor
                                theirs -= 1
                            }
                            coefficients[write] = value
                            if value.isNearZero { cancelled = true }
                            write -= 1
                        }
                    }
                }
            }
        }
        guard cancelled else { return }
        var kept = 0
        for index in symbols.indices where !coefficients[index].isNearZero {
            symbols[kept] = symbols[index]
            coefficients[kept] = coefficients[index]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
        coefficients.removeLast(coefficients.count - kept)
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
