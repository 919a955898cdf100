import ControlSpecCore

/// A repeating timer (`every:`) whose transition returns to its own state and does nothing there:
/// no `set:`, no `emit:`, no animation.
///
/// Such a timer wakes the control every interval for as long as the state lasts and never changes
/// what the control is, shows or reports; the driver keeps a run-loop timer alive for nothing.
/// Structural: read from the transition itself, for the transitions the exploration found may fire
/// (one that never fires is `unreachable-transition`'s).
enum TimerSpins: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "timer-spin", severity: .warning, stage: .analyze,
            summary: "A repeating timer fires without ever changing anything.",
            explanation:
                "An `every:` transition that returns to its own state with no `set:`, `emit:` or `animation:` repeats for as long as the state lasts and changes nothing: the state stays, so its other timers run on, and nothing is written, sent or shown.",
            proof:
                "a transition that may fire repeats (`every:`), returns to the state it leaves, and has no `set:`, `emit:` or `animation:`.",
            fix:
                "Give the repeat an effect (`set:`, `emit:`, `animation:`, another target) or remove it.",
            example: DiagnosticExample(
                at: SourceLocation(line: 9, column: 24),
                spec: #"""
                    control: Blinker
                    summary: A light that blinks while it is on.
                    events: [toggle]
                    initial: off
                    states: { off: {}, on: {}, dim: { alpha: 0.5 } }
                    transitions:
                      - { from: off, on: toggle, to: on }
                      - { from: [on, dim], on: toggle, to: off }
                      - { from: on, every: 0.5, to: on }
                      - { from: dim, after: 0.5, to: on }
                    """#),
            passing: [
                #"""
                    control: Blinker
                    summary: A light that blinks while it is on.
                    events: [toggle]
                    initial: off
                    states: { off: {}, on: {}, dim: { alpha: 0.5 } }
                    transitions:
                      - { from: off, on: toggle, to: on }
                      - { from: [on, dim], on: toggle, to: off }
                      - { from: on, every: 0.5, to: dim }
                      - { from: dim, after: 0.5, to: on }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for number in analysis.machine.transitions.indices where analysis.facts.mayFire[number] {
            let model = analysis.machine.model(of: number)
            guard let timer = model.timer, let interval = timer.interval, model.actions.isEmpty,
                model.emit.isEmpty, model.animation == nil
            else { continue }
            let compiled = analysis.machine.transitions[number]
            let target = analysis.model.target(of: number)
            guard compiled.sources.allSatisfy({ $0 == target }) else { continue }
            let state = analysis.control.regions[compiled.region].states[target].path
            reporter.report(
                .timerSpin,
                "the timer repeats every \(TimerTrigger.seconds(interval.value)) in `\(state)` and changes"
                    + " nothing: it stays in `\(state)` with no `set:`, `emit:` or `animation:`; give it an"
                    + " effect or remove it",
                at: interval.location, suppress: model.suppress, transitions: [number])
        }
    }
}

extension DiagnosticCode {
    package static var timerSpin: DiagnosticCode { TimerSpins.code }
}
