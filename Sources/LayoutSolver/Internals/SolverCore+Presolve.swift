/// Presolving: a component made smaller before it reaches a tableau, as linear-programming solvers do (Andersen &
/// Andersen, *Presolving in linear programming*, Math. Programming 71, 1995: fixed variables and free column
/// singletons). Required equalities of one unknown fix variables, equalities with a variable nothing else has are
/// peeled off and worked out after the rest, and what is left falls apart into independent blocks, each a Cassowary
/// tableau (``Tableau``). Both steps are exact: the layout and the conflicts are those of the constraints as given.
/// In a large block, inequalities that hold with room to spare are set aside (a relaxation, checked after the solve).
extension SolverCore {
    /// What presolving does, in a block of more than ``largestBlockSolvedWhole`` constraints, with the inequalities
    /// that keep its equalities from being peeled (step 2b of ``presolved(_:largeBlocks:)``).
    enum LargeBlocks {
        /// Nothing: the block is solved as it is.
        case whole
        /// They are left out, and checked against the solution of the rest (``checkSetAside()``).
        case relaxed
        /// They are expressed through the peeled equalities in the variables left (``folding(_:into:)``), and added
        /// last to the tableau of the blocks they join.
        case folded
    }

    /// A component presolved — fixed variables substituted, free singletons peeled off — and the rest solved in
    /// independent tableaus; `nil` when its required constraints cannot all hold (it is then added one by one, which
    /// breaks the constraint that fails, as a sequence of additions would).
    ///
    /// 1. *Fixing*: a required equality with one variable not yet fixed fixes it (`x == 16`; `x + w == 390` once
    ///    `x` is fixed); every other constraint with the variable loses one unknown, which may make it a fixer too.
    ///    A constraint left without unknowns must hold, or the component conflicts.
    /// 2. *Peeling*: of what remains, an equality (of any priority) with a variable that no other remaining
    ///    constraint has is taken out: whatever the others decide, that variable can make it hold exactly, so it
    ///    changes neither the layout of the rest nor any error; the variable is worked out from it afterwards. Taking
    ///    it out lowers its other variables' counts, which may free more (a chain of table rows peels from its end).
    /// 3. The rest, with fixed variables as constants, falls into blocks that share no variable, each a tableau.
    ///
    /// A block of more than ``largestBlockSolvedWhole`` constraints is first made smaller by setting aside
    /// inequalities that keep equalities from being peeled (step 2b below; `largeBlocks`). *Relaxed*, they are left
    /// out: the optimum of the constraints without them, when it meets each of them with room to spare, is the
    /// optimum with them, and the same layouts are optimal near it (so the same values are ambiguous);
    /// ``checkSetAside()`` checks that, and solves the component again with them *folded* when one does not hold:
    /// expressed through the peeled equalities in the variables left (exact: the equalities hold whatever those
    /// are), each is one row in the tableau of the blocks it joins, where the column's positions would each have
    /// been a row as long as the column. Smaller blocks are solved as they are: setting aside changes the order of
    /// the arithmetic, and with it the last bits of the values.
    ///
    /// The work is in arrays over the component's own numbering — its variables in the order met, its constraints
    /// by their place in `order` — so that it is linear in the component's size, whatever the solver's.
    ///
    /// - Complexity: O(*n*) in the component's terms, besides the tableaus' own work.
    mutating func presolved(_ order: [Int], largeBlocks: LargeBlocks) -> Component? {
        var component = Component()
        // The component's variables, numbered in the order met (`localIndex` maps back while this runs).
        var variables: [Int] = []
        for index in order {
            for term in records[index].terms where localIndex[term.variable] < 0 {
                localIndex[term.variable] = variables.count
                variables.append(term.variable)
            }
        }
        defer { for variable in variables { localIndex[variable] = -1 } }
        let count = variables.count
        // Which constraints have each variable: the places in `order`, variable by variable (`having[start[v]..<start[v + 1]]`).
        var start = [Int](repeating: 0, count: count + 1)
        for index in order {
            for term in records[index].terms { start[localIndex[term.variable] + 1] += 1 }
        }
        for variable in 0..<count { start[variable + 1] += start[variable] }
        var having = [Int](repeating: 0, count: start[count])
        var filled = start
        for (place, index) in order.enumerated() {
            for term in records[index].terms {
                let variable = localIndex[term.variable]
                having[filled[variable]] = place
                filled[variable] += 1
            }
        }
        func isEquality(_ place: Int) -> Bool { records[order[place]].constraint.relation == .equal }
        func isRequiredEquality(_ place: Int) -> Bool {
            isEquality(place) && records[order[place]].constraint.priority.isRequired
        }

        // 1. Fixing.
        var fixed = [Double?](repeating: nil, count: count)
        var unknowns = order.map { records[$0].terms.count }
        var done = [Bool](repeating: false, count: order.count)  // fixers and settled constraints
        var queue = order.indices.filter { isRequiredEquality($0) && unknowns[$0] == 1 }
        var next = 0
        while next < queue.count {
            let place = queue[next]
            next += 1
            guard !done[place] else { continue }
            done[place] = true
            let index = order[place]
            var constant = records[index].constraint.expression.constant
            var unknown: (variable: Int, coefficient: Double)?
            for term in records[index].terms {
                let variable = localIndex[term.variable]
                if let value = fixed[variable] {
                    constant += term.coefficient * value
                } else {
                    unknown = (variable, (unknown?.coefficient ?? 0) + term.coefficient)
                }
            }
            guard let unknown else {
                // Fixed by others before its turn: it must hold.
                records[index].role = .settled
                guard holds(.equal, constant) else { return nil }
                continue
            }
            let value = -constant / unknown.coefficient
            let global = variables[unknown.variable]
            fixed[unknown.variable] = value
            component.fixedValues[global] = value
            component.fixers[global] = index
            records[index].role = .fixer(variable: global)
            var users: [Int] = []
            for user in having[start[unknown.variable]..<start[unknown.variable + 1]] where user != place {
                users.append(order[user])
                unknowns[user] -= 1
                if unknowns[user] == 0 && !done[user] {
                    if isRequiredEquality(user) {
                        queue.append(user)  // checked when its turn comes
                    } else {
                        done[user] = true
                        records[order[user]].role = .settled
                        if !settledHolds(order[user], fixed: component.fixedValues) { return nil }
                    }
                } else if unknowns[user] == 1 && isRequiredEquality(user) {
                    queue.append(user)
                }
            }
            component.users[global] = users
        }

        // 2. Peeling.
        let remaining = order.indices.filter { !done[$0] }
        var degree = [Int](repeating: 0, count: count)
        for place in remaining {
            for term in records[order[place]].terms where fixed[localIndex[term.variable]] == nil {
                degree[localIndex[term.variable]] += 1
            }
        }
        var peeled = [Bool](repeating: false, count: order.count)
        var isSetAside = [Bool](repeating: false, count: order.count)
        /// The one constraint still in play, other than `place`, that has `variable` (of degree 2 or less).
        func other(than place: Int, having variable: Int) -> Int? {
            having[start[variable]..<start[variable + 1]].first {
                !done[$0] && !peeled[$0] && !isSetAside[$0] && $0 != place
            }
        }
        /// Takes out a constraint (peeled or set aside): its other variables lose one, and an equality that is now
        /// the last to have one becomes a candidate.
        func takeOut(_ place: Int, but free: Int?, into candidates: inout [Int]) {
            for term in records[order[place]].terms {
                let variable = localIndex[term.variable]
                guard variable != free, fixed[variable] == nil else { continue }
                degree[variable] -= 1
                guard degree[variable] == 1, let last = other(than: place, having: variable), isEquality(last) else {
                    continue
                }
                candidates.append(last)
            }
        }
        var candidates = remaining.filter(isEquality)
        next = 0
        func peel() {
            while next < candidates.count {
                let place = candidates[next]
                next += 1
                guard !peeled[place] else { continue }
                let index = order[place]
                guard
                    let free = records[index].terms.first(where: { term in
                        fixed[localIndex[term.variable]] == nil && degree[localIndex[term.variable]] == 1
                    }).map({ localIndex[$0.variable] })
                else { continue }
                peeled[place] = true
                let global = variables[free]
                component.peeled.append((global, index))
                component.peeledBy[global] = index
                records[index].role = .peeled(variable: global)
                takeOut(place, but: free, into: &candidates)
            }
        }
        peel()

        // Blocks: union-find over the variables not fixed.
        var blockParent = [Int](repeating: -1, count: count)
        func root(_ variable: Int) -> Int {
            var node = variable
            while blockParent[node] != node { node = blockParent[node] }
            return node
        }
        /// Puts the variables of one constraint's terms that are not fixed in one block.
        func join(_ terms: [(variable: Int, coefficient: Double)]) {
            var joined: Int?
            for term in terms {
                let variable = localIndex[term.variable]
                guard fixed[variable] == nil else { continue }
                if blockParent[variable] < 0 { blockParent[variable] = variable }
                let other = root(variable)
                guard let current = joined, current != other else {
                    joined = joined ?? other
                    continue
                }
                let (keep, merge) = variables[current] < variables[other] ? (current, other) : (other, current)
                blockParent[merge] = keep
                joined = keep
            }
        }
        func joinBlocks(of places: [Int]) {
            for place in places {
                join(records[order[place]].terms)
            }
        }
        /// The block of a constraint in play: the root of its first variable not fixed (`nil`: it has none).
        func block(of place: Int) -> Int? {
            records[order[place]].terms.first { fixed[localIndex[$0.variable]] == nil }
                .map { root(localIndex[$0.variable]) }
        }

        // 2b. Setting aside, in a block larger than `largestBlockSolvedWhole`: an inequality with a variable that
        // only one equality besides it has is taken out, which lets that equality be peeled, and the chain behind it
        // (a column of views with their last one's bottom above the bottom of their fixed superview: the column's
        // every position would otherwise be in one tableau, its rows as long as the column). Relaxed, it is checked
        // against the solution of the rest; folded, it comes back in step 3 in the variables left.
        var rest = remaining.filter { !peeled[$0] }
        /// The constraints set aside, expressed in the variables left (`.folded`), by place.
        var folded: [(place: Int, terms: [(variable: Int, coefficient: Double)], constant: Double)] = []
        if largeBlocks != .whole {
            joinBlocks(of: rest)
            var size = [Int](repeating: 0, count: count)
            for place in rest { if let block = block(of: place) { size[block] += 1 } }
            var setAsideAny = false
            for place in rest where !isEquality(place) {
                guard let block = block(of: place), size[block] > largestBlockSolvedWhole,
                    records[order[place]].terms.contains(where: { term in
                        let variable = localIndex[term.variable]
                        guard fixed[variable] == nil, degree[variable] == 2 else { return false }
                        return other(than: place, having: variable).map(isEquality) ?? false
                    })
                else { continue }
                isSetAside[place] = true
                setAsideAny = true
                takeOut(place, but: nil, into: &candidates)
            }
            if setAsideAny {
                peel()
                rest = remaining.filter { !peeled[$0] && !isSetAside[$0] }
                for variable in 0..<count where blockParent[variable] >= 0 { blockParent[variable] = -1 }
                joinBlocks(of: rest)
                for place in remaining where isSetAside[place] {
                    let index = order[place]
                    guard largeBlocks == .folded else {
                        records[index].role = .setAside
                        component.setAside.append(index)
                        continue
                    }
                    guard let (terms, constant) = folding(index, into: &component) else {
                        return nil  // (solved whole: ``solved(_:largeBlocks:)``)
                    }
                    folded.append((place, terms, constant))
                }
            }
        } else {
            joinBlocks(of: rest)
        }

        // 3. The blocks of what is left, each a tableau. A folded constraint joins the blocks of its variables (its
        // parts): each part is made as a tableau of its own, they are merged, and it is added last, so that its row
        // (as long as a column of views) is expressed once, in rows that each stand for one view.
        let partOf = rest.map(block(of:))
        for (_, terms, _) in folded { join(terms) }
        // Each block's number (its place in `component.blocks`, in the order met), by its root.
        var blockNumber = [Int](repeating: -1, count: count)
        var blockMembers: [[(index: Int, part: Int)]] = []
        func number(_ block: Int) -> Int {
            if blockNumber[block] < 0 {
                blockNumber[block] = blockMembers.count
                blockMembers.append([])
            }
            return blockNumber[block]
        }
        for (place, part) in zip(rest, partOf) {
            let index = order[place]
            guard let part else {
                // Only fixed variables, though not settled (an inequality or an optional equality that lost its
                // unknowns to fixers): it must hold if required.
                records[index].role = .settled
                if !settledHolds(index, fixed: component.fixedValues) { return nil }
                continue
            }
            blockMembers[number(root(part))].append((index, part))
        }
        var blockFolded = [[Int]](repeating: [], count: blockMembers.count)
        for (position, (_, terms, _)) in folded.enumerated() {
            let block = number(root(localIndex[terms[0].variable]))
            if block == blockFolded.count { blockFolded.append([]) }
            blockFolded[block].append(position)
        }
        for variable in 0..<count where blockParent[variable] >= 0 {
            component.blockOf[variables[variable]] = blockNumber[root(variable)]
        }
        for (block, members) in blockMembers.enumerated() {
            var tableau = Tableau()
            if blockFolded[block].isEmpty {
                for (index, _) in members {
                    guard let tag = add(index, fixed: component.fixedValues, to: &tableau) else { return nil }
                    records[index].role = .tableau(block: block, tag: tag)
                }
            } else {
                // Each part's constraints highest priority first, an optional inequality that holds exactly with its
                // slack basic: a view's row is then its compression resistance's, and its hugging has room, so that
                // the folded constraint, pushing the view smaller, is one pivot of the dual simplex (with the hugging
                // row first, or its error basic, the push passes from view to view, a pivot each).
                var partTableaus: [Tableau] = [], partPlace: [Int: Int] = [:]
                let byPriority = members.enumerated().sorted { first, second in
                    let a = records[first.element.index].constraint.priority
                    let b = records[second.element.index].constraint.priority
                    return a != b ? a > b : first.offset < second.offset
                }.map(\.element)
                for (index, part) in byPriority {
                    let place = partPlace[part] ?? partTableaus.count
                    if place == partTableaus.count {
                        partPlace[part] = place
                        partTableaus.append(Tableau())
                    }
                    guard
                        let tag = add(index, fixed: component.fixedValues, slackAtZero: true, to: &partTableaus[place])
                    else { return nil }
                    records[index].role = .tableau(block: block, tag: tag)
                }
                for part in partTableaus { tableau.merge(part) }
                for position in blockFolded[block] {
                    let (place, terms, constant) = folded[position]
                    let index = order[place]
                    guard let tag = add(index, fixed: component.fixedValues, folded: (terms, constant), to: &tableau)
                    else { return nil }
                    records[index].role = .tableau(block: block, tag: tag)
                }
            }
            component.blocks.append(tableau)
        }
        return component
    }

    /// A constraint set aside, expressed through the peeled equalities in the variables neither fixed nor peeled:
    /// each peeled variable it has, in the order they were peeled, replaced by what its equality makes it (an
    /// equality's other variables are fixed, peeled after it, or left), so that one walk down the peeled list does it.
    /// Each equality used is noted in `component.folds` with its factor: a change of its constant moves the folded
    /// constraint's by the factor times as much.
    ///
    /// - Returns: Its terms, by variable, and its constant; `nil` when no variable is left, or when it would go through
    ///   an optional equality.
    /// - Complexity: O(the terms of the component's peeled equalities).
    mutating func folding(_ index: Int, into component: inout Component)
        -> (terms: [(variable: Int, coefficient: Double)], constant: Double)?
    {
        var sum: [Int: Double] = [:]
        var constant = records[index].constraint.expression.constant
        for (variable, coefficient) in records[index].terms {
            if let value = component.fixedValues[variable] {
                constant += coefficient * value
            } else {
                sum[variable, default: 0] += coefficient
            }
        }
        for (variable, equality) in component.peeled {
            guard let amount = sum.removeValue(forKey: variable), abs(amount) > 1e-12 else { continue }
            // An optional equality holds only while nothing else has its variable: with the constraint back in, it may
            // give way, so it cannot be substituted.
            guard records[equality].constraint.priority.isRequired else { return nil }
            let terms = records[equality].terms
            let factor = -amount / terms.reduce(0) { $1.variable == variable ? $0 + $1.coefficient : $0 }
            constant += factor * records[equality].constraint.expression.constant
            for (other, coefficient) in terms where other != variable {
                if let value = component.fixedValues[other] {
                    constant += factor * coefficient * value
                } else {
                    sum[other, default: 0] += factor * coefficient
                }
            }
            component.folds[equality, default: []].append((index, factor))
        }
        let terms = sum.filter { abs($0.value) > 1e-12 }.sorted { $0.key < $1.key }
        return terms.isEmpty ? nil : (terms.map { ($0.key, $0.value) }, constant)
    }

    /// Whether a constraint holds at the fixed variables' values (an optional one always does: it gives way).
    func settledHolds(_ index: Int, fixed: [Int: Double]) -> Bool {
        let constraint = records[index].constraint
        guard constraint.priority.isRequired else { return true }
        let value = records[index].terms.reduce(constraint.expression.constant) {
            $0 + $1.coefficient * fixed[$1.variable]!
        }
        return holds(constraint.relation, value)
    }
}
