import ControlSpecCore
import ControlSpecResolve

/// The transition can never fire, for one of three reasons.
///
/// 1. Its source is unreachable: no state it leaves is ever reached.
/// 2. Its guard is never true where the source is reached (for `when: else`: some sibling is
///    always enabled). A guard on a state property that no
///    `set` ever writes is the common cause: the property keeps its default. If the app feeds that
///    property, it must say so with `input: true`.
/// 3. It is always beaten by a higher-ranked transition: a `"*"` transition loses to an explicit
///    one on the same event wherever it is enabled.
enum UnreachableTransitions: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unreachable-transition", severity: .warning, stage: .analyze,
            summary: "The transition can never fire.",
            explanation:
                "The transition can never fire: its source is unreachable, an earlier timer always leaves its source first, its guard is never true where the source is reached, or a higher-ranked transition always beats it.",
            proof:
                "never selected. Reason: (1) none of its `from` states is reachable; else (1a) it is timed and in every reachable source an earlier timer that always fires leaves the state first (`ResolvedControl.preemption`; with `after: animation`, per entering animation, `AnimationTimers`), or it waits for an animation and every reachable entry has none; else (2) its guard is false in every reachable configuration of its source (a guard on a state property that nothing writes adds \"declare it `input: true`\"); else (3) wherever it is enabled an explicit candidate outranks it.",
            fix:
                "Remove the transition or fix what the message names; a guard on a property that the app sets needs `input: true` on that property.",
            example: DiagnosticExample(
                at: SourceLocation(line: 14, column: 5),
                spec: #"""
                    control: CheckBox
                    summary: A check box the app can lock.
                    properties:
                      locked: { type: bool, default: false }
                    outputs: [lockedTap]
                    events: [tap]
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on, when: "!locked" }
                      - { from: on, on: tap, to: off, when: "!locked" }
                      - { from: [off, on], on: tap, to: off, when: locked, emit: [lockedTap] }
                    """#),
            passing: [
                #"""
                    control: CheckBox
                    summary: A check box the app can lock.
                    properties:
                      locked: { type: bool, default: false, input: true }
                    outputs: [lockedTap]
                    events: [tap]
                    initial: off
                    states:
                      off: {}
                      on: { selected: true }
                    transitions:
                      - { from: off, on: tap, to: on, when: "!locked" }
                      - { from: on, on: tap, to: off, when: "!locked" }
                      - { from: [off, on], on: tap, to: off, when: locked, emit: [lockedTap] }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let facts = analysis.facts
        // Only for a transition that never fires: most specs have none.
        var neverWritten: [Bool]?
        for number in facts.mayFire.indices where !facts.mayFire[number] {
            let compiled = analysis.machine.transitions[number]
            let model = analysis.machine.model(of: number)
            // No animation to wait for: `no-entering-animation` says so at the timer.
            if model.timer?.waitsForAnimation == true,
                !UnanimatedEntries.hasAnimatedEntry(number, in: analysis)
            {
                continue
            }
            // Timers of a control with `after: animation` are withheld per entering animation.
            let waitsForAnimations = analysis.machine.animationTimers != nil
            let written = neverWritten ?? analysis.machine.neverWritten
            neverWritten = written
            var notes: [Diagnostic.Note] = []
            // The properties the guard reads that no transition writes, at the value they keep.
            let constants = compiled.reads.filter { written[$0] }
            let witness = Witness(
                states: [], event: nil,
                values: constants.sorted().map {
                    let variable = analysis.machine.table.variables[$0]
                    return Witness.Assignment(
                        name: variable.name, value: analysis.value(variable.initialValue, of: $0))
                })
            let reason: String
            if !compiled.sources.contains(where: { facts.mayReach[compiled.region][$0] }) {
                let names = compiled.sources.map {
                    "`\(analysis.control.regions[compiled.region].states[$0].path)`"
                }
                reason =
                    "its source \(names.count == 1 ? "state" : "states") \(names.joined(separator: ", ")) "
                    + "\(names.count == 1 ? "is" : "are") unreachable"
            } else if let preempted = preemption(of: number, in: analysis) {
                reason = preempted.reason
                notes.append(Diagnostic.Note("the timer that fires first", at: preempted.location))
            } else if let inner = facts.preemptedBy[number],
                !facts.mayBeEnabled[number] || facts.beatenBy[number] == nil
            {
                let region = analysis.control.regions[inner]
                let holder = region.owner.map { "`\($0.state)`" } ?? "its state"
                reason =
                    "wherever it would fire, region `\(region.name?.value ?? "")` inside \(holder) answers the event"
                    + " first (a region inside a state preempts its owner's transitions); remove it, or make the"
                    + " inner transitions' guards false where this one should fire"
            } else if !facts.mayBeEnabled[number], model.timer != nil, waitsForAnimations {
                reason =
                    model.timer?.waitsForAnimation == true
                    ? "wherever its source is reached, it was entered without an animation to wait for, an"
                        + " earlier timer always leaves it first, or the guard is false"
                    : "wherever its source is reached, the animation that entered it ends first and"
                        + " `after: animation` always leaves, or the guard is false"
            } else if !facts.mayBeEnabled[number], compiled.guardCondition == .otherwise {
                reason =
                    "its guard is never true where its source is reached: `when: else` holds only when no other "
                    + "transition of the same state, event and rank is enabled, and one always is"
            } else if !facts.mayBeEnabled[number] {
                reason = "its guard is never true where its source is reached" + hint(witness)
            } else if let winner = facts.beatenBy[number], compiled.isExplicit {
                reason =
                    "wherever it is enabled, \(analysis.transition(winner)) answers the event from a state nested"
                    + " deeper, and the deepest source wins; remove it, or make the child's guard false where"
                    + " the parent's transition should fire"
                notes.append(
                    Diagnostic.Note(
                        "the transition of the nested state", at: analysis.machine.model(of: winner).location)
                )
            } else if let winner = facts.beatenBy[number] {
                reason =
                    "it is always beaten by \(analysis.transition(winner)), which names the state explicitly "
                    + "and outranks `\"*\"`; remove it or make the guards exclusive"
                notes.append(
                    Diagnostic.Note(
                        "the higher-ranked transition",
                        at: analysis.machine.model(of: winner).location))
            } else {
                reason = "it is always beaten by a higher-ranked transition"
            }
            reporter.report(
                .unreachableTransition, "transition can never fire: \(reason)",
                at: model.location, notes: notes, suppress: model.suppress, witness: witness,
                transitions: [number])
        }
    }

    /// The properties that keep their default, and how to say the app sets them.
    /// Why a timed transition never fires when an earlier timer always leaves each of its reached
    /// sources first (`ResolvedControl.preemption`): the timeline in the first such source, and where
    /// that earlier timer's transition is.
    private static func preemption(of number: Int, in analysis: Analysis) -> (
        reason: String, location: SourceLocation
    )? {
        let compiled = analysis.machine.transitions[number]
        let model = analysis.machine.model
        let facts = analysis.facts
        guard let event = compiled.events.first, let timer = model.events[event].timer else { return nil }
        let reached = compiled.sources.filter { facts.mayReach[compiled.region][$0] }
        let winners = reached.map { model.preemption(compiled.region, $0, event) }
        guard let state = reached.first, let winner = winners.first ?? nil,
            !winners.contains(where: { $0 == nil })
        else { return nil }
        guard let earlier = model.events[winner].timer,
            let first = analysis.machine.transitions.indices.first(where: {
                analysis.machine.transitions[$0].region == compiled.region
                    && analysis.machine.transitions[$0].events.contains(winner)
                    && analysis.machine.transitions[$0].sources.contains(state)
            })
        else { return nil }
        // Each timer counts in its state: the leaf, or the parent it is on.
        let region = analysis.control.regions[compiled.region]
        func counted(_ timer: ResolvedControl.Timer) -> String {
            let parent = timer.parent.flatMap { name in region.parents.first { $0.name.value == name }?.path }
            return "`\(parent ?? region.states[state].path)`"
        }
        let name = counted(earlier)
        let own = timer.parent == earlier.parent ? "" : " in " + counted(timer)
        let reason =
            "its timer never fires: \(TimerTrigger.seconds(earlier.delay)) in \(name), before its"
            + " \(TimerTrigger.seconds(timer.delay))\(own), \(analysis.transition(first)) always fires and leaves"
            + " \(name); shorten this timer or give the earlier one a guard"
        return (reason, analysis.machine.model(of: first).location)
    }

    private static func hint(_ witness: Witness) -> String {
        guard !witness.values.isEmpty else { return "" }
        let list = witness.values.map { "`\($0.name)`" }.joined(separator: ", ")
        return
            "; no transition ever sets \(list) (\(witness.valuesText) always) — if the app sets it, declare it"
            + " `input: true`"
    }
}

extension DiagnosticCode {
    /// `unreachable-transition`, reported by `UnreachableTransitions`.
    package static var unreachableTransition: DiagnosticCode { UnreachableTransitions.code }
}
