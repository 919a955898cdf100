import ControlSpecCore
import ControlSpecTouch

/// A `base: button` transition on `touchUpInside` (`tap`) that emits
/// `primaryActionTriggered`.
///
/// `UIButton` sends `primaryActionTriggered` itself after `touchUpInside`, so the adapter does not
/// send it again (the rule is `ControlEvent.buttonFollowUp` of ControlSpecTouch, which the adapter
/// follows too): the `emit:` says nothing and reads as if the output fired twice. Reported at the
/// output in `emit:`.
enum RedundantEmits: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "redundant-emit", severity: .warning, stage: .analyze,
            summary:
                "A button transition on `touchUpInside` emits `primaryActionTriggered`, which UIKit already sends.",
            explanation:
                "`UIButton` sends `primaryActionTriggered` itself after `touchUpInside`, so the adapter does not send it again: the `emit:` changes nothing and reads as if the output fired twice.",
            proof:
                "a `base: button` transition on `touchUpInside` emits `primaryActionTriggered`, which `UIButton` sends by itself after `touchUpInside`.",
            fix: "Remove `primaryActionTriggered` from the transition's `emit:`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 8, column: 52),
                spec: #"""
                    control: PushButton
                    summary: A button that dims while pressed.
                    base: button
                    events: [touchDown, touchUpInside]
                    initial: up
                    states: { up: {}, down: { alpha: 0.5 } }
                    transitions:
                      - { from: down, on: touchUpInside, to: up, emit: primaryActionTriggered }
                      - { from: up, on: touchDown, to: down }
                    """#),
            passing: [
                #"""
                    control: PushButton
                    summary: A button that dims while pressed.
                    base: button
                    events: [touchDown, touchUpInside]
                    initial: up
                    states: { up: {}, down: { alpha: 0.5 } }
                    transitions:
                      - { from: down, on: touchUpInside, to: up }
                      - { from: up, on: touchDown, to: down }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        guard analysis.control.base.value == .button else { return }
        for region in analysis.control.regions {
            for transition in region.transitions {
                let touches = transition.on.compactMap {
                    BuiltinEvent.controlEvent(of: $0.value).flatMap(ControlEvent.init(rawValue:))
                }
                for output in transition.emit {
                    guard
                        let touch = touches.first(where: { $0.buttonFollowUp?.rawValue == output.value })
                    else { continue }
                    reporter.report(
                        .redundantEmit,
                        "a button sends `\(output.value)` itself after `\(touch.rawValue)`; remove it from"
                            + " `emit:` (the adapter does not send it twice)",
                        at: output.location, suppress: transition.suppress)
                }
            }
        }
    }
}

extension DiagnosticCode {
    /// `redundant-emit`, reported by `RedundantEmits`.
    package static var redundantEmit: DiagnosticCode { RedundantEmits.code }
}
