/// Presolving: a component made smaller before it reaches a tableau, as linear-programming solvers do (Andersen &
/// Andersen, *Presolving in linear programming*, Math. Programming 71, 1995: fixed variables and free column
/// singletons). Required equalities of one unknown fix variables, equalities with a variable nothing else has are
/// peeled off and worked out after the rest, and what is left falls apart into independent blocks, each a Cassowary
/// tableau (``Tableau``). Both steps are exact: the layout and the conflicts are those of the constraints as given.
extension SolverCore {
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
    /// The work is in arrays over the component's own numbering — its variables in the order met, its constraints
    /// by their place in `order` — so that it is linear in the component's size, whatever the solver's.
    mutating func presolved(_ order: [Int]) -> Component? {
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
        var candidates = remaining.filter(isEquality)
        next = 0
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
            for term in records[index].terms {
                let variable = localIndex[term.variable]
                guard variable != free, fixed[variable] == nil else { continue }
                degree[variable] -= 1
                guard degree[variable] == 1,
                    let last = having[start[variable]..<start[variable + 1]].first(where: {
                        !done[$0] && !peeled[$0] && $0 != place
                    }),
                    isEquality(last)
                else { continue }
                candidates.append(last)
            }
        }

        // 3. Blocks of what is left: union-find over the variables not fixed.
        let rest = remaining.filter { !peeled[$0] }
        var blockParent = [Int](repeating: -1, count: count)
        func root(_ variable: Int) -> Int {
            var node = variable
            while blockParent[node] != node { node = blockParent[node] }
            return node
        }
        for place in rest {
            var joined: Int?
            for term in records[order[place]].terms {
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
        // Each block's number (its place in `component.blocks`, in the order met), by its root.
        var blockNumber = [Int](repeating: -1, count: count)
        var blockMembers: [[Int]] = []
        for place in rest {
            let index = order[place]
            guard
                let variable = records[index].terms.first(where: { fixed[localIndex[$0.variable]] == nil })
                    .map({ localIndex[$0.variable] })
            else {
                // Only fixed variables, though not settled (an inequality or an optional equality that lost its
                // unknowns to fixers): it must hold if required.
                records[index].role = .settled
                if !settledHolds(index, fixed: component.fixedValues) { return nil }
                continue
            }
            let block = root(variable)
            if blockNumber[block] < 0 {
                blockNumber[block] = blockMembers.count
                blockMembers.append([])
            }
            blockMembers[blockNumber[block]].append(index)
        }
        for variable in 0..<count where blockParent[variable] >= 0 {
            component.blockOf[variables[variable]] = blockNumber[root(variable)]
        }
        for (block, indices) in blockMembers.enumerated() {
            var tableau = Tableau()
            for index in indices {
                guard let tag = add(index, fixed: component.fixedValues, to: &tableau) else { return nil }
                records[index].role = .tableau(block: block, tag: tag)
            }
            component.blocks.append(tableau)
        }
        return component
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
