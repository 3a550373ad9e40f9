/// What the engine's walk over a layout's constraints (``LayoutEngine/makeConstraints(_:_:into:)``)
/// hands each constraint to, in the order the solver holds them: a first solve takes every one whole, a re-solve in
/// place takes only the constants, checking that each constraint is the one the solver has.
protocol ConstraintSink {
    /// Whether the sink takes every constraint whole. When not, only the constraints the walk makes whole anyway (an
    /// autoresizing mask's) come with their spec; the rest come with their shape and constant alone, and nothing
    /// else is made for them.
    static var takesWholeConstraints: Bool { get }

    /// Takes the next constraint.
    ///
    /// - Parameters:
    ///   - shape: Where it comes from, its relation and its priority.
    ///   - constant: Its constant for the solver (its spec's expression's).
    ///   - spec: The constraint whole — its terms, its origin —, as ``takesWholeConstraints`` says.
    /// - Returns: Whether the walk goes on.
    mutating func take(_ shape: ConstraintSpec.Shape, constant: Double, spec: ConstraintSpec?) -> Bool
}
