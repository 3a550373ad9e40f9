extension LayoutSolver {
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
    func presolved(_ order: [Int]) -> Component? {
        let component = Component()
        var having: [Int: [Int]] = [:]  // variable → the constraints that have it
        var unknowns: [Int: Int] = [:]  // constraint → how many of its variables are not fixed
        for index in order {
            let terms = nonZeroTerms(records[index].constraint)
            for term in terms { having[term.variable, default: []].append(index) }
            unknowns[index] = terms.count
        }
        func isEquality(_ index: Int) -> Bool { records[index].constraint.relation == .equal }
        func isRequiredEquality(_ index: Int) -> Bool {
            isEquality(index) && records[index].constraint.priority.isRequired
        }

        // 1. Fixing.
        var done: Set<Int> = []  // fixers and settled constraints
        var queue = order.filter { isRequiredEquality($0) && unknowns[$0] == 1 }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            guard !done.contains(index) else { continue }
            done.insert(index)
            let terms = nonZeroTerms(records[index].constraint)
            var constant = records[index].constraint.expression.constant
            var unknown: (variable: Int, coefficient: Double)?
            for term in terms {
                if let value = component.fixedValues[term.variable] {
                    constant += term.coefficient * value
                } else {
                    unknown = (term.variable, (unknown?.coefficient ?? 0) + term.coefficient)
                }
            }
            guard let unknown else {
                // Fixed by others before its turn: it must hold.
                records[index].role = .settled
                guard holds(.equal, constant) else { return nil }
                continue
            }
            component.fixedValues[unknown.variable] = -constant / unknown.coefficient
            component.fixers[unknown.variable] = index
            records[index].role = .fixer(variable: unknown.variable)
            for user in having[unknown.variable]! where user != index {
                component.users[unknown.variable, default: []].append(user)
                unknowns[user]! -= 1
                if unknowns[user] == 0 && !done.contains(user) {
                    if isRequiredEquality(user) {
                        queue.append(user)  // checked when its turn comes
                    } else {
                        done.insert(user)
                        records[user].role = .settled
                        if !settledHolds(user, fixed: component.fixedValues) { return nil }
                    }
                } else if unknowns[user] == 1 && isRequiredEquality(user) {
                    queue.append(user)
                }
            }
        }

        // 2. Peeling.
        let remaining = order.filter { !done.contains($0) }
        var degree: [Int: Int] = [:]
        for index in remaining {
            for term in nonZeroTerms(records[index].constraint) where component.fixedValues[term.variable] == nil {
                degree[term.variable, default: 0] += 1
            }
        }
        var peeled: Set<Int> = []
        var candidates = remaining.filter(isEquality)
        next = 0
        while next < candidates.count {
            let index = candidates[next]
            next += 1
            guard !peeled.contains(index) else { continue }
            let unknownTerms = nonZeroTerms(records[index].constraint).filter { component.fixedValues[$0.variable] == nil }
            guard let free = unknownTerms.first(where: { degree[$0.variable] == 1 }) else { continue }
            peeled.insert(index)
            component.peeled.append((free.variable, index))
            component.peeledBy[free.variable] = index
            records[index].role = .peeled(variable: free.variable)
            for term in unknownTerms where term.variable != free.variable {
                degree[term.variable]! -= 1
                guard degree[term.variable] == 1,
                    let last = having[term.variable]!.first(where: {
                        !done.contains($0) && !peeled.contains($0) && $0 != index
                    }),
                    isEquality(last)
                else { continue }
                candidates.append(last)
            }
        }

        // 3. Blocks of what is left.
        let rest = remaining.filter { !peeled.contains($0) }
        var blockParent: [Int: Int] = [:]
        func root(_ variable: Int) -> Int {
            var node = variable
            while let up = blockParent[node], up != node { node = up }
            return node
        }
        for index in rest {
            let variables = nonZeroTerms(records[index].constraint).map(\.variable).filter {
                component.fixedValues[$0] == nil
            }
            for variable in variables where blockParent[variable] == nil { blockParent[variable] = variable }
            guard let first = variables.first else { continue }
            var joined = root(first)
            for variable in variables.dropFirst() {
                let other = root(variable)
                if other != joined {
                    let (keep, merge) = joined < other ? (joined, other) : (other, joined)
                    blockParent[merge] = keep
                    joined = keep
                }
            }
        }
        for variable in blockParent.keys { component.blockOf[variable] = root(variable) }
        for index in rest {
            guard
                let block = nonZeroTerms(records[index].constraint).lazy.compactMap({ component.blockOf[$0.variable] })
                    .first
            else {
                // Only fixed variables, though not settled (an inequality or an optional equality that lost its
                // unknowns to fixers): it must hold if required.
                records[index].role = .settled
                if !settledHolds(index, fixed: component.fixedValues) { return nil }
                continue
            }
            var tableau = component.blocks.removeValue(forKey: block) ?? Tableau()
            guard let tag = add(index, fixed: component.fixedValues, to: &tableau) else { return nil }
            component.blocks[block] = tableau
            records[index].role = .tableau(block: block, tag: tag)
        }
        return component
    }

    /// Whether a constraint holds at the fixed variables' values (an optional one always does: it gives way).
    func settledHolds(_ index: Int, fixed: [Int: Double]) -> Bool {
        let constraint = records[index].constraint
        guard constraint.priority.isRequired else { return true }
        let value = nonZeroTerms(constraint).reduce(constraint.expression.constant) {
            $0 + $1.coefficient * fixed[$1.variable]!
        }
        return holds(constraint.relation, value)
    }
}
