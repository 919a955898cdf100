import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// `after: animation` decided once for every back end: when each transition's animation has
/// finished, which event is each region's animation timer, and in which states it and the
/// region's other timers may fire given the animation the state was entered with.
///
/// The rule (Language.md, "Timers"): a region's animation timer is due
/// `AnimationDescription.finishMilliseconds` after the region entered its state, by the animation
/// of the transition that entered it; entered by a transition without one (or initially, or set
/// from code) it does not run. A repeating timer's transition back to its own state is no entry
/// unless its `to:` names a parent (`TimerLeaving.entersLeafAnew`): the state and the animation it
/// was entered with run on. Once its delay is known, it is a
/// one-shot timer like `after: d`, with its rank among the region's timers: one that always leaves
/// earlier preempts it, and it preempts the later ones when it always leaves.
package struct AnimationTimers: Sendable {
    /// Per transition number: the milliseconds after the step that its animation has finished;
    /// nil without an animation. Empty when no region has an animation timer.
    package let finish: [Int?]
    /// Per region: the event of its animation timer; nil when no transition of it waits for an
    /// animation.
    package let event: [Int?]
    /// Per region: the distinct finishing times its transitions' animations have, ascending. An
    /// entry is numbered 0 (no animation to wait for) or 1 + its position here.
    package let delays: [[Int]]
    /// Per region, per state: whether the animation timer answers there (has candidates).
    package let answers: [[Bool]]
    /// Per region, per state, per timer event of the region (`timerEvents`), per entry number:
    /// whether the timer may fire.
    private let fires: [[[Int: [Bool]]]]

    /// The animation timers of `model`.
    package init(_ model: ResolvedControl) {
        let control = model.control
        var event = [Int?](repeating: nil, count: control.regions.count)
        for index in model.inputEventCount..<model.events.count {
            if let timer = model.events[index].timer, timer.waitsForAnimation { event[timer.region] = index }
        }
        self.event = event
        guard event.contains(where: { $0 != nil }) else {
            finish = []
            delays = control.regions.map { _ in [] }
            answers = control.regions.map { $0.states.map { _ in false } }
            fires = control.regions.map { $0.states.map { _ in [:] } }
            return
        }
        var finishOf: [String: Int] = [:]
        for animation in control.animations {
            finishOf[animation.name.value] = animation.played.finishMilliseconds
        }
        finish = model.transitions.indices.map { number in
            let transition = model.transitions[number].transition
            return transition.animation.flatMap { finishOf[$0.value] }
        }
        var delays: [[Int]] = []
        var answers: [[Bool]] = []
        var fires: [[[Int: [Bool]]]] = []
        for region in control.regions.indices {
            let states = control.regions[region].states.indices
            guard let waiting = event[region] else {
                delays.append([])
                answers.append(states.map { _ in false })
                fires.append(states.map { _ in [:] })
                continue
            }
            let first = model.firstTransition[region]
            let count = control.regions[region].transitions.count
            let regionDelays = Array(Set(finish[first..<first + count].compactMap { $0 })).sorted()
            delays.append(regionDelays)
            answers.append(states.map { !Self.numbers(model.candidates(region, $0, waiting)).isEmpty })
            let timerEvents = (model.inputEventCount..<model.events.count).filter {
                model.events[$0].timer?.region == region
            }
            fires.append(
                states.map { state in
                    // Each timer's due instant (the animation timer's per entry), ranked by event.
                    var table: [Int: [Bool]] = [:]
                    for timer in timerEvents {
                        table[timer] = (0...regionDelays.count).map { entry in
                            Self.fires(
                                timer, state: state, region: region, entry: entry, waiting: waiting,
                                delays: regionDelays, model)
                        }
                    }
                    return table
                })
        }
        self.delays = delays
        self.answers = answers
        self.fires = fires
    }

    /// Whether any region has an animation timer.
    package var isEmpty: Bool { event.allSatisfy { $0 == nil } }

    /// The entry number transition `number` gives its region when it enters `target`: 1 + the
    /// position of its animation's finishing time, or 0 when it plays none or `target` has no
    /// animation timer (so that states without one are not told apart by the entry).
    package func entry(of number: Int, region: Int, target: Int) -> Int {
        guard answers[region][target], let milliseconds = finish[number],
            let position = delays[region].firstIndex(of: milliseconds)
        else { return 0 }
        return position + 1
    }

    /// Whether timer `event` may fire in `state` of `region` entered with entry number `entry`: the
    /// animation timer only after an entry with an animation that no earlier timer preempts, and
    /// every other timer unless the animation timer always leaves before it. True for every event
    /// that is not a timer of a region with an animation timer.
    package func fires(_ event: Int, region: Int, state: Int, entry: Int) -> Bool {
        guard let row = fires[region][state][event] else { return true }
        return row[entry]
    }

    private static func fires(
        _ timer: Int, state: Int, region: Int, entry: Int, waiting: Int, delays: [Int],
        _ model: ResolvedControl
    ) -> Bool {
        let due = { (event: Int) -> (Int, Int) in
            if event == waiting { return (entry == 0 ? Int.max : delays[entry - 1], event) }
            return (model.events[event].timer?.delay ?? Int.max, event)
        }
        // A parent's timer counts from the parent's entry, which the entry number does not record
        // (it may be spent, or nearly due, when the leaf is entered): neither preempts the other.
        let countsInLeaf = { (event: Int) in model.events[event].timer?.parent == nil }
        if timer == waiting {
            guard entry != 0 else { return false }
            // Preempted by a timer of the state that always leaves before it.
            return !(model.inputEventCount..<model.events.count).contains { other in
                other != waiting && model.events[other].timer?.region == region && countsInLeaf(other)
                    && due(other) < due(timer) && alwaysLeaves(other, state: state, region: region, model)
            }
        }
        guard entry != 0, countsInLeaf(timer), due(waiting) < due(timer) else { return true }
        return !alwaysLeaves(waiting, state: state, region: region, model)
    }

    /// Whether timer `event` always leaves (or re-enters) `state` when it is due (`TimerLeaving`,
    /// the rule `ResolvedControl.preemption` reads too).
    private static func alwaysLeaves(
        _ event: Int, state: Int, region: Int, _ model: ResolvedControl
    ) -> Bool {
        TimerLeaving(event, region: region, state: state, in: model).alwaysLeaves
    }

    private static func numbers(_ candidates: ResolvedControl.Candidates) -> [Int] {
        Array(candidates.explicit) + Array(candidates.wildcard)
    }
}
