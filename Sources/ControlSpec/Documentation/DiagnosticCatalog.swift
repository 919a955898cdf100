import ControlSpecAnalyze
import ControlSpecCore

/// Every diagnostic code, gathered from where each is declared: the language's
/// (`DiagnosticCode.language`) and each analysis check's (`Analyzer.codes`).
enum DiagnosticCatalog {
    /// The language's codes, then the checks' in the order they run.
    static let all: [DiagnosticCode] =
        DiagnosticCode.language + Analyzer.codes.filter { !DiagnosticCode.language.contains($0) }

    /// The codes by name.
    static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.rawValue, $0) })
}

extension DiagnosticCode {
    /// Every code ControlSpec reports: the language's, then the analysis checks' in the order
    /// they run.
    public static var allCases: [DiagnosticCode] { DiagnosticCatalog.all }

    /// The code named `rawValue`, or nil when there is none.
    public init?(rawValue: String) {
        guard let code = DiagnosticCatalog.byName[rawValue] else { return nil }
        self = code
    }
}
