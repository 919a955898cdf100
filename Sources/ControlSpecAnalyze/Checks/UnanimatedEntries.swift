import ControlSpecCore

/// An `after: animation` timer in states that no transition enters with an animation.
///
/// The timer waits for the animation of the transition that entered its state; a state entered
/// only without one (by transitions without `animation:`, initially, or set from code) has nothing
/// to wait for, so the timer never fires there. Structural: read from the transitions into each
/// source state (a transition into a parent with history may enter any of its states, and counts
/// for each). The exploration decides the rest exactly (a reachable entry without an animation is
/// a configuration where the timer does not run).
enum UnanimatedEntries: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "no-entering-animation", severity: .warning, stage: .analyze,
            summary: "An `after: animation` timer waits in states no animation enters.",
            explanation:
                "`after: animation` fires when the animation of the transition that entered its state has finished. No transition into any of its `from` states plays an animation, so there is never one to wait for and the timer never fires.",
            proof:
                "no transition whose target is one of the timer's `from` states (or a parent with history above one) has an `animation:`, leaving aside a repeating timer's transition back to its own state.",
            fix:
                "Give a transition into the state an `animation:`, or wait a duration instead: `after: 0.3`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 8, column: 27),
                spec: #"""
                    control: Flash
                    summary: A light that flashes when shown.
                    events: [show]
                    initial: idle
                    states: { idle: {}, flash: { alpha: 0.5 } }
                    transitions:
                      - { from: idle, on: show, to: flash }
                      - { from: flash, after: animation, to: idle }
                    """#),
            passing: [
                #"""
                    control: Flash
                    summary: A light that flashes when shown.
                    events: [show]
                    initial: idle
                    states: { idle: {}, flash: { alpha: 0.5 } }
                    transitions:
                      - { from: idle, on: show, to: flash, animation: fade }
                      - { from: flash, after: animation, to: idle }
                    animations:
                      fade:
                        duration: 0.3
                        tracks:
                          - { target: control, property: opacity, from: 0, to: 1 }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for number in analysis.machine.transitions.indices {
            let model = analysis.machine.model(of: number)
            guard let timer = model.timer, timer.waitsForAnimation,
                !hasAnimatedEntry(number, in: analysis)
            else { continue }
            let compiled = analysis.machine.transitions[number]
            let states = compiled.sources.map {
                "`\(analysis.control.regions[compiled.region].states[$0].path)`"
            }
            reporter.report(
                .noEnteringAnimation,
                "`after: animation` never fires: no transition into \(states.joined(separator: ", ")) plays an"
                    + " animation, so there is none to wait for; give one an `animation:`, or write a duration,"
                    + " such as `after: 0.3`",
                at: timer.delay.location, suppress: model.suppress, transitions: [number])
        }
    }

    /// Whether some transition of the region may enter one of the sources of transition `number`
    /// with an animation.
    static func hasAnimatedEntry(_ number: Int, in analysis: Analysis) -> Bool {
        let compiled = analysis.machine.transitions[number]
        let sources = Set(compiled.sources)
        for other in analysis.machine.transitions.indices
        where analysis.machine.transitions[other].region == compiled.region {
            let entering = analysis.machine.model(of: other)
            guard entering.animation != nil else { continue }
            let target = analysis.model.target(of: other)
            let keeps =
                entering.timer?.repeats == true
                && analysis.machine.transitions[other].sources.allSatisfy { $0 == target }
            if entering.toParent != nil || (sources.contains(target) && !keeps) { return true }
        }
        return false
    }
}

extension DiagnosticCode {
    /// `no-entering-animation`, reported by `UnanimatedEntries`.
    package static var noEnteringAnimation: DiagnosticCode { UnanimatedEntries.code }
}
