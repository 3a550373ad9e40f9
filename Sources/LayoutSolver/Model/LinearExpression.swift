/// A sum of variables times coefficients, plus a constant: `2 × a.width + b.x − 8`.
///
/// Built with the usual operators: `a + b`, `a - 8`, `2 * a`, `a * 0.5`. A variable is an expression with one term.
public struct LinearExpression: Sendable {
    /// The terms, each variable once, in the order they were first added.
    public private(set) var terms: [(variable: Variable, coefficient: Double)]
    /// The constant.
    public var constant: Double

    /// `Σ coefficient × variable + constant`, adding up the coefficients of a variable given more than once.
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for term in terms { add(term.variable, term.coefficient) }
    }

    /// `1 × variable`.
    public init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    /// A constant.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    /// Adds `factor × other`.
    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }
}

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs)
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { lhs * LinearExpression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}
