import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The nested-chart rule of Analysis.md ("Nested states"), run as written on the tree of states,
/// against the analysis of the flattened chart. Random nested specs are written as YAML and go
/// through the decoder; the reference walks from the current leaf up through its parents, takes
/// the first level whose candidates are enabled (`else` within its level), then `"*"`, enters a
/// parent's initial child down to a leaf, and explores every configuration. The states it reaches
/// and the transitions it fires must be exactly those the analysis says may be reached and may fire,
/// with the concrete rule and with the symbolic one.
final class NestedReferenceTests: XCTestCase {
    /// What the reference reaches: leaves, and transitions (by position) that fire.
    private func reference(_ chart: RandomNestedCharts.Chart) -> (leaves: Set<String>, fired: Set<Int>) {
        struct Configuration: NestedChartConfiguration {
            var leaf: String
            var a: Bool
            var n: Int
        }
        let (reached, fired) = chart.explore(from: Configuration(leaf: "s0", a: false, n: 0)) { position, c in
            var next = chart.setting(position, in: c)
            next.leaf = chart.entered(chart.transitions[position].to)
            return next
        }
        return (Set(reached.map(\.leaf)), fired)
    }

    func testAnalysisAgreesWithTheNestedRuleOnRandomCharts() throws {
        var random = RandomControls.Generator(state: 2_024)
        var nestedCandidates = 0
        for number in 0..<250 {
            let chart = RandomNestedCharts.chart(&random)
            let (control, diagnostics) = DecodeHarness.decode(chart.yaml)
            let decoded = try XCTUnwrap(control, "\(diagnostics)\n\(chart.yaml)")
            XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)\n\(chart.yaml)")
            let expected = reference(chart)
            let model = ResolvedControl(decoded)
            for state in decoded.regions[0].states.indices {
                for event in model.events.indices
                where model.candidates(0, state, event).explicitRanks.count > 1 {
                    nestedCandidates += 1
                }
            }
            for concrete in [true, false] {
                var exploration = Exploration(CompiledMachine(model))
                exploration.concrete = concrete
                XCTAssertTrue(exploration.run(budget: 10_000))
                let facts = exploration.recorder.facts
                let leaves = decoded.regions[0].states.map(\.name.value)
                let reached = Set(leaves.indices.filter { facts.mayReach[0][$0] }.map { leaves[$0] })
                let fired = Set(facts.mayFire.indices.filter { facts.mayFire[$0] })
                XCTAssertEqual(
                    reached, expected.leaves, "chart \(number), concrete: \(concrete)\n\(chart.yaml)")
                XCTAssertEqual(fired, expected.fired, "chart \(number), concrete: \(concrete)\n\(chart.yaml)")
            }
        }
        // The charts do exercise ranks: many cells have candidates from more than one level.
        XCTAssertGreaterThan(nestedCandidates, 100)
    }
}
