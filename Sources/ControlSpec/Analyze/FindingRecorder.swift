/// Records, from one dispatch or step, the facts the checks need (first witness wins).
///
/// Shared by the exact exploration and the conservative fallback so both apply the same rule.
struct FindingRecorder: Sendable {
    let machine: CompiledMachine
    var facts: AnalysisFacts
    private var ambiguousPairs: Set<[Int]> = []
    private var conflictKeys: Set<[Int]> = []
    private var violationKeys: Set<[Int]> = []
    private var releaseStates: Set<[Int]> = []
    private var disjointPairs: Set<[Int]> = []
    private let groupRegion: Int?
    private let releaseEvent: Int?
    private let idle: Set<Int>

    init(_ machine: CompiledMachine) {
        self.machine = machine
        facts = AnalysisFacts(machine)
        groupRegion = machine.groupRegion
        idle = machine.idleStates
        releaseEvent = machine.control.group.flatMap { machine.events.firstIndex(of: $0.release.value) }
    }

    /// Records what may be enabled and fire in `state` of `region`; and, at a reachable
    /// `configuration` (nil in the conservative analysis), ambiguities and group-release failures,
    /// with witnesses at that configuration.
    mutating func record(
        _ dispatch: RegionDispatch, region: Int, state: Int, event: Int, at configuration: [Int]?
    ) {
        for option in dispatch.enabled where option.condition.isSatisfiable {
            let number = option.transition
            facts.mayBeEnabled[number] = true
            let fires = dispatch.selected.contains(where: { $0.transition == number })
            recordWildcard(number, in: state, fires: fires)
            if fires {
                facts.mayFire[number] = true
            } else if facts.beatenBy[number] == nil {
                facts.beatenBy[number] =
                    dispatch.enabled.first {
                        machine.transitions[$0.transition].isExplicit
                            && $0.condition.intersection(option.condition).isSatisfiable
                    }?.transition
            }
        }
        guard let configuration else { return }
        recordAmbiguities(dispatch.selected, event: event, at: configuration)
        if region == groupRegion, event == releaseEvent, !idle.contains(state),
            !releaseStates.contains([region, state])
        {
            if let witness = dispatch.ignored.witness(at: configuration) {
                releaseStates.insert([region, state])
                facts.releaseFailures.append(
                    .init(
                        region: region, state: state, transition: nil,
                        witness: .init(valuation: witness, event: event)))
            } else if let wrong = dispatch.selected.first(where: {
                !idle.contains(machine.transitions[$0.transition].target)
            }),
                let witness = wrong.condition.witness(at: configuration)
            {
                releaseStates.insert([region, state])
                facts.releaseFailures.append(
                    .init(
                        region: region, state: state, transition: wrong.transition,
                        witness: .init(valuation: witness, event: event)))
            }
        }
    }

    /// The concrete counterpart of `record(_:region:event:context:certain:)` at a reachable
    /// valuation of a control without inputs.
    mutating func record(enabled: [Int], selected: [Int], region: Int, event: Int, at point: [Int]) {
        if enabled.isEmpty && region != groupRegion { return }
        for number in enabled {
            facts.mayBeEnabled[number] = true
            recordWildcard(number, in: point[region], fires: selected.contains(number))
            if selected.contains(number) {
                facts.mayFire[number] = true
            } else if facts.beatenBy[number] == nil {
                facts.beatenBy[number] = enabled.first { machine.transitions[$0].isExplicit }
            }
        }
        if selected.count > 1 {
            for (offset, first) in selected.enumerated() {
                for second in selected[(offset + 1)...] where ambiguousPairs.insert([first, second]).inserted
                {
                    facts.ambiguities.append(
                        .init(first: first, second: second, witness: .init(valuation: point, event: event)))
                }
            }
        }
        let state = point[region]
        if region == groupRegion, event == releaseEvent, !idle.contains(state),
            !releaseStates.contains([region, state])
        {
            let wrong = selected.first { !idle.contains(machine.transitions[$0].target) }
            if selected.isEmpty || wrong != nil {
                releaseStates.insert([region, state])
                facts.releaseFailures.append(
                    .init(
                        region: region, state: state, transition: wrong,
                        witness: .init(valuation: point, event: event)))
            }
        }
    }

    /// Notes, for a `"*"` transition, that it was enabled (and whether it fired) in `state`.
    private mutating func recordWildcard(_ number: Int, in state: Int, fires: Bool) {
        guard !machine.transitions[number].isExplicit else { return }
        facts.wildcardEnabledIn[number].insert(state)
        if fires { facts.wildcardFiresIn[number].insert(state) }
    }

    private mutating func recordAmbiguities(
        _ selected: [RegionDispatch.Option], event: Int, at configuration: [Int]
    ) {
        guard selected.count > 1 else { return }
        for (offset, first) in selected.enumerated() {
            for second in selected[(offset + 1)...] {
                let key = [first.transition, second.transition]
                if ambiguousPairs.contains(key) || disjointPairs.contains(key) { continue }
                if isStaticallyDisjoint(first.transition, second.transition) {
                    disjointPairs.insert(key)
                    continue
                }
                if let witness = first.condition.intersection(second.condition).witness(at: configuration) {
                    ambiguousPairs.insert(key)
                    facts.ambiguities.append(
                        .init(
                            first: first.transition, second: second.transition,
                            witness: .init(valuation: witness, event: event)))
                }
            }
        }
    }

    private func isStaticallyDisjoint(_ first: Int, _ second: Int) -> Bool {
        guard case .constraint(let left) = machine.transitions[first].guardCondition,
            case .constraint(let right) = machine.transitions[second].guardCondition
        else { return false }
        return !left.intersection(right).isSatisfiable
    }

    /// Records the write conflicts and range violations of one (reachable) step, for the
    /// transitions `only` marks.
    mutating func record(_ step: Step, event: Int, only: [Bool]) {
        var fired: [Int] = []
        for number in step.fired { if let number, only[number] { fired.append(number) } }
        for (offset, first) in fired.enumerated() where offset + 1 < fired.count {
            for second in fired[(offset + 1)...] {
                let written = Set(machine.transitions[second].assignments.map(\.variable))
                for assignment in machine.transitions[first].assignments
                where written.contains(assignment.variable) {
                    let key = [first, second, assignment.variable]
                    guard conflictKeys.insert(key).inserted else { continue }
                    facts.writeConflicts.append(
                        .init(
                            first: first, second: second, variable: assignment.variable,
                            witness: .init(valuation: step.witness, event: event)))
                }
            }
        }
        for violation in step.violations
        where only[violation.transition]
            && violationKeys.insert([violation.transition, violation.action]).inserted
        {
            facts.rangeViolations.append(
                .init(
                    transition: violation.transition, action: violation.action, variable: violation.variable,
                    attempted: violation.attempted,
                    witness: .init(valuation: violation.valuation, event: event)))
        }
    }
}
