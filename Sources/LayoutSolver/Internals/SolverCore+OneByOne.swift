/// Incremental addition, as Cassowary adds constraints (Badros, Borning & Stuckey, *The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm*, ACM TOCHI 8(4), 2001): each constraint in turn goes into its block's tableau, blocks
/// merging as constraints join them. It solves a component whose required constraints cannot all hold, since the
/// order of additions decides which one is broken: the first that fails with those before it, as UIKit breaks one.
extension SolverCore {
    /// A component solved by adding its constraints one at a time, as Cassowary does: a required constraint that
    /// cannot hold with those before it is broken, with a smallest set it conflicts with, and its block made again
    /// without it (the tableau may hold part of it).
    mutating func addedOneByOne(_ order: [Int]) -> Component {
        var component = Component()
        // The blocks while they grow and merge, each by its smallest variable; numbered at the end.
        var tableaus: [Int: Tableau] = [:]
        var blockOf: [Int: Int] = [:]
        var blockMembers: [Int: [Int]] = [:]
        var blockVariables: [Int: [Int]] = [:]
        for index in order {
            let variables = records[index].terms.map(\.variable)
            let joined = Set(variables.compactMap { blockOf[$0] })
            let block = (joined + variables).min()!
            var tableau = tableaus.removeValue(forKey: block) ?? Tableau()
            var membersHere = blockMembers.removeValue(forKey: block) ?? []
            var variablesHere = blockVariables.removeValue(forKey: block) ?? []
            for other in joined where other != block {
                tableau.merge(tableaus.removeValue(forKey: other)!)
                membersHere += blockMembers.removeValue(forKey: other) ?? []
                variablesHere += blockVariables.removeValue(forKey: other) ?? []
            }
            for variable in variables where blockOf[variable] == nil { variablesHere.append(variable) }
            for variable in variablesHere { blockOf[variable] = block }
            for member in membersHere {
                if case .tableau(_, let tag) = records[member].role { records[member].role = .tableau(block: block, tag: tag) }
            }
            if let tag = add(index, fixed: [:], to: &tableau) {
                records[index].role = .tableau(block: block, tag: tag)
                membersHere.append(index)
            } else {
                records[index].role = .broken
                let set =
                    findsConflictSets
                    ? smallestConflict(failing: index, among: membersHere)
                    : [index]
                component.conflicts.append(
                    Conflict(broken: ConstraintID(index: index), constraints: set.map(ConstraintID.init(index:))))
                tableau = Tableau()
                var kept: [Int] = []
                for member in membersHere {
                    if let tag = add(member, fixed: [:], to: &tableau) {
                        records[member].role = .tableau(block: block, tag: tag)
                        kept.append(member)
                    } else {
                        records[member].role = .broken
                    }
                }
                membersHere = kept
            }
            tableaus[block] = tableau
            blockMembers[block] = membersHere
            blockVariables[block] = variablesHere
        }
        var number: [Int: Int] = [:]
        for key in tableaus.keys.sorted() {
            number[key] = component.blocks.count
            component.blocks.append(tableaus[key]!)
        }
        component.blockOf = blockOf.mapValues { number[$0]! }
        for member in blockMembers.values.joined() {
            if case .tableau(let key, let tag) = records[member].role {
                records[member].role = .tableau(block: number[key]!, tag: tag)
            }
        }
        return component
    }
}
