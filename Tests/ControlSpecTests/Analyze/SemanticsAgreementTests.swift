import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The concrete fast path (controls without inputs) and the symbolic rule must agree on every
/// fact, on many small random controls.
final class SemanticsAgreementTests: XCTestCase {
    private func summary(_ control: Control, concrete: Bool) -> String {
        var exploration = Exploration(CompiledMachine(ResolvedControl(control)))
        exploration.concrete = concrete
        XCTAssertTrue(exploration.run(budget: 10_000))
        let facts = exploration.recorder.facts
        return [
            "\(facts.explored) \(facts.reached) \(facts.mayBeEnabled) \(facts.mayFire) \(facts.deadEnds) \(facts.noWayBack)",
            "\(facts.ambiguities.map { [$0.first, $0.second] + $0.witness.valuation + [$0.witness.event] })",
            "\(facts.rangeViolations.map { [$0.transition, $0.attempted] + $0.witness.valuation })",
            "\(facts.releaseFailures.map { [$0.state, $0.transition ?? -1] + $0.witness.valuation })",
            "\(facts.beatenBy.map { $0 != nil })",
        ].joined(separator: "\n")
    }

    func testConcreteAndSymbolicRulesAgree() {
        var random = RandomControls.Generator(state: 42)
        for _ in 0..<300 {
            let control = RandomControls.control(&random)
            XCTAssertEqual(summary(control, concrete: true), summary(control, concrete: false))
        }
    }

    /// The same with timers: a timer is an event of its region's own, so both rules must agree
    /// on it as on any event, preempted timers included.
    func testConcreteAndSymbolicRulesAgreeWithTimers() {
        var random = RandomControls.Generator(state: 23)
        for number in 0..<300 {
            let control = RandomControls.control(&random, regions: 1 + number % 2, timers: true)
            XCTAssertEqual(summary(control, concrete: true), summary(control, concrete: false))
        }
    }

    /// The same on controls of two and three regions, where one region may answer an event the
    /// others ignore: both explorations must keep the outcome in which a region ignores it.
    func testConcreteAndSymbolicRulesAgreeWithRegions() {
        var random = RandomControls.Generator(state: 7)
        for number in 0..<150 {
            let control = RandomControls.control(&random, regions: 2 + number % 2)
            XCTAssertEqual(
                summary(control, concrete: true), summary(control, concrete: false), "control \(number)")
        }
    }
}
