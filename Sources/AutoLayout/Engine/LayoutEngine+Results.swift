/// What a layout hands back: the frames the solver decided, and what is wrong with them.
extension LayoutEngine {
    /// Each view's frame in tree order, with findings for a view that is shown — compressed below its intrinsic
    /// size, or outside its superview's bounds —, the constraints broken, each with the set it conflicts with (named
    /// as diagnostics name them), and, when asked, the frame values nothing decides.
    /// `values` are the solver's, with no size below 0 (`valuesWithoutNegativeSizes()`).
    func result(
        _ views: [View], _ superviews: [Int], _ contents: Contents, values: [Double], passes: Int,
        findingAmbiguity: Bool
    ) -> LayoutResult {
        var frames: [ViewFrame] = []
        frames.reserveCapacity(views.count)
        var findings: [LayoutFinding] = []
        for (place, view) in views.enumerated() {
            let own = viewVariables[place]
            let frame = Rect(
                x: own.x.map { values[$0.index] } ?? 0, y: own.y.map { values[$0.index] } ?? 0,
                width: values[own.width.index], height: values[own.height.index])
            frames.append(ViewFrame(view: view.identifier, frame: frame))
            guard !view.isHidden else { continue }
            if let size = contents.measured[place]?.size {
                for (axis, intrinsic, actual) in [
                    (Axis.horizontal, size.width, frame.width), (.vertical, size.height, frame.height),
                ] {
                    if let intrinsic, actual < intrinsic - Self.tolerance {
                        findings.append(.compressed(view: view.identifier, axis: axis, intrinsic: intrinsic, actual: actual))
                    }
                }
            }
            let superview = superviews[place]
            if superview >= 0, case let bounds = frames[superview].frame,
                !Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).contains(frame, tolerance: Self.tolerance)
            {
                findings.append(.outsideSuperview(view: view.identifier, superview: views[superview].identifier))
            }
        }
        let unsatisfiable = solver.conflicts.map { conflict in
            UnsatisfiableConstraints(
                constraints: conflict.constraints.map(constraintName), broken: constraintName(conflict.broken))
        }
        let ambiguous: [Ambiguity] =
            findingAmbiguity
            ? solver.ambiguousVariables().map { variable in
                let meaning = variableMeanings[variable.index]
                return Ambiguity(item: meaning.item, attribute: meaning.attribute)
            } : []
        return LayoutResult(
            frames: frames, unsatisfiable: unsatisfiable, ambiguous: ambiguous, findings: findings, passes: passes)
    }

    /// How far a frame may be from a bound before a finding says so: far below a pixel, far above rounding.
    static let tolerance = 1e-6
}
