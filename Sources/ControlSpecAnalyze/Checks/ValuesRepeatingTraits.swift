import ControlSpecCore

/// A state's `accessibilityValue` that is a word VoiceOver already says for one of the state's
/// traits: "selected" while `selected: true`, "dimmed" while `enabled: false`, "button" on a control
/// announced as a button. VoiceOver reads the label, the value and the traits, so the word is
/// spoken twice ("Selected, Done, selected").
///
/// Reported at the value.
enum ValuesRepeatingTraits: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "value-repeats-trait", severity: .warning, stage: .analyze,
            summary: "A state's `accessibilityValue` says what one of its traits already says.",
            explanation:
                "VoiceOver reads a control's label, its value and its traits: `.selected` as \"selected\", `.notEnabled` as \"dimmed\", `.button` as \"button\". A value that is the same word makes VoiceOver say it twice.",
            proof:
                "a state's `accessibilityValue` is, ignoring case and surrounding spaces, \"selected\" while the state sets `selected: true`, \"dimmed\" while it sets `enabled: false`, or \"button\" on a control that is not a `base: view`.",
            fix:
                "Drop the `accessibilityValue` (the trait says it), or give a value the traits do not say (`ascending`, `3 stars`).",
            example: DiagnosticExample(
                at: SourceLocation(line: 8, column: 50),
                spec: #"""
                    control: Tick
                    summary: A check mark.
                    accessibilityLabel: Done
                    events: [tap]
                    initial: unchecked
                    states:
                      unchecked: {}
                      checked: { selected: true, accessibilityValue: selected }
                    transitions:
                      - { from: unchecked, on: tap, to: checked }
                      - { from: checked, on: tap, to: unchecked }
                    """#),
            passing: [
                #"""
                    control: Tick
                    summary: A check mark.
                    accessibilityLabel: Done
                    events: [tap]
                    initial: unchecked
                    states:
                      unchecked: {}
                      checked: { selected: true }
                    transitions:
                      - { from: unchecked, on: tap, to: checked }
                      - { from: checked, on: tap, to: unchecked }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        for region in control.regions {
            for state in region.states {
                guard let value = state.accessibilityValue else { continue }
                var spoken: [String] = []
                if state.selected == true { spoken.append("selected") }
                if state.enabled == false { spoken.append("dimmed") }
                if control.base.value != .view { spoken.append("button") }
                let word = String(
                    value.value.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
                )
                .lowercased()
                guard spoken.contains(word) else { continue }
                reporter.report(
                    .valueRepeatsTrait,
                    "VoiceOver already says '\(word)' for the state's trait, so the value '\(value.value)'"
                        + " is spoken twice; drop it or say something the traits do not",
                    at: value.location, suppress: state.suppress)
            }
        }
    }
}

extension DiagnosticCode {
    /// `value-repeats-trait`, reported by `ValuesRepeatingTraits`.
    package static var valueRepeatsTrait: DiagnosticCode { ValuesRepeatingTraits.code }
}
