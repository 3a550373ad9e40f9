/// How the layout's constraints get into the solver: when only their constants changed since the last layout (a
/// category change, a wrapping label's second pass), only the constants, which the solver re-solves from its last
/// solution (the dual simplex); otherwise they are made whole and added to a solver made afresh.
extension LayoutEngine {
    /// The constants of the constraints in the solver worked out afresh, when the tree makes the same constraints as
    /// the last layout, with the same terms, relations and priorities — a category change, a wrapping label's second
    /// pass: nothing but the constants is read or made (``makeConstraints(_:_:into:)`` into a sink that takes only
    /// them). `nil` when anything else changed (the specs are then made and compared in full, ``makeSpecs(_:_:)`` and
    /// ``apply(_:)``), or when the last layout broke a constraint.
    func constantsInPlace(_ views: [View], _ contents: Contents) throws(LayoutError) -> [Double]? {
        guard !applied.isEmpty, appliedDirection == layoutDirection, solver.conflicts.isEmpty else { return nil }
        // (The arrays in the sink: the engine's properties are checked for exclusive access at every read.)
        var sink = ConstantsInPlace(shapes: appliedShapes, applied: applied)
        sink.constants.reserveCapacity(sink.shapes.count)
        guard try makeConstraints(views, contents, into: &sink), sink.constants.count == sink.shapes.count else {
            return nil
        }
        return sink.constants
    }

    /// Changes the constants of the constraints in the solver to `constants`, by the specs' indices.
    func setConstants(_ constants: [Double]) {
        let solverIDs = self.solverIDs, old = appliedConstants
        var changes: [(id: ConstraintID, constant: Double)] = []
        for index in constants.indices where constants[index] != old[index] {
            changes.append((solverIDs[index], constants[index]))
        }
        solver.setConstants(changes)
        appliedConstants = constants
    }

    /// Puts the constraints into the solver: in place when only constants changed since the last layout (and
    /// nothing was broken, so that a re-solve ends where a fresh solve would), built again otherwise, with the sizes
    /// held at ≥ 0 before (none after a change of direction: `valuesWithoutNegativeSizes()`).
    func apply(_ specs: [ConstraintSpec]) {
        let solver = self.solver
        // (The arrays in locals, and compared field by field: the engine's property, or a spec, read for each
        // would copy every spec.)
        let applied = self.applied
        let inPlace =
            appliedDirection == layoutDirection && solver.conflicts.isEmpty && specs.count == applied.count
            && specs.indices.allSatisfy { index in
                specs[index].constraint.relation == applied[index].constraint.relation
                    && specs[index].constraint.priority == applied[index].constraint.priority
                    && ConstraintSpec.sameTerms(
                        specs[index].constraint.expression.terms, applied[index].constraint.expression.terms)
            }
        if inPlace {
            setConstants(specs.map(\.constraint.expression.constant))
        } else {
            if appliedDirection != layoutDirection { releaseNonNegativeSizes() }
            rebuildSolver(specs)
        }
        self.applied = specs
        appliedShapes = specs.map(\.shape)
        appliedConstants = specs.map(\.constraint.expression.constant)
    }
}

/// Takes the constants of a layout whose constraints are, but for their constants, those in the solver, in order;
/// declines the first constraint that is not.
///
/// A constraint with the shape of the solver's at its place has its terms too, but for an autoresizing mask's (its
/// frame, its mask or its superview's size may have changed), which comes whole and has its terms compared: an
/// intrinsic size's terms are its view's width or height, and a tree constraint's those of the last layout's
/// expression (the walk stops where that does not stand).
private struct ConstantsInPlace: ConstraintSink {
    static var takesWholeConstraints: Bool { false }
    let shapes: [ConstraintSpec.Shape]
    let applied: [ConstraintSpec]
    var constants: [Double] = []

    mutating func take(_ shape: ConstraintSpec.Shape, constant: Double, spec: ConstraintSpec?) -> Bool {
        let index = constants.count
        guard index < shapes.count, shapes[index] == shape else { return false }
        if let spec,
            !ConstraintSpec.sameTerms(spec.constraint.expression.terms, applied[index].constraint.expression.terms)
        {
            return false
        }
        constants.append(constant)
        return true
    }
}
