/// One constraint as the engine hands it to the solver, with what it came from: a constraint of the view tree, or
/// one the engine made itself (intrinsic size, autoresizing), named as diagnostics name it.
struct ConstraintSpec {
    var constraint: Constraint
    var origin: Origin

    enum Origin {
        case tree(LayoutConstraint)
        /// An intrinsic-size inequality of the view with this identifier: `title.width.hugging`,
        /// `title.height.compressionResistance`.
        case intrinsicSize(view: String, axis: Axis, hugging: Bool)
        /// Made by the engine for a view laid out by its frame: `badge.autoresizing.minX`.
        case autoresizing(view: String, part: String)
    }

    /// What a constraint in the solver is, as far as changing it in place goes: where it came from, its relation and
    /// its priority (its terms are compared apart).
    struct Shape: Equatable {
        enum Kind: UInt8 {
            case tree, autoresizing
            case widthHugging, widthCompressionResistance, heightHugging, heightCompressionResistance

            /// An intrinsic-size inequality's: hugging or compression resistance along `axis`.
            init(intrinsicSize axis: Axis, hugging: Bool) {
                self =
                    axis == .horizontal
                    ? (hugging ? .widthHugging : .widthCompressionResistance)
                    : (hugging ? .heightHugging : .heightCompressionResistance)
            }
        }
        var kind: Kind
        var relation: Relation
        var priority: Priority

        init(_ kind: Kind, _ relation: Relation, _ priority: Priority) {
            self.kind = kind
            self.relation = relation
            self.priority = priority
        }

        /// The shape of an intrinsic-size inequality, without making it
        /// (``ImpliedConstraints/intrinsicSize(of:_:_:_:hugging:priority:)``): `<=` when it hugs, `>=` when it
        /// resists compression.
        static func intrinsicSize(_ axis: Axis, hugging: Bool, _ priority: Priority) -> Shape {
            Shape(
                Kind(intrinsicSize: axis, hugging: hugging), hugging ? .lessThanOrEqual : .greaterThanOrEqual, priority)
        }
    }

    var shape: Shape {
        let kind: Shape.Kind =
            switch origin {
            case .tree: .tree
            case .autoresizing: .autoresizing
            case .intrinsicSize(_, let axis, let hugging): .init(intrinsicSize: axis, hugging: hugging)
            }
        return Shape(kind, constraint.relation, constraint.priority)
    }

    /// What diagnostics call it: the tree constraint's identifier or equation, the engine's name (made only when
    /// asked: a layout makes thousands of these and names none of them unless something is wrong).
    var name: String {
        switch origin {
        case .tree(let constraint): constraint.name
        case .intrinsicSize(let view, let axis, let hugging):
            "\(view).\(axis == .horizontal ? "width" : "height").\(hugging ? "hugging" : "compressionResistance")"
        case .autoresizing(let view, let part): "\(view).autoresizing.\(part)"
        }
    }

    /// Whether two constraints' terms are the same variables with the same coefficients, in the same order: with the
    /// same relation and priority, what the solver can change in place by setting the constant.
    static func sameTerms(_ a: [(variable: Variable, coefficient: Double)], _ b: [(variable: Variable, coefficient: Double)])
        -> Bool
    {
        guard a.count == b.count else { return false }
        // (A tree constraint's terms come from the engine's cache: the same storage, nothing to compare.)
        let shared = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
        return shared || a.indices.allSatisfy { a[$0].variable == b[$0].variable && a[$0].coefficient == b[$0].coefficient }
    }
}

extension ConstraintSpec {
    /// A tree constraint for the solver: its expression's terms (``TreeExpression``) with `constant`, and the
    /// constraint's relation, priority and identifier.
    init(tree constraint: LayoutConstraint, terms: LinearExpression, constant: Double) {
        var terms = terms
        terms.constant = constant
        self.init(
            constraint: Constraint(
                terms, constraint.relation, LinearExpression(), priority: constraint.priority,
                identifier: constraint.identifier),
            origin: .tree(constraint))
    }
}
