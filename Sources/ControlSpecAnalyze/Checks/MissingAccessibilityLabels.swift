import ControlSpecCore

/// A control that reacts to touches, of any base, with no label in some state.
///
/// A generated control is an accessibility element, and VoiceOver reads its label first. In each
/// state the label is `Control.spokenLabel(in:)`: the state's `accessibilityLabel:`, else the
/// control's, else the text the state shows. Reported at the control's name when it reacts to a
/// touch event and some state has none of these (a `UIButton`'s own title counts for nothing: a
/// generated button draws its texts itself).
enum MissingAccessibilityLabels: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "missing-accessibility-label", severity: .warning, stage: .analyze,
            summary: "A control that reacts to touches shows no text and gives VoiceOver no label to read.",
            explanation:
                "A generated control is an accessibility element and VoiceOver reads its label first: in each state the state's `accessibilityLabel:`, else the control's, else the text the state shows. The control reacts to touches, and in some state it has none of them, whatever its `base:`.",
            proof:
                "the control reacts to a touch event, has no top-level `accessibilityLabel:`, and some state neither sets `accessibilityLabel:` nor shows a text.",
            fix:
                "Add `accessibilityLabel:` at the top level (`\"{title}\"` reads a property); the app can still set its own.",
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
                """#,
                #"""
                    control: Buy
                    summary: A button titled by the app.
                    base: button
                    properties:
                      title: { type: string, input: true, default: "" }
                    texts:
                      title: { text: "{title}", font: { size: 15 } }
                    events: [tap]
                    initial: up
                    states:
                      up: { text: title }
                      done: { text: title, selected: true }
                    transitions:
                      - { from: up, on: tap, to: done }
                      - { from: done, on: tap, to: up }
                """#,
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        guard control.accessibility.label == nil else { return }
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
        // With regions, one region labelling each of its states labels every configuration.
        let everyStateLabelled = control.regions.contains { region in
            region.states.allSatisfy { control.spokenLabel(in: $0) != nil }
        }
        guard touches, !everyStateLabelled else { return }
        reporter.report(
            .missingAccessibilityLabel,
            "`\(control.name.value)` reacts to touches but VoiceOver has no label to read for it"
                + " in a state that shows no text; add `accessibilityLabel:` at the top level",
            at: control.name.location)
    }
}

extension DiagnosticCode {
    /// `missing-accessibility-label`, reported by `MissingAccessibilityLabels`.
    package static var missingAccessibilityLabel: DiagnosticCode { MissingAccessibilityLabels.code }
}
