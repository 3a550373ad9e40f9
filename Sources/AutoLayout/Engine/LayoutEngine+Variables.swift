/// The solver's variables for the tree: four frame values for each view (two for the root, whose origin is (0, 0))
/// and each guide a constraint places, made again only when the items or their order changed.
extension LayoutEngine {
    /// The views under `root` as ``View/subtree`` orders them, each with its superview's place among them (−1 for
    /// the root; found on the way down, not through each view's weak reference up).
    static func subtree(of root: View) -> (views: [View], superviews: [Int]) {
        var views: [View] = [root], superviews: [Int] = [-1]
        // Depth first, each view's subviews in order: a stack of the subview lists being walked (a list is retained
        // once, not each view in it twice), each with the place of the view they are in and how far along it is.
        var pending: [(subviews: [View], superview: Int, next: Int)] = [(root.subviews, 0, 0)]
        while !pending.isEmpty {
            let top = pending.count - 1
            let next = pending[top].next
            guard next < pending[top].subviews.count else {
                pending.removeLast()
                continue
            }
            pending[top].next = next + 1
            let view = pending[top].subviews[next]
            let place = views.count
            views.append(view)
            superviews.append(pending[top].superview)
            let subviews = view.subviews
            if !subviews.isEmpty { pending.append((subviews, place, 0)) }
        }
        return (views, superviews)
    }

    /// Gives every view, and every guide of its own that a constraint places, its variables; when the items are not
    /// those of the last layout, the solver starts again.
    func makeVariablesIfNeeded(for views: [View], superviews: [Int]) {
        // (Identities, not an array of items: every view put in another array is retained, and a view's count, kept
        // in a side table since weak references point at it, is slow to change.)
        var identities = views.map(ObjectIdentifier.init)
        var owners = superviews.map { $0 < 0 ? nil : identities[$0] }
        // A free guide a view owns is placed while an active constraint names it (margins and safe-area guides are
        // their views' bounds, inset).
        var guides: [LayoutGuide] = []
        for view in views where !view.layoutGuides.isEmpty {
            for guide in view.layoutGuides where guide.kind == .free && guide.activeConstraintCount > 0 {
                guides.append(guide)
                identities.append(ObjectIdentifier(guide))
                owners.append(guide.coordinateOwner.map(ObjectIdentifier.init))
            }
        }
        if owners != itemOwners {
            itemOwners = owners
            treeExpressions = []  // a view moved: the expressions' coordinates did
        }
        guard identities != itemsWithVariables else { return }
        // The widths measured at, found again by view in the new order.
        let oldPlaces = viewPlaces, oldWidths = measuredWidths
        viewPlaces = Dictionary(uniqueKeysWithValues: views.indices.map { (identities[$0], $0) })
        measuredWidths = views.map { view in oldPlaces[ObjectIdentifier(view)].flatMap { oldWidths[$0] } }
        treeExpressions = []
        solver = LayoutSolver()
        variables = [:]
        variableMeanings = []
        applied = []
        appliedShapes = []
        appliedConstants = []
        solverIDs = []
        heldNonNegative = []
        isHeldNonNegative = [Bool](repeating: false, count: 4 * identities.count - 2)
        sizeVariables = []
        itemsWithVariables = identities
        // (Unnamed: the engine names what the solver reports by `variableMeanings`.)
        var made = solver.makeVariables(count: 4 * identities.count - 2)[...]
        for item in views as [LayoutItem] + guides as [LayoutItem] {
            func make(_ attribute: FrameAttribute) -> Variable {
                variableMeanings.append((item.identifier, attribute))
                return made.removeFirst()
            }
            let isRoot = item === root
            let own = ItemVariables(
                x: isRoot ? nil : make(.x), y: isRoot ? nil : make(.y), width: make(.width), height: make(.height))
            variables[ObjectIdentifier(item)] = own
            sizeVariables += [own.width, own.height]
        }
        viewVariables = views.map { variables[ObjectIdentifier($0)]! }
    }
}
