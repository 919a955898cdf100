import ControlSpecCore

/// How the checks name states, transitions and witnesses in their messages.
extension Analysis {
    /// "state `idle`", or "state `down` of region `press`".
    func state(_ region: Int, _ state: Int) -> String {
        let model = control.regions[region]
        let name = model.states.indices.contains(state) ? model.states[state].path : "?"
        if let regionName = model.name?.value { return "state `\(name)` of region `\(regionName)`" }
        return "state `\(name)`"
    }

    /// "the transition to `busy` at line 12".
    func transition(_ number: Int) -> String {
        let model = machine.model(of: number)
        return "the transition to `\(model.to.value)` at line \(model.location.line)"
    }

    /// The witness of a finding in `valuation` on `event`: every region's state and the values
    /// of `variables` (properties, and regions a guard reads).
    func witness(_ variables: [Int], in valuation: [Int], event: Int?) -> Witness {
        let table = machine.table
        // An inactive region inside a state has no state to show.
        let regions = control.regions.indices.filter { !machine.isInactive($0, in: valuation) }.map {
            region in
            let name = control.regions[region].name?.value ?? control.name.value
            let states = control.regions[region].states
            let state = valuation[region]
            // A nested state is named by its path, as the user writes it.
            if states.indices.contains(state), !states[state].ancestors.isEmpty {
                return Witness.Assignment(name: name, value: .name(states[state].path))
            }
            return Witness.Assignment(name: name, value: value(state, of: region))
        }
        let values = variables.sorted().map {
            Witness.Assignment(name: table.variables[$0].name, value: value(valuation[$0], of: $0))
        }
        return Witness(states: regions, event: event.map(self.event), values: values)
    }

    /// The typed value of code `value` of variable `index`.
    func value(_ value: Int, of index: Int) -> Witness.Value {
        let variable = machine.table.variables[index]
        if let form = machine.table.form(of: index) {
            return .number(machine.table.numbers.value(ofClass: value, form: form))
        }
        if case .property(bool: true) = variable.kind { return .bool(value != 0) }
        if variable.caseNames.indices.contains(value) { return .name(variable.caseNames[value]) }
        return .int(value)
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
