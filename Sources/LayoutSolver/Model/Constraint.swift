/// How the two sides of a constraint compare.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A linear constraint, `lhs relation rhs`, at a priority, with an identifier that diagnostics name it by.
///
/// ```swift
/// let fits = (a + 8 <= b).priority(.defaultHigh).identifier("gap")   // a, b: Variable
/// ```
/// (Two variables are made equal with `a == b + 0` or `a == LinearExpression(b)`: `a == b` compares the variables.)
public struct Constraint: Sendable {
    /// The left side less the right: the constraint is `expression relation 0`.
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority
    /// What diagnostics call it (a conflict set lists identifiers); `nil` for none.
    public var identifier: String?

    /// `lhs relation rhs` at `priority`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required,
        identifier: String? = nil
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// This constraint at `priority`.
    public func priority(_ priority: Priority) -> Constraint {
        var constraint = self
        constraint.priority = priority
        return constraint
    }

    /// This constraint named `identifier`.
    public func identifier(_ identifier: String) -> Constraint {
        var constraint = self
        constraint.identifier = identifier
        return constraint
    }
}

extension LinearExpression {
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs, .equal, rhs)
    }

    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, rhs)
    }

    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, rhs)
    }

    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(constant: rhs) }
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(constant: rhs) }
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(constant: rhs) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= rhs }
}
