/// How the checks name states, transitions and witnesses in their messages.
extension Analysis {
    /// "state `idle`", or "state `down` of region `press`".
    func state(_ region: Int, _ state: Int) -> String {
        let model = control.regions[region]
        let name = model.states.indices.contains(state) ? model.states[state].name.value : "?"
        if let regionName = model.name?.value { return "state `\(name)` of region `\(regionName)`" }
        return "state `\(name)`"
    }

    /// "the transition to `busy` at line 12".
    func transition(_ number: Int) -> String {
        let model = machine.transitions[number].model
        return "the transition to `\(model.to.value)` at line \(model.location.line)"
    }

    /// "count = 4, locked = true" for `variables` in `valuation`, in declaration order.
    func values(_ variables: [Int], in valuation: [Int]) -> String {
        variables.sorted().map { variable in
            let name = machine.table.variables[variable].name
            return "\(name) = \(machine.table.spell(valuation[variable], of: variable))"
        }.joined(separator: ", ")
    }

    /// " when count = 4" (or "" when no variable matters).
    func when(_ variables: [Int], in valuation: [Int]) -> String {
        let text = values(variables, in: valuation)
        return text.isEmpty ? "" : " when \(text)"
    }

    /// The variables that decide whether `numbers` are enabled: what their guards read, plus
    /// what the guards of their rank's siblings read when one of them is `when: else`.
    func deciding(_ numbers: [Int]) -> [Int] {
        var result: Set<Int> = []
        for number in numbers {
            let compiled = machine.transitions[number]
            result.formUnion(compiled.reads)
            if compiled.guardCondition == .otherwise {
                for sibling in machine.transitions
                where sibling.region == compiled.region && sibling.isExplicit == compiled.isExplicit
                    && !Set(sibling.events).isDisjoint(with: compiled.events)
                    && !Set(sibling.sources).isDisjoint(with: compiled.sources)
                {
                    result.formUnion(sibling.reads)
                }
            }
        }
        return result.sorted()
    }

    /// The event's name.
    func event(_ index: Int) -> String { machine.events[index] }
}
