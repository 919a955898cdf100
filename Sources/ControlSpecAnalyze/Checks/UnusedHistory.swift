import ControlSpecCore
import ControlSpecResolve

/// A parent's `history:` that can never change where the control goes.
///
/// A memory is read only when the parent is entered by its name: a transition's `to:` names it,
/// or names a parent whose initial children lead to it, or a shallow parent above it resumes the
/// child on whose initial path it lies. With none of these, or with one leaf below the parent
/// (what it remembers is what `initial:` enters), `history:` changes nothing. Reported at the
/// `history:` value.
enum UnusedHistory: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unused-history", severity: .warning, stage: .analyze,
            summary: "A parent's `history:` can never make a difference.",
            explanation:
                "`history:` makes a parent resume the child (`shallow`) or the nested state (`deep`) it was left in when a transition enters it by its name. When no transition enters it that way, or when it has a single leaf, every entry goes where `initial:` leads, so the key says something the control never does.",
            proof:
                "no transition's `to:` names the parent (or a parent whose initial children lead to it), and no shallow parent above it resumes into it; or the parent has one leaf.",
            fix:
                "Target the parent in `to:` where the control should resume (`to: playing` rather than `to: buffering`), or remove `history:`.",
            example: DiagnosticExample(
                at: SourceLocation(line: 9, column: 14),
                spec: #"""
                    control: Media
                    accessibilityLabel: Play
                    events: [tap, stalled, resumed]
                    initial: paused
                    states:
                      paused: {}
                      playing:
                        initial: buffering
                        history: shallow
                        states:
                          buffering: {}
                          running: {}
                    transitions:
                      - { from: paused, on: tap, to: buffering }
                      - { from: playing, on: tap, to: paused }
                      - { from: buffering, on: resumed, to: running }
                      - { from: running, on: stalled, to: buffering }
                    """#),
            passing: [
                #"""
                    control: Media
                    accessibilityLabel: Play
                    events: [tap, stalled, resumed]
                    initial: paused
                    states:
                      paused: {}
                      playing:
                        initial: buffering
                        history: shallow
                        states:
                          buffering: {}
                          running: {}
                    transitions:
                      - { from: paused, on: tap, to: playing }
                      - { from: playing, on: tap, to: paused }
                      - { from: buffering, on: resumed, to: running }
                      - { from: running, on: stalled, to: buffering }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        for region in analysis.control.regions {
            var parentOf: [String: ParentState] = [:]
            for parent in region.parents { parentOf[parent.name.value] = parent }
            // The parents entered by their name: named in `to:`, or resumed by a shallow parent.
            var entered = region.transitions.compactMap(\.toParent)
            for parent in region.parents where parent.history?.value == .shallow {
                entered += parent.children
            }
            for parent in region.parents {
                guard let history = parent.history else { continue }
                let name = parent.name.value
                let reason: String
                if parent.leaves.count == 1 {
                    reason =
                        "it has one leaf, so what it remembers is what 'initial' enters; remove 'history'"
                } else if !entered.contains(where: { leads($0, into: name, parentOf) }) {
                    reason =
                        "no transition enters it by its name, so every entry goes where 'to' says; target"
                        + " '\(parent.path)' in 'to' where the control should resume, or remove 'history'"
                } else {
                    continue
                }
                reporter.report(
                    .unusedHistory, "the history of state '\(parent.path)' is never used: " + reason,
                    at: history.location, suppress: parent.suppress)
            }
        }
    }

    /// Whether entering `name` by its name reaches the parent `target` through initial children
    /// (stopping at a parent with history, which enters its memory).
    private static func leads(_ name: String, into target: String, _ parentOf: [String: ParentState]) -> Bool
    {
        var current = name
        var seen: Set<String> = []
        while let parent = parentOf[current], seen.insert(current).inserted {
            if current == target { return true }
            if parent.history != nil { return false }
            current = parent.initial
        }
        return false
    }
}

extension DiagnosticCode {
    /// `unused-history`, reported by `UnusedHistory`.
    package static var unusedHistory: DiagnosticCode { UnusedHistory.code }
}
