import ControlSpecCore
import ControlSpecResolve

/// An `after: animation` timer in a leaf where a parent's timer also answers: the one place the
/// analysis does not order timers by time.
///
/// The animation timer counts from the leaf's entry, a parent's timer from the parent's, which may
/// lie long before (the parent's timer may be spent, or nearly due, when the leaf is entered). The
/// entry value records the leaf's entering animation, not where the parent's clock stood, so
/// neither timer preempts the other in the analysis (Analysis.md, "After the animation"): it may
/// call a transition of either possible where the other always fires first, never the reverse.
/// Reported at `animation` of `after: animation`, once per transition, where in one of its leaves
/// a parent's timer has candidates and one of the two always leaves the leaf (`TimerLeaving`), so
/// that exact timing could have ruled the other out.
enum ParentTimersBesideAnimation: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "parent-timer-beside-animation", severity: .note, stage: .analyze,
            summary:
                "A parent's timer and `after: animation` answer in one leaf, and the analysis does not order them.",
            explanation:
                "`after: animation` counts from the leaf's entry, a parent's timer from the parent's, which may lie long before. The analysis does not record where the parent's clock stood when the leaf was entered, so it lets either timer fire first: it may call a transition of either possible where the other always fires first in a run.",
            proof:
                "a transition `after: animation` has a leaf where a timer of a parent around it has candidates, and one of the two always leaves the leaf.",
            fix:
                "Nothing is wrong; to have the analysis decide it exactly, time the leaf's step with `after:` seconds, or put the parent's timer on the leaves it should run in.",
            example: DiagnosticExample(
                at: SourceLocation(line: 12, column: 29),
                spec: #"""
                    control: Spent
                    summary: A wait that a timer of its parent may interrupt.
                    events: [back]
                    initial: waiting
                    states:
                      active:
                        states: { waiting: {}, busy: {} }
                      idle: {}
                    transitions:
                      - { from: active, after: 1, to: busy }
                      - { from: busy, on: back, to: waiting, animation: slow }
                      - { from: waiting, after: animation, to: idle }
                      - { from: idle, on: back, to: active }
                    animations:
                      slow:
                        duration: 2
                        tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
                    """#),
            passing: [
                #"""
                    control: Spent
                    summary: A wait that a timer of its leaf may interrupt.
                    events: [back]
                    initial: waiting
                    states:
                      active:
                        states: { waiting: {}, busy: {} }
                      idle: {}
                    transitions:
                      - { from: waiting, after: 1, to: busy }
                      - { from: busy, on: back, to: waiting, animation: slow }
                      - { from: waiting, after: animation, to: idle }
                      - { from: idle, on: back, to: active }
                    animations:
                      slow:
                        duration: 2
                        tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let model = analysis.model
        let parentTimers = (model.inputEventCount..<model.events.count).filter {
            model.events[$0].timer?.parent != nil
        }
        guard !parentTimers.isEmpty else { return }
        for number in analysis.machine.transitions.indices {
            let transition = analysis.machine.model(of: number)
            guard let timer = transition.timer, timer.waitsForAnimation else { continue }
            let compiled = analysis.machine.transitions[number]
            let region = compiled.region
            guard let waiting = model.events(of: number).first else { continue }
            var beside: [String] = []
            for state in compiled.sources {
                let animationLeaves = TimerLeaving(waiting, region: region, state: state, in: model)
                    .alwaysLeaves
                for event in parentTimers where model.events[event].timer?.region == region {
                    let parent = TimerLeaving(event, region: region, state: state, in: model)
                    guard parent.hasCandidates, animationLeaves || parent.alwaysLeaves,
                        !beside.contains(model.events[event].name)
                    else { continue }
                    beside.append(model.events[event].name)
                }
            }
            guard !beside.isEmpty else { continue }
            reporter.report(
                .parentTimerBesideAnimation,
                "`after: animation` and \(beside.map { "`\($0)`" }.joined(separator: ", ")) count from"
                    + " different entries, which the analysis does not order: it lets either fire first, so a"
                    + " finding about them may not happen in a run",
                at: timer.delay.location, suppress: transition.suppress, transitions: [number])
        }
    }
}

extension DiagnosticCode {
    /// `parent-timer-beside-animation`, reported by `ParentTimersBesideAnimation`.
    package static var parentTimerBesideAnimation: DiagnosticCode { ParentTimersBesideAnimation.code }
}
