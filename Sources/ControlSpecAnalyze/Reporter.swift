import ControlSpecCore
import ControlSpecResolve

/// Collects the Analyze stage's diagnostics, dropping warnings and notes silenced by `suppress:`
/// on the control or on the node a finding is about. Errors are never silenced.
struct Reporter {
    private(set) var collector: DiagnosticCollector
    /// Every finding with a witness, silenced or not.
    private(set) var findings: [AnalysisFinding] = []
    private let silenced: Set<String>

    init(control: Control) {
        collector = DiagnosticCollector()
        silenced = Set(control.suppress.map(\.value))
    }

    /// Reports unless `code` is a warning or note silenced on the control or in `suppress`. A
    /// finding with a `witness` about `transitions` is kept in `findings` either way.
    mutating func report(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation,
        notes: [Diagnostic.Note] = [], suppress: [Located<String>] = [],
        witness: Witness? = nil, transitions: [Int] = [], fixes: [Diagnostic.Fix] = []
    ) {
        if let witness {
            findings.append(AnalysisFinding(code: code, transitions: transitions, witness: witness))
        }
        if code.severity != .error,
            silenced.contains(code.rawValue) || suppress.contains(where: { $0.value == code.rawValue })
        {
            return
        }
        collector.report(code, message, at: location, notes: notes, witness: witness, fixes: fixes)
    }
}

/// Everything a check reads: the model, its compiled form and what the exploration proved.
struct Analysis {
    let model: ResolvedControl
    let control: Control
    let machine: CompiledMachine
    let facts: AnalysisFacts
}

/// One diagnostic check of the Analyze stage: one file under `Checks/`, holding the code it
/// reports with its descriptor (severity, summary, proof, fix, examples) next to its logic.
protocol AnalysisCheck {
    /// The code the check reports, and everything known about it.
    static var code: DiagnosticCode { get }

    /// Reports what the check finds in an explored control.
    static func run(_ analysis: Analysis, into reporter: inout Reporter)
}
