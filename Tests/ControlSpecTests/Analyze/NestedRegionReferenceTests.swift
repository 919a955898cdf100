import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The rule for regions inside a state (Analysis.md, "Regions inside a state"), run as written on
/// the tree of regions (`NestedRegionReference.swift`): first on a chart small enough to work out
/// by hand, so that the reference itself is checked; then against the analysis on random charts,
/// written as YAML and decoded: the configurations (every region's state or inactive, and the
/// properties) the reference reaches and the transitions it fires must be exactly the analysis',
/// with the concrete rule and with the symbolic one.
final class NestedRegionReferenceTests: XCTestCase {
    /// `idle -e1-> active` (holding `r`: `x0 -e2-> x1`, `x1 -e1 [n == 0] / n + 1-> x1`),
    /// `active -e1-> idle`, `active -e2 [r == .x1]-> done`.
    private var download: RandomNestedCharts.Chart {
        var chart = RandomNestedCharts.Chart(name: "Download")
        chart.children[""] = ["idle", "active", "done"]
        chart.owner = "active"
        chart.transitions = [
            (["idle"], "e1", "active", nil, nil), (["active"], "e1", "idle", nil, nil),
            (["active"], "e2", "done", "r == .x1", nil),
        ]
        var r = RandomNestedCharts.Chart(name: "r")
        r.children[""] = ["x0", "x1"]
        r.transitions = [(["x0"], "e2", "x1", nil, nil), (["x1"], "e1", "x1", "n == 0", "n: n + 1")]
        chart.nested = [r]
        return chart
    }

    func testTheReferenceFollowsTheRuleOnAChartWorkedOutByHand() {
        let chart = download
        func c(_ main: String, _ r: String?, n: Int) -> RegionChartConfiguration {
            var leaves = ["main": main]
            leaves["r"] = r
            return RegionChartConfiguration(leaves: leaves, n: n)
        }
        let (reached, fired) = chart.exploreRegions()
        // `r` is active exactly in `active`; `done` is reached with either count.
        XCTAssertEqual(
            reached,
            [
                c("idle", nil, n: 0), c("active", "x0", n: 0), c("active", "x1", n: 0),
                c("active", "x1", n: 1),
                c("done", nil, n: 0), c("done", nil, n: 1), c("idle", nil, n: 1), c("active", "x0", n: 1),
            ])
        XCTAssertEqual(fired.count, 5)
        // Conflict: in `x1` with `n == 0`, `r` answers `e1`, so `active`'s `e1` (cancel) does not fire.
        let steps = chart.regionSteps(on: "e1", from: c("active", "x1", n: 0))
        XCTAssertEqual(steps.map(\.fired), [[RegionTransition(region: "r", position: 1)]])
        XCTAssertEqual(steps.map(\.next), [c("active", "x1", n: 1)])
        // Coupling: cancelling where `r` ignores `e1` leaves `r`; entering `active` starts it at `x0`.
        XCTAssertEqual(
            chart.regionSteps(on: "e1", from: c("active", "x1", n: 1)).map(\.next), [c("idle", nil, n: 1)])
        XCTAssertEqual(
            chart.regionSteps(on: "e1", from: c("idle", nil, n: 1)).map(\.next), [c("active", "x0", n: 1)])
    }

    func testAnInactiveRegionEqualsNoStateAndHistoryInsideItSurvives() {
        var chart = download
        chart.nested[0].children[""] = ["x0", "g", "x1"]
        chart.nested[0].children["g"] = ["y0", "y1"]
        chart.nested[0].history["g"] = "deep"
        chart.nested[0].transitions = [
            (["x0"], "e2", "y1", nil, nil), (["g"], "e2", "x0", nil, nil), (["x1"], "e1", "g", nil, nil),
        ]
        let inactive = RegionChartConfiguration(leaves: ["main": "idle"])
        XCTAssertFalse(chart.holds("r == .x0", in: inactive))
        XCTAssertTrue(chart.holds("r != .x0", in: inactive))
        let inside = RegionChartConfiguration(leaves: ["main": "active", "r": "y1"])
        XCTAssertTrue(chart.holds("r == .g", in: inside))
        XCTAssertFalse(chart.holds("r != .g", in: inside))
        // `r`'s own transition out of `g` records its memory, which survives while `r` is inactive;
        // leaving `active` records nothing.
        let back = chart.regionSteps(on: "e2", from: inside).map(\.next)
        XCTAssertEqual(back.map(\.memory), [["g": "y1"]])
        let left = chart.regionSteps(on: "e1", from: back[0]).map(\.next)
        XCTAssertEqual(left.map(\.memory), [["g": "y1"]])
        XCTAssertEqual(chart.regionSteps(on: "e1", from: inside).map(\.next.memory), [[:]])
        XCTAssertEqual(left.map(\.leaves), [["main": "idle"]])
    }

    /// The random charts exercise what the rule is about: a region inside the owner preempting
    /// `main`, `main` leaving the owner while a region inside it is not at its start, and a guard
    /// reading an inactive region.
    func testRandomRegionChartsExerciseTheRule() {
        var random = RandomControls.Generator(state: 2_424)
        var preempted = 0
        var leftMidway = 0
        var readInactive = 0
        for number in 0..<200 {
            let chart = RandomNestedCharts.regionChart(&random, name: "Holding\(number)")
            let (reached, _) = chart.exploreRegions()
            var counted = (false, false, false)
            for c in reached {
                let inOwner = c.leaves["main"] == chart.owner
                for event in ["e1", "e2"] {
                    let holds = { chart.holds($0, in: c) }
                    let main = chart.selected(on: event, at: c.leaves["main"] ?? "", holds: holds)
                    let inner = chart.nested.contains { region in
                        c.leaves[region.name].map {
                            !region.selected(on: event, at: $0, holds: holds).isEmpty
                        } ?? false
                    }
                    if inOwner && !main.isEmpty && inner { counted.0 = true }
                    if inOwner && !main.isEmpty && !inner && c.leaves["r"] != chart.nested[0].initial {
                        counted.1 = true
                    }
                    let reads = chart.regionsByName.flatMap { $0.chart.transitions.compactMap(\.guardText) }
                    if !inOwner && reads.contains(where: { $0.hasPrefix("r ") }) { counted.2 = true }
                }
            }
            preempted += counted.0 ? 1 : 0
            leftMidway += counted.1 ? 1 : 0
            readInactive += counted.2 ? 1 : 0
        }
        XCTAssertGreaterThan(preempted, 60)
        XCTAssertGreaterThan(leftMidway, 20)
        XCTAssertGreaterThan(readInactive, 100)
    }

    /// What the analysis reaches, observed as the reference observes its own, and what it fires.
    private func analysed(_ control: Control, concrete: Bool) -> (
        Set<RegionChartConfiguration>, Set<RegionTransition>
    ) {
        let machine = CompiledMachine(ResolvedControl(control))
        var exploration = Exploration(machine, classes: .enumerating(machine.table))
        exploration.concrete = concrete
        XCTAssertTrue(exploration.run(budget: 100_000))
        let names = control.regions.map { $0.name?.value ?? "main" }
        let facts = exploration.recorder.facts
        let fired = Set(
            facts.mayFire.indices.filter { facts.mayFire[$0] }.map {
                RegionTransition(
                    region: names[machine.transitions[$0].region], position: machine.transitions[$0].position)
            })
        let table = machine.table
        var result: Set<RegionChartConfiguration> = []
        var buffer: [Int] = []
        for number in 0..<exploration.configurations.count {
            exploration.configurations.load(number, into: &buffer)
            var c = RegionChartConfiguration(leaves: [:])
            for (region, model) in control.regions.enumerated()
            where model.states.indices.contains(buffer[region]) {
                c.leaves[names[region]] = model.states[buffer[region]].name.value
            }
            c.a = table.index(of: "a").map { buffer[$0] != 0 } ?? false
            c.n = table.index(of: "n").map { buffer[$0] } ?? 0
            c.b = table.index(of: "b").map { buffer[$0] != 0 } ?? false
            result.insert(c)
        }
        return (result, fired)
    }

    func testAnalysisAgreesWithTheRegionRuleOnRandomCharts() throws {
        var random = RandomControls.Generator(state: 2_425)
        for number in 0..<200 {
            let chart = RandomNestedCharts.regionChart(&random)
            let (control, diagnostics) = DecodeHarness.decode(chart.yaml)
            let decoded = try XCTUnwrap(control, "\(diagnostics)\n\(chart.yaml)")
            XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)\n\(chart.yaml)")
            let (reached, fired) = chart.exploreRegions()
            for concrete in [true, false] {
                let (actual, actualFired) = analysed(decoded, concrete: concrete)
                XCTAssertEqual(
                    actual, Set(reached.map(\.observed)),
                    "chart \(number), concrete: \(concrete)\n\(chart.yaml)")
                XCTAssertEqual(actualFired, fired, "chart \(number), concrete: \(concrete)\n\(chart.yaml)")
            }
            if number > 3 && testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
