/// One column of the simplex tableau: a variable of the model (external, unrestricted) or one the solver makes — a
/// slack (≥ 0) for an inequality, an error (≥ 0) measuring how far an optional constraint is from holding, a dummy
/// (= 0) marking a required equality.
///
/// The kind is in the low two bits, so ordering symbols by their raw value (Bland's rule, which keeps the simplex from
/// cycling) needs no table.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        case external = 0, slack = 1, error = 2, dummy = 3
    }

    let raw: Int

    init(_ serial: Int, _ kind: Kind) {
        raw = serial << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: raw & 3)! }
    var serial: Int { raw >> 2 }

    /// Whether it is restricted to ≥ 0 (every kind but external).
    var isRestricted: Bool { raw & 3 != 0 }
    /// Whether it may enter the basis: slacks and errors (external variables enter only as subjects, dummies never).
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
    var isDummy: Bool { raw & 3 == 3 }
    var isExternal: Bool { raw & 3 == 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// The tolerance below which a coefficient or constant counts as zero.
let nearZero = 1e-8

extension Double {
    var isNearZero: Bool { abs(self) < nearZero }
}
