import ControlSpecCore

/// An interactive `base: control` with no label.
///
/// A generated control is an accessibility element, and VoiceOver reads its label first; a
/// `UIControl` has none of its own (a `UIButton` reads its title). Reported at the control's
/// name when it reacts to a touch event and neither `accessibilityLabel:` nor every state gives
/// one.
enum MissingAccessibilityLabels: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "missing-accessibility-label", severity: .warning, stage: .analyze,
            summary: "An interactive `base: control` gives VoiceOver no label to read.",
            explanation:
                "A generated control is an accessibility element and VoiceOver reads its label first; a `UIControl` has none of its own (a `UIButton` reads its title). The control reacts to touches, and neither `accessibilityLabel:` nor every state gives it a label.",
            proof:
                "a `base: control` reacts to a touch event, and neither a top-level `accessibilityLabel:` nor every state gives it a label.",
            fix: "Add `accessibilityLabel:` at the top level; the app can still set its own.",
            example: DiagnosticExample(
                at: SourceLocation(line: 1, column: 10),
                spec: #"""
                    control: CheckBox
                    summary: A check box that toggles when tapped.
                    events: [tap]
                    initial: off
                    states:
                      off: { accessibilityValue: "off" }
                      on: { selected: true, accessibilityValue: "on" }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#),
            passing: [
                #"""
                    control: CheckBox
                    summary: A check box that toggles when tapped.
                    accessibilityLabel: Remember me
                    events: [tap]
                    initial: off
                    states:
                      off: { accessibilityValue: "off" }
                      on: { selected: true, accessibilityValue: "on" }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        guard control.base.value == .control, control.accessibility.label == nil else { return }
        // The machine's events by number, marked when a transition answers them: one test per
        // event rather than per transition (names of one event are all touch names or none).
        let machine = analysis.machine
        var answered = Array(repeating: false, count: machine.events.count)
        for number in machine.transitions.indices {
            for event in machine.transitions[number].events { answered[event] = true }
        }
        let touches =
            control.events.contains { BuiltinEvent.isTouch($0.value) }
            || answered.indices.contains { answered[$0] && BuiltinEvent.isTouch(machine.events[$0]) }
        let everyStateLabelled = control.regions.allSatisfy { region in
            region.states.allSatisfy { $0.accessibilityLabel != nil }
        }
        guard touches, !everyStateLabelled else { return }
        reporter.report(
            .missingAccessibilityLabel,
            "`\(control.name.value)` reacts to touches but VoiceOver has no label to read for it;"
                + " add `accessibilityLabel:` at the top level",
            at: control.name.location)
    }
}

extension DiagnosticCode {
    /// `missing-accessibility-label`, reported by `MissingAccessibilityLabels`.
    package static var missingAccessibilityLabel: DiagnosticCode { MissingAccessibilityLabels.code }
}
