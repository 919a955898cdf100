import ControlSpecCore

/// An input with `changes:` read where the analysis takes it as free although it is not.
///
/// The analysis offers every event in every configuration with every input at any value. For an
/// input with `changes:` that is exact at its own event (the app has just set it, to any value),
/// but between two settings its value is the one last set, and setting it again sends the event:
/// a state the event always leaves keeps the value it was entered with. So a guard or `set:` that
/// reads such an input on another event (or a timer) is decided for values the input may not have
/// there; the analysis may then report an overlap or a possible transition that no run reaches,
/// never the reverse. Reported at the guard or `set:`, once per transition and input.
enum InputsBetweenChanges: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "input-between-changes", severity: .note, stage: .analyze,
            summary:
                "An input that sends an event is read on another event, where the analysis takes it as free.",
            explanation:
                "An input with `changes:` changes only together with its event. On that event the analysis reads it at any value, which is exact; on any other event it also reads it at any value, although its value there is the one last set, so it may report an overlap or a possible transition that no run reaches.",
            proof:
                "a guard or `set:` of a transition on an event other than the input's `changes:` event (or on a timer) reads the input.",
            fix:
                "Read the input where its event is answered (`on: progressChanged, when: \"progress >= 1\"`), or leave `changes:` out if the app may set it silently.",
            example: DiagnosticExample(
                at: SourceLocation(line: 8, column: 40),
                spec: #"""
                    control: Download
                    properties:
                      progress: { type: double, input: true, changes: progressChanged }
                    events: [retry]
                    initial: loading
                    states: { loading: {}, done: {} }
                    transitions:
                      - { from: loading, on: retry, when: "progress >= 1", to: done }
                      - { from: done, on: progressChanged, when: "progress < 1", to: loading }
                    """#),
            passing: [
                #"""
                    control: Download
                    properties:
                      progress: { type: double, input: true, changes: progressChanged }
                    initial: loading
                    states: { loading: {}, done: {} }
                    transitions:
                      - { from: loading, on: progressChanged, when: "progress >= 1", to: done }
                      - { from: done, on: progressChanged, when: "progress < 1", to: loading }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        var eventOf: [String: String] = [:]
        for property in analysis.control.properties {
            if let event = property.changes { eventOf[property.name.value] = event.value }
        }
        guard !eventOf.isEmpty else { return }
        for region in analysis.control.regions {
            for transition in region.transitions {
                let events = transition.on.map(\.value)
                var reads: [(name: String, location: SourceLocation, what: String)] = []
                if case .expression(let expression) = transition.condition {
                    reads += names(in: expression).map {
                        (name: $0.name, location: $0.location, what: "the guard")
                    }
                }
                for action in transition.actions {
                    if let source = action.value.value.source {
                        reads.append((name: source, location: action.value.location, what: "'set'"))
                    }
                }
                var reported: Set<String> = []
                for read in reads {
                    guard let event = eventOf[read.name], !(events == [event]),
                        reported.insert(read.name).inserted
                    else { continue }
                    let on = events.isEmpty ? "its timer" : "'\(events.joined(separator: "', '"))'"
                    reporter.report(
                        .inputBetweenChanges,
                        "\(read.what) reads '\(read.name)', which changes only with '\(event)'; on \(on) the"
                            + " analysis takes it at any value, so a finding here may not happen in a run",
                        at: read.location, suppress: transition.suppress)
                }
            }
        }
    }
}

extension InputsBetweenChanges {
    /// The names a guard reads, each where it is written.
    fileprivate static func names(in expression: SpecExpression) -> [(name: String, location: SourceLocation)]
    {
        switch expression.kind {
        case .bool, .int, .enumCase: []
        case .reference(let name): [(name, expression.location)]
        case .number(let number): names(in: number)
        case .not(let operand): names(in: operand)
        case .binary(_, let lhs, let rhs): names(in: lhs) + names(in: rhs)
        }
    }

    fileprivate static func names(in number: NumberExpression) -> [(name: String, location: SourceLocation)] {
        switch number.kind {
        case .literal, .touch: []
        case .reference(let name): [(name, number.location)]
        case .negate(let operand): names(in: operand)
        case .arithmetic(_, let lhs, let rhs): names(in: lhs) + names(in: rhs)
        case .call(_, let arguments): arguments.flatMap { names(in: $0) }
        }
    }
}

extension DiagnosticCode {
    /// `input-between-changes`, reported by `InputsBetweenChanges`.
    package static var inputBetweenChanges: DiagnosticCode { InputsBetweenChanges.code }
}
