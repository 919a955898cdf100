import ControlSpecCore

/// Whether a timer **always leaves** a leaf when it is due there (Analysis.md, "Timers"): one of
/// its candidates in the leaf has no guard (or is `else`), so one of them always fires, and every
/// candidate enters a leaf anew (`entersLeafAnew`), so the leaf's clock (and the animation it was
/// entered with) starts over or stops.
///
/// The one statement of that rule: `ResolvedControl.preemption` (timers that count their delay)
/// and `AnimationTimers` (`after: animation`, per entry) both fold a timer's candidates into it,
/// and the analysis' entry value (`MachineAnimationTimers`) asks `entersLeafAnew` too.
package struct TimerLeaving: Sendable {
    /// Whether a candidate was added.
    private var someCandidate = false
    /// Whether a candidate without a guard (or `else`) was added.
    private var someAlwaysFires = false
    /// Whether every candidate added enters its target leaf anew.
    private var everyEntersAnew = true

    /// No candidates yet.
    package init() {}

    /// Timer `event`'s candidates in `state` of `region` of `model`, folded in.
    package init(_ event: Int, region: Int, state: Int, in model: ResolvedControl) {
        let candidates = model.candidates(region, state, event)
        for number in Array(candidates.explicit) + Array(candidates.wildcard) {
            add(model.transitions[number].transition, source: state, target: model.target(of: number))
        }
    }

    /// Whether a step of `transition` from leaf `source` to leaf `target` enters the target anew:
    /// every step but a repeating timer's (`every:`) back to its own leaf, and that one too when its
    /// `to:` names a parent, which it leaves and re-enters (`ParentClocks.reentersLeaf`). A
    /// once-timer's self-transition re-enters its leaf.
    package static func entersLeafAnew(_ transition: Transition, source: Int, target: Int) -> Bool {
        transition.timer?.repeats != true || target != source || ParentClocks.reentersLeaf(transition)
    }

    /// Folds in `transition`, a candidate of the timer in leaf `source`, ending in leaf `target`.
    package mutating func add(_ transition: Transition, source: Int, target: Int) {
        someCandidate = true
        switch transition.condition {
        case nil, .otherwise?: someAlwaysFires = true
        case .expression?: break
        }
        everyEntersAnew = everyEntersAnew && Self.entersLeafAnew(transition, source: source, target: target)
    }

    /// Whether the timer has a candidate.
    package var hasCandidates: Bool { someCandidate }

    /// Whether one of the candidates always fires.
    package var alwaysFires: Bool { someAlwaysFires }

    /// Whether the timer always leaves the leaf (or enters it anew) when due.
    package var alwaysLeaves: Bool { someAlwaysFires && everyEntersAnew }
}
