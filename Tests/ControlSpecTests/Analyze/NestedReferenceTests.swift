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
        struct Configuration: Hashable {
            var leaf: String
            var a: Bool
            var n: Int
        }
        func holds(_ guardText: String, _ c: Configuration) -> Bool {
            switch guardText {
            case "a": c.a
            case "!a": !c.a
            case "n > 0": c.n > 0
            case "n == 0": c.n == 0
            case "a && n < 2": c.a && c.n < 2
            default: false
            }
        }
        /// The enabled ones among `candidates` (positions), `else` resolved within them.
        func enabled(_ candidates: [Int], _ c: Configuration) -> [Int] {
            let plain = candidates.filter {
                let text = chart.transitions[$0].guardText
                guard let text else { return true }
                return text != "else" && holds(text, c)
            }
            if !plain.isEmpty { return plain }
            return candidates.filter { chart.transitions[$0].guardText == "else" }
        }
        func apply(_ position: Int, to c: Configuration) -> Configuration {
            var next = c
            next.leaf = chart.entered(chart.transitions[position].to)
            switch chart.transitions[position].set {
            case "a: \"!a\""?: next.a = !c.a
            case "n: n + 1"?: next.n = min(c.n + 1, 2)
            case "n: 0"?: next.n = 0
            default: break
            }
            return next
        }
        var seen: Set<Configuration> = [Configuration(leaf: "s0", a: false, n: 0)]
        var queue = Array(seen)
        var fired: Set<Int> = []
        while let c = queue.popLast() {
            for event in ["e1", "e2"] {
                var selected: [Int] = []
                // A transition belongs to the deepest level of the chain its `from:` names.
                var claimed: Set<Int> = []
                for level in chart.chain(c.leaf) {
                    let candidates = chart.transitions.indices.filter {
                        chart.transitions[$0].event == event && chart.transitions[$0].from.contains(level)
                            && !claimed.contains($0)
                    }
                    claimed.formUnion(candidates)
                    selected = enabled(candidates, c)
                    if !selected.isEmpty { break }
                }
                if selected.isEmpty {
                    selected = enabled(
                        chart.transitions.indices.filter {
                            chart.transitions[$0].event == event && chart.transitions[$0].from == ["*"]
                        }, c)
                }
                for position in selected {
                    fired.insert(position)
                    let next = apply(position, to: c)
                    if seen.insert(next).inserted { queue.append(next) }
                }
            }
        }
        return (Set(seen.map(\.leaf)), fired)
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
