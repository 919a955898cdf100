import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Shared helpers of the check tests.
class AnalyzerTestCase: XCTestCase {
    let build = ModelBuilder()

    /// Analyzes without a time limit, so results never depend on the machine's speed.
    func analyze(_ control: Control, budget: Int = 1_000_000, timeLimit: Duration? = nil) -> [Diagnostic] {
        Analyzer.report(
            ResolvedControl(control),
            options: AnalysisOptions(explorationBudget: budget, timeLimit: timeLimit)
        ).diagnostics
    }

    func findings(_ code: DiagnosticCode, _ control: Control, budget: Int = 1_000_000) -> [Diagnostic] {
        analyze(control, budget: budget).filter { $0.code == code }
    }

    /// Asserts exactly one `code` finding, at `location`, whose message contains every fragment.
    @discardableResult
    func assertOne(
        _ code: DiagnosticCode, in control: Control, at location: SourceLocation,
        mentions fragments: [String] = [],
        budget: Int = 1_000_000, file: StaticString = #filePath, line: UInt = #line
    ) -> Diagnostic? {
        let found = findings(code, control, budget: budget)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))", file: file, line: line)
        guard let diagnostic = found.first else { return nil }
        XCTAssertEqual(diagnostic.location, location, file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(
                diagnostic.message.contains(fragment), "\(diagnostic.message) lacks \(fragment)", file: file,
                line: line)
        }
        return diagnostic
    }
}
