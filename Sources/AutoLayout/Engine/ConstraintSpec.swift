/// One constraint as the engine hands it to the solver, with what it came from: a constraint of the view tree, or
/// one the engine made itself (intrinsic size, autoresizing), named as diagnostics name it.
struct ConstraintSpec {
    var constraint: Constraint
    var origin: Origin

    enum Origin {
        case tree(LayoutConstraint)
        /// Made by the engine: `title.width.hugging`, `badge.autoresizing.minX`.
        case engine(String)
    }

    /// What diagnostics call it: the tree constraint's identifier or equation, the engine's name.
    var name: String {
        switch origin {
        case .tree(let constraint): constraint.name
        case .engine(let name): name
        }
    }

    /// Whether `other` is this constraint with at most its constant changed: the same variables and coefficients,
    /// relation and priority — what the solver can change in place.
    func differsOnlyInConstant(from other: ConstraintSpec) -> Bool {
        let a = constraint, b = other.constraint
        guard a.relation == b.relation, a.priority == b.priority,
            a.expression.terms.count == b.expression.terms.count
        else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable == $1.variable && $0.coefficient == $1.coefficient
        }
    }
}
