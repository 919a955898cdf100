import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The history rule of Analysis.md ("History"), run as written on the tree of states, against the
/// analysis. The reference keeps memories the way SCXML describes them — a shallow parent
/// remembers its child, a deep one its leaf — and resolves an entry by walking the tree when the
/// parent is entered; the analysis stores, per parent, the leaf its entry will enter, computed when
/// the parent is left. Both must reach the same configurations: leaf, properties and, for every
/// parent with history the control is not in, the leaf a transition to it enters (while the
/// control is inside a parent, its memory is not observable and the two representations differ).
final class HistoryReferenceTests: XCTestCase {
    private struct Configuration: Hashable {
        var leaf: String
        var a: Bool
        var n: Int
        /// Per parent with history the control is not in: the leaf entering it enters.
        var resumes: [String: String]
    }

    /// What the reference reaches, and the transitions (by position) that fire.
    private func reference(_ chart: RandomNestedCharts.Chart) -> (Set<Configuration>, Set<Int>) {
        struct Full: NestedChartConfiguration {
            var leaf: String
            var a: Bool
            var n: Int
            /// Per parent with history that was left: its child (shallow) or leaf (deep).
            var memory: [String: String]
        }
        /// Entering `name`: a leaf is itself; a parent with a memory resumes it; else its first child.
        func enter(_ name: String, _ memory: [String: String]) -> String {
            guard let children = chart.children[name], let first = children.first else { return name }
            if let kind = chart.history[name], let remembered = memory[name] {
                return kind == "deep" ? remembered : enter(remembered, memory)
            }
            return enter(first, memory)
        }
        let start = Full(leaf: "s0", a: false, n: 0, memory: [:])
        let (seen, fired) = chart.explore(from: start) { position, c in
            var next = chart.setting(position, in: c)
            let target = chart.transitions[position].to
            let targetAbove = Set(chart.chain(target).dropFirst())
            // Leaving: every parent with history above the leaf that the target is not strictly below.
            let above = chart.chain(c.leaf)
            for (depth, parent) in above.enumerated().dropFirst() where chart.history[parent] != nil {
                guard !targetAbove.contains(parent) else { continue }
                next.memory[parent] = chart.history[parent] == "deep" ? c.leaf : above[depth - 1]
            }
            next.leaf = enter(target, next.memory)
            return next
        }
        let observed = seen.map { c in
            var resumes: [String: String] = [:]
            for parent in chart.history.keys where !chart.chain(c.leaf).contains(parent) {
                resumes[parent] = enter(parent, c.memory)
            }
            return Configuration(leaf: c.leaf, a: c.a, n: c.n, resumes: resumes)
        }
        return (Set(observed), fired)
    }

    /// The configurations the analysis reaches, observed as the reference observes its own.
    private func analysed(_ control: Control, fired: inout Set<Int>) -> Set<Configuration> {
        let machine = CompiledMachine(ResolvedControl(control))
        var exploration = Exploration(machine, classes: .enumerating(machine.table))
        XCTAssertTrue(exploration.run(budget: 100_000))
        fired = Set(
            exploration.recorder.facts.mayFire.indices.filter { exploration.recorder.facts.mayFire[$0] })
        let region = control.regions[0]
        let leaves = region.states.map(\.name.value)
        let plan = HistoryPlan(region)
        let table = machine.table
        var result: Set<Configuration> = []
        var buffer: [Int] = []
        for number in 0..<exploration.configurations.count {
            exploration.configurations.load(number, into: &buffer)
            let leaf = region.states[buffer[0]]
            var resumes: [String: String] = [:]
            for (memory, variable) in zip(plan.memories, table.memoryVariables[0])
            where !leaf.ancestors.contains(memory.parent.name.value) {
                resumes[memory.parent.name.value] = leaves[buffer[variable]]
            }
            result.insert(
                Configuration(
                    leaf: leaf.name.value, a: table.index(of: "a").map { buffer[$0] != 0 } ?? false,
                    n: table.index(of: "n").map { buffer[$0] } ?? 0, resumes: resumes))
        }
        return result
    }

    func testAnalysisAgreesWithTheHistoryRuleOnRandomCharts() throws {
        var random = RandomControls.Generator(state: 2_412)
        var resumedElsewhere = 0
        for number in 0..<300 {
            let chart = RandomNestedCharts.historyChart(&random)
            let (control, diagnostics) = DecodeHarness.decode(chart.yaml)
            let decoded = try XCTUnwrap(control, "\(diagnostics)\n\(chart.yaml)")
            XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)\n\(chart.yaml)")
            let (expected, expectedFired) = reference(chart)
            var fired: Set<Int> = []
            let actual = analysed(decoded, fired: &fired)
            XCTAssertEqual(actual, expected, "chart \(number)\n\(chart.yaml)")
            XCTAssertEqual(fired, expectedFired, "chart \(number)\n\(chart.yaml)")
            // History matters: some configuration resumes a parent elsewhere than its first entry.
            if expected.contains(where: { c in c.resumes.contains { $0.value != chart.entered($0.key) } }) {
                resumedElsewhere += 1
            }
        }
        XCTAssertGreaterThan(resumedElsewhere, 15)
    }
}
