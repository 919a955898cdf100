import ControlSpecCore

/// `missing-accessibility-label` (warning): an interactive `base: control` with no label.
///
/// A generated control is an accessibility element, and VoiceOver reads its label first; a
/// `UIControl` has none of its own (a `UIButton` reads its title). Reported at the control's
/// name when it reacts to a touch event and neither `accessibilityLabel:` nor every state gives
/// one.
///
/// Fix: add `accessibilityLabel:` at the top level (the app can still set its own).
enum MissingAccessibilityLabels: AnalysisCheck {
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
