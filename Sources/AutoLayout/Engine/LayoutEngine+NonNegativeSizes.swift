/// No item's width or height is ever negative: a required condition of every layout, as UIKit's engine holds it.
///
/// UIKit never lays a view out at a negative size. A required `width == -16` alone is reported as unsatisfiable and
/// broken (TimOliver/TOCropViewController issue 479's log), and so are `|-(4)-[stack]`, `stack.trailing ==
/// bar.trailing - 10` and `bar.width == 0` together, which leave the stack −14 wide (trustwallet/trust-wallet-ios
/// issue 279: UIKit broke the trailing constraint); "Auto Layout works with positive sizes, zero or larger. You cannot
/// create views with negative widths or heights" (Erica Sadun, *iOS Auto Layout Demystified*, "About Those Missing
/// Views", informit.com/articles/article.aspx?p=2151265&seqNum=5). Xcode stores no negative frame either (the
/// reader refuses one as malformed): where required constraints squeeze a label past zero it stores height 0 (bryceco/
/// GoMap, src/iOS/DisplaySettings/Base.lproj/Display.storyboard, the label at line 328).
///
/// Adding `width >= 0` and `height >= 0` for every item would cost every layout: a size that only one equality
/// decides is worked out after the rest (``LayoutSolver``'s presolve peels it off), and a second constraint on it
/// would put it into a tableau. So the condition is added only where it matters: after a solve, the sizes that came
/// out negative are held at ≥ 0 and the layout is solved again, until none is negative. A layout whose sizes never go
/// negative — the common one — costs one pass over its sizes.
///
/// This gives the layout of the condition on every item. Let S be the sizes held when no size is negative, and x the
/// solution with S held. Holding every size allows fewer solutions than holding S, and x is among them; so x, the best
/// (priority level by level) of the larger set, is the best of the smaller one too — the same frames, whenever the
/// best is unique (an ambiguous layout may settle at another of its equally good solutions). The required constraints
/// broken are the same, taken in the same order: a condition goes into the solver before any constraint of its size,
/// so it is never the one broken (its size is free until then, and `≥ 0` holds), and a constraint that cannot hold
/// with those before it and S cannot hold with them and every condition either, while one that can hold with them and
/// S does hold, with every condition, at x.
///
/// It ends: the first round holds the sizes that came out negative, and a second round, if any size not held still
/// does, holds every size; so a layout solves at most three times, and one that goes negative usually twice. (Holding
/// only the negative ones round after round would let a squeeze pass from item to item — a column of labels giving
/// up its height one by one — at a solve an item.) A layout of more than ``defaultHeldAtOnceLimit`` sizes, where a tableau of
/// every size's condition would cost more than it saves, holds the negative ones for ``roundLimit`` rounds and then
/// gives the sizes still below 0 as 0 where the solve put them: no size is negative, but the items after such a size
/// are not moved to meet it (a column of thousands of labels squeezed past its end: the frames of the labels after the
/// one squeezed overlap the ones before, where holding every size would have spread the squeeze over many labels).
///
/// The sizes held stay held while the items and the layout direction stay: by the argument above, holding a size that
/// would not go negative changes no frame, so the next layout — a re-solve in place at another category
/// (``constantsInPlace(_:_:)``), or one built again after a constraint changed or one was broken — starts from them
/// and solves once unless another size goes negative. New items or another direction start from none. (Which of
/// several constraints is broken, and where an ambiguous layout settles, can depend on the sizes held, which change
/// the order in which the solver's components meet their constraints; the frames of a layout whose best is unique,
/// and whether its required constraints hold, do not.)
///
/// A set of required constraints that cannot hold with a size at 0 or more is reported as any other: a smallest set
/// that cannot hold together, the condition among it (`label.height.nonNegative`), and the constraint broken, never
/// the condition. (UIKit's log lists only the constraints, not the condition.)
extension LayoutEngine {
    /// The solver's values once no item's width or height is negative: the sizes below 0 held at ≥ 0 and the layout
    /// solved afresh, as often as a size not held yet comes out negative.
    func valuesWithoutNegativeSizes() -> [Double] {
        var values = solver.values()
        var rounds = 0
        while true {
            // (In locals: the engine's properties are checked for exclusive access at every read.)
            let isHeld = isHeldNonNegative
            var negative: [Variable] = []
            for size in sizeVariables where values[size.index] < 0 && !isHeld[size.index] { negative.append(size) }
            guard !negative.isEmpty else { return values }
            rounds += 1
            if rounds > 1 && sizeVariables.count <= heldAtOnceLimit {
                // Sizes still going negative once the first were held: a squeeze passed from one item to the next
                // (a column of labels giving up its height one after another) would take a round an item. Every
                // size is held at once instead: one solve more.
                negative = sizeVariables.filter { !isHeld[$0.index] }
            } else if rounds > Self.roundLimit {
                // A larger layout, still squeezed after as many rounds: its sizes below 0 are given as 0 where the
                // solve put them (the items after them not moved up to meet them).
                for size in negative { values[size.index] = 0 }
                return values
            }
            for size in negative { isHeldNonNegative[size.index] = true }
            heldNonNegative = (heldNonNegative + negative).sorted { $0.index < $1.index }
            // The constraints as they are in the solver now: those added, with the constants set since.
            var specs = applied
            let constants = appliedConstants
            for index in specs.indices { specs[index].constraint.expression.constant = constants[index] }
            rebuildSolver(specs)
            applied = specs
            values = solver.values()
        }
    }

    /// The most sizes a layout holds all at once when holding those that went negative was not enough
    /// (`heldAtOnceLimit`'s default): past it, a tableau of every size's condition costs more than the rounds (2,048
    /// sizes: a column of 1,024 labels).
    static let defaultHeldAtOnceLimit = 2048
    /// The rounds a larger layout is solved again in, its negative sizes held, before those still below 0 are given as
    /// 0: one, which the common squeeze of one item needs.
    static let roundLimit = 1

    /// A solver made afresh with the sizes held at ≥ 0 first, then `specs` in order (each spec's solver identity is
    /// then its index after the conditions').
    func rebuildSolver(_ specs: [ConstraintSpec]) {
        let solver = LayoutSolver()
        _ = solver.makeVariables(count: variableMeanings.count)
        for size in heldNonNegative { solver.add(size >= 0) }
        solverIDs = specs.map { solver.add($0.constraint) }
        self.solver = solver
        appliedDirection = layoutDirection
    }

    /// Lets go of the sizes held (the layout direction changed: a layout in it starts from none).
    func releaseNonNegativeSizes() {
        for size in heldNonNegative { isHeldNonNegative[size.index] = false }
        heldNonNegative = []
    }

    /// What diagnostics call the constraint the solver knows as `id`: a spec's name, or for a size held at ≥ 0
    /// `label.height.nonNegative`.
    func constraintName(_ id: ConstraintID) -> String {
        let held = heldNonNegative
        guard id.index < held.count else { return applied[id.index - held.count].name }
        let meaning = variableMeanings[held[id.index].index]
        return "\(meaning.item).\(meaning.attribute.rawValue).nonNegative"
    }
}
