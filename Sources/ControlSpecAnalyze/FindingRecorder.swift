import ControlSpecCore

/// Records, from one dispatch or step, the facts the checks need (first witness wins).
///
/// Shared by the exact exploration and the conservative fallback so both apply the same rule.
struct FindingRecorder: Sendable {
    let machine: CompiledMachine
    var facts: AnalysisFacts
    private var ambiguousPairs: Set<Pair> = []
    private var conflictKeys: Set<[Int]> = []
    private var violationKeys: Set<Pair> = []
    private var releaseStates: Set<Pair> = []
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

    /// What recording a symbolic dispatch reads from it, worked out once for every cell that
    /// shares the rule (`DispatchCache`, where the transitions are positions among a cell's
    /// candidates).
    struct DispatchSummary {
        /// A candidate enabled somewhere.
        struct Enabled {
            var transition: Int
            var fires: Bool
            /// Where it does not fire: the first explicit candidate enabled where it is.
            var beatenBy: Int?
        }

        /// Two selected candidates whose guards are not disjoint, enabled together where
        /// `overlap` holds.
        struct Overlap {
            var first: Int
            var second: Int
            var overlap: Constraint
        }

        var enabled: [Enabled]
        /// In the order the ambiguity check meets the pairs.
        var overlaps: [Overlap]
        /// For the group's release rule: where the event is ignored, and the selected candidates.
        var ignored: Constraint
        var selected: [RegionDispatch.Option]

        /// The summary with every transition `number` replaced by `transform(number)`.
        func renumbered(_ transform: (Int) -> Int) -> DispatchSummary {
            DispatchSummary(
                enabled: enabled.map {
                    Enabled(
                        transition: transform($0.transition), fires: $0.fires,
                        beatenBy: $0.beatenBy.map(transform))
                },
                overlaps: overlaps.map {
                    Overlap(first: transform($0.first), second: transform($0.second), overlap: $0.overlap)
                },
                ignored: ignored,
                selected: selected.map {
                    .init(transition: transform($0.transition), condition: $0.condition)
                })
        }
    }

    /// The summary of `dispatch` (transitions by number); the pairs that may be ambiguous only
    /// with `ambiguities`.
    func summary(of dispatch: RegionDispatch, ambiguities: Bool = true) -> DispatchSummary {
        var enabled: [DispatchSummary.Enabled] = []
        for option in dispatch.enabled where option.condition.isSatisfiable {
            let number = option.transition
            let fires = dispatch.selected.contains(where: { $0.transition == number })
            enabled.append(
                .init(
                    transition: number, fires: fires,
                    beatenBy: fires
                        ? nil
                        : dispatch.enabled.first {
                            machine.transitions[$0.transition].isExplicit && $0.transition != number
                                && $0.condition.intersection(option.condition).isSatisfiable
                        }?.transition))
        }
        var overlaps: [DispatchSummary.Overlap] = []
        let selected = dispatch.selected
        if ambiguities && selected.count > 1 {
            for (offset, first) in selected.enumerated() {
                for second in selected[(offset + 1)...]
                where !isStaticallyDisjoint(first.transition, second.transition) {
                    let overlap = first.condition.intersection(second.condition)
                    if overlap.isSatisfiable {
                        overlaps.append(
                            .init(first: first.transition, second: second.transition, overlap: overlap))
                    }
                }
            }
        }
        return DispatchSummary(
            enabled: enabled, overlaps: overlaps, ignored: dispatch.ignored, selected: selected)
    }

    /// Records what may be enabled and fire in `state` of `region`; and, at a reachable
    /// `configuration` (nil in the conservative analysis), ambiguities and group-release failures,
    /// with witnesses at that configuration.
    mutating func record(
        _ dispatch: RegionDispatch, region: Int, state: Int, event: Int, at configuration: [Int]?
    ) {
        record(
            summary(of: dispatch, ambiguities: configuration != nil), { $0 }, region: region, state: state,
            event: event, at: configuration)
    }

    /// Records a dispatch by its summary, whose transition `n` is `transition(n)`.
    mutating func record(
        _ summary: DispatchSummary, _ transition: (Int) -> Int, region: Int, state: Int, event: Int,
        at configuration: [Int]?
    ) {
        for entry in summary.enabled {
            let number = transition(entry.transition)
            facts.mayBeEnabled[number] = true
            // Read from the transition, not the shared summary: a cell sharing the rule may have a
            // parent's transition where the first had a leaf's at the same rank.
            if machine.mayBeOutranked[number] {
                facts.wildcardEnabledIn[number].insert(state)
                if entry.fires { facts.wildcardFiresIn[number].insert(state) }
            }
            if entry.fires {
                facts.mayFire[number] = true
            } else if facts.beatenBy[number] == nil {
                facts.beatenBy[number] = entry.beatenBy.map(transition)
            }
        }
        guard let configuration else { return }
        for overlap in summary.overlaps {
            let pair = Pair(transition(overlap.first), transition(overlap.second))
            guard !ambiguousPairs.contains(pair), let witness = overlap.overlap.witness(at: configuration)
            else {
                continue
            }
            ambiguousPairs.insert(pair)
            facts.ambiguities.append(
                .init(
                    first: pair.first, second: pair.second, witness: .init(valuation: witness, event: event)))
        }
        if region == groupRegion, event == releaseEvent, !idle.contains(state),
            !releaseStates.contains(Pair(region, state))
        {
            if let witness = summary.ignored.witness(at: configuration) {
                releaseStates.insert(Pair(region, state))
                facts.releaseFailures.append(
                    .init(
                        region: region, state: state, transition: nil,
                        witness: .init(valuation: witness, event: event)))
            } else if let wrong = summary.selected.first(where: {
                let number = transition($0.transition)
                return !idle.contains(
                    machine.history?.target(number, region: region, at: configuration)
                        ?? machine.transitions[number].target)
            }),
                let witness = wrong.condition.witness(at: configuration)
            {
                releaseStates.insert(Pair(region, state))
                facts.releaseFailures.append(
                    .init(
                        region: region, state: state, transition: transition(wrong.transition),
                        witness: .init(valuation: witness, event: event)))
            }
        }
    }

    /// The concrete counterpart of `record(_:region:state:event:at:)` at a reachable
    /// valuation of a control without inputs; `enabled` and `selected` name transition
    /// `transition(n)` as `n` (positions among a cell's candidates in a shared rule).
    mutating func record(
        enabled: [Int], selected: [Int], _ transition: (Int) -> Int = { $0 }, region: Int, event: Int,
        at point: [Int]
    ) {
        if enabled.isEmpty && region != groupRegion { return }
        for position in enabled {
            let number = transition(position)
            facts.mayBeEnabled[number] = true
            recordWildcard(number, in: point[region], fires: selected.contains(position))
            if selected.contains(position) {
                facts.mayFire[number] = true
            } else if facts.beatenBy[number] == nil {
                facts.beatenBy[number] = enabled.first {
                    $0 != position && machine.transitions[transition($0)].isExplicit
                }.map(
                    transition)
            }
        }
        if selected.count > 1 {
            for (offset, first) in selected.enumerated() {
                for second in selected[(offset + 1)...] {
                    let pair = Pair(transition(first), transition(second))
                    guard ambiguousPairs.insert(pair).inserted else { continue }
                    facts.ambiguities.append(
                        .init(
                            first: pair.first, second: pair.second,
                            witness: .init(valuation: point, event: event)))
                }
            }
        }
        let state = point[region]
        if region == groupRegion, event == releaseEvent, !idle.contains(state),
            !releaseStates.contains(Pair(region, state))
        {
            let wrong = selected.first {
                let number = transition($0)
                return !idle.contains(
                    machine.history?.target(number, region: region, at: point)
                        ?? machine.transitions[number].target)
            }
            if selected.isEmpty || wrong != nil {
                releaseStates.insert(Pair(region, state))
                facts.releaseFailures.append(
                    .init(
                        region: region, state: state, transition: wrong.map(transition),
                        witness: .init(valuation: point, event: event)))
            }
        }
    }

    /// Notes, for a `"*"` transition (or one from a parent state), that it was enabled (and whether it fired) in `state`.
    private mutating func recordWildcard(_ number: Int, in state: Int, fires: Bool) {
        guard machine.mayBeOutranked[number] else { return }
        facts.wildcardEnabledIn[number].insert(state)
        if fires { facts.wildcardFiresIn[number].insert(state) }
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
            && violationKeys.insert(Pair(violation.transition, violation.action)).inserted
        {
            facts.rangeViolations.append(
                .init(
                    transition: violation.transition, action: violation.action, variable: violation.variable,
                    attempted: violation.attempted,
                    witness: .init(valuation: violation.valuation, event: event)))
        }
    }
}

/// Two integers as a set member (no array to allocate and hash).
private struct Pair: Hashable {
    var first: Int
    var second: Int

    init(_ first: Int, _ second: Int) {
        self.first = first
        self.second = second
    }
}
