import ControlSpecCore

/// The fallback when the exact exploration exceeds its budget: a per-state analysis that
/// assumes every property (and every other region) may hold any value at any moment.
///
/// It does not apply the conflict rule of regions inside a state (`Exploration.preempt`): a holding
/// state's transition counts as never preempted, which again only adds what may happen.
///
/// That assumption over-approximates what can happen, so what it calls impossible (an unreachable
/// state, a transition that can never fire) is certain. Findings that need a witness (ambiguity,
/// write conflicts, out-of-range sets, group release) are kept only where the partial exact
/// exploration proved them; dead ends and missing ways back only for states it reached.
struct ConservativeAnalysis {
    /// Completes `recorder`'s facts from the partial exploration with the per-state analysis.
    static func complete(_ machine: CompiledMachine, _ recorder: FindingRecorder) -> AnalysisFacts {
        var recorder = recorder
        let universe = machine.table.universe
        for (region, model) in machine.control.regions.enumerated() {
            var successors = Array(repeating: Set<Int>(), count: model.states.count)
            var visited = Array(repeating: false, count: model.states.count)
            let names = model.states.map(\.name.value)
            var queue = model.initial.compactMap { names.firstIndex(of: $0.value) }
            if queue.isEmpty && !names.isEmpty { queue = [0] }
            for state in queue { visited[state] = true }
            while let state = queue.popLast() {
                var context = universe
                context.bounds[region] = Interval(state, state)
                for event in machine.events.indices {
                    let within = machine.fingerDown[event].flatMap(context.intersection) ?? context
                    let dispatch = RegionDispatch(machine, region: region, event: event, context: within)
                    recorder.record(dispatch, region: region, state: state, event: event, at: nil)
                    for option in dispatch.selected {
                        let targets =
                            machine.history?.possibleTargets(option.transition, region: region, from: state)
                            ?? [machine.transitions[option.transition].target]
                        for target in targets {
                            successors[state].insert(target)
                            if !visited[target] {
                                visited[target] = true
                                queue.append(target)
                            }
                        }
                    }
                }
            }
            recorder.facts.mayReach[region] = visited
            let returns = reachingHome(machine.homeStates(region), successors)
            for state in model.states.indices where recorder.facts.reached[region][state] {
                recorder.facts.deadEnds[region][state] =
                    model.states.count > 1 && successors[state].subtracting([state]).isEmpty
                recorder.facts.noWayBack[region][state] = !returns[state]
            }
        }
        return recorder.facts
    }

    /// Per state: whether some path of `successors` leads from it to a state of `home` (one
    /// backward search from `home`, linear in the edges).
    private static func reachingHome(_ home: Set<Int>, _ successors: [Set<Int>]) -> [Bool] {
        var predecessors = Array(repeating: [Int](), count: successors.count)
        for (state, targets) in successors.enumerated() {
            for target in targets { predecessors[target].append(state) }
        }
        var returns = Array(repeating: false, count: successors.count)
        var queue = home.filter { successors.indices.contains($0) }.sorted()
        for state in queue { returns[state] = true }
        while let state = queue.popLast() {
            for source in predecessors[state] where !returns[source] {
                returns[source] = true
                queue.append(source)
            }
        }
        return returns
    }
}
