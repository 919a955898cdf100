/// How serious a diagnostic is. Errors stop `compile`; warnings fail only under `--strict`.
public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Notes sort before warnings, warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
