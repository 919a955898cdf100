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
    /// A random nested chart: its tree, and its transitions as the reference reads them.
    private struct Chart {
        /// Children per parent name, in order; the top level under "".
        var children: [String: [String]] = [:]
        var transitions: [(from: [String], event: String, to: String, guardText: String?, set: String?)] = []

        func parent(of name: String) -> String? {
            children.first { $0.key != "" && $0.value.contains(name) }?.key
        }

        /// The leaf entering `name` enters.
        func entered(_ name: String) -> String {
            guard let first = children[name]?.first else { return name }
            return entered(first)
        }

        /// `name` and its parents, deepest first.
        func chain(_ name: String) -> [String] {
            var result = [name]
            while let parent = parent(of: result[result.count - 1]) { result.append(parent) }
            return result
        }

        var yaml: String {
            func states(_ parent: String, indent: String) -> String {
                (children[parent] ?? []).map { name in
                    guard children[name] != nil else { return "\(indent)\(name): {}\n" }
                    return "\(indent)\(name):\n\(indent)  states:\n" + states(name, indent: indent + "    ")
                }.joined()
            }
            var text = """
                control: Nested
                properties:
                  a: { type: bool }
                  n: { type: int, range: [0, 2] }
                events: [e1, e2]
                initial: s0
                states:

                """
            text += states("", indent: "  ")
            text += "transitions:\n"
            for transition in transitions {
                let from = transition.from == ["*"] ? "\"*\"" : "[\(transition.from.joined(separator: ", "))]"
                text += "  - { from: \(from), on: \(transition.event), to: \(transition.to)"
                if let guardText = transition.guardText {
                    text += guardText == "else" ? ", when: else" : ", when: \"\(guardText)\""
                }
                if let set = transition.set { text += ", set: { \(set) }" }
                text += " }\n"
            }
            return text
        }
    }

    private func randomChart(_ random: inout RandomControls.Generator) -> Chart {
        var chart = Chart()
        chart.children[""] = ["s0", "p", "s1"]
        chart.children["p"] = Bool.random(using: &random) ? ["c0", "q", "c1"] : ["c0", "c1"]
        if chart.children["p"]?.contains("q") == true { chart.children["q"] = ["d0", "d1"] }
        let names = chart.children.values.flatMap { $0 }.sorted()
        let targets = names
        let guards: [String?] = [nil, nil, "else", "a", "!a", "n > 0", "n == 0", "a && n < 2"]
        let sets: [String?] = [nil, nil, "a: \"!a\"", "n: n + 1", "n: 0"]
        for _ in 0..<Int.random(in: 3...9, using: &random) {
            let from =
                Int.random(in: 0...7, using: &random) == 0
                ? ["*"]
                : Array(
                    Set(
                        (0..<Int.random(in: 1...2, using: &random)).map { _ in
                            names.randomElement(using: &random)!
                        })
                ).sorted()
            chart.transitions.append(
                (
                    from, ["e1", "e2"].randomElement(using: &random)!, targets.randomElement(using: &random)!,
                    guards.randomElement(using: &random)!, sets.randomElement(using: &random)!
                ))
        }
        return chart
    }

    /// What the reference reaches: leaves, and transitions (by position) that fire.
    private func reference(_ chart: Chart) -> (leaves: Set<String>, fired: Set<Int>) {
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
                return text == nil || (text != "else" && holds(text!, c))
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
            let chart = randomChart(&random)
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
