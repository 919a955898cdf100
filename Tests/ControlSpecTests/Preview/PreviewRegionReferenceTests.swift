import Foundation
import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecPreview

/// The page runs regions inside a state by the rule as the reference writes it on its own tree
/// (`NestedRegionReference`): on random `RandomNestedCharts.regionChart` controls and random events,
/// every step the page takes (its state in the trace format, the properties, the transitions it
/// fired, by region and position) is a step the reference allows from where it may be (a region
/// selecting two transitions is a choice the reference leaves open; the page takes one).
final class PreviewRegionReferenceTests: PreviewPageTestCase {
    func testPageStepsAsTheRegionRuleOnRandomCharts() throws {
        let browser = try ChromiumSession.start()
        var random = RandomControls.Generator(state: 2_426)
        var steps = 0
        var preempted = 0
        var inactive = 0
        for number in 0..<64 {
            let chart = RandomNestedCharts.regionChart(&random, name: "Holding\(number)")
            let control = try XCTUnwrap(DecodeHarness.decode(chart.yaml).0, chart.yaml)
            let analysis = PreviewFixtures.analysis(control)
            try browser.open(try PreviewFixtures.page(analysis, in: folder))
            let events = (0..<30).map { _ in Bool.random(using: &random) ? "e1" : "e2" }
            let trace = try XCTUnwrap(try browser.evaluate(Self.harness(events)) as? [String])
            XCTAssertEqual(trace.count, events.count + 1)
            // The region names the reference uses, by the control's region number.
            let names = control.regions.map { $0.name?.value ?? "main" }
            let fired = { (number: Int) in
                RegionTransition(
                    region: names[analysis.model.transitions[number].region],
                    position: analysis.model.transitions[number].position)
            }
            var possible: Set<RegionChartConfiguration> = [chart.regionStart]
            XCTAssertEqual(Self.observed(trace[0]), chart.regionStart.observed, "start\n\(chart.yaml)")
            for (index, event) in events.enumerated() {
                let shown = Self.observed(trace[index + 1])
                let taken = Set(Self.fired(trace[index + 1]).map(fired))
                var next: Set<RegionChartConfiguration> = []
                for c in possible {
                    let allowed = chart.regionSteps(on: event, from: c)
                    if allowed.isEmpty, taken.isEmpty, c.observed == shown { next.insert(c) }
                    for step in allowed where Set(step.fired) == taken && step.next.observed == shown {
                        next.insert(step.next)
                    }
                    let mainSelects = !chart.selected(
                        on: event, at: c.leaves["main"] ?? "", holds: { chart.holds($0, in: c) }
                    ).isEmpty
                    if c.leaves["main"] == chart.owner, mainSelects, !taken.isEmpty,
                        !taken.contains(where: { $0.region == "main" })
                    {
                        preempted += 1
                    }
                }
                if shown.leaves["r"] == nil { inactive += 1 }
                XCTAssertFalse(
                    next.isEmpty,
                    "chart \(number), step \(index) (\(event)): the page shows \(trace[index + 1])\n"
                        + "events \(events)\n\(chart.yaml)")
                guard !next.isEmpty else { break }
                possible = next
                steps += 1
            }
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        XCTAssertEqual(steps, 64 * 30)
        // The charts exercise the rule: a region inside the owner preempting `main`, and `r` inactive.
        XCTAssertGreaterThan(preempted, 20)
        XCTAssertGreaterThan(inactive, 200)
    }

    /// The configuration a trace line shows, as the reference observes its own: `state|a,n,b|fired`.
    private static func observed(_ line: String) -> RegionChartConfiguration {
        let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        var c = RegionChartConfiguration(leaves: [:])
        for part in fields[0].split(separator: ",") {
            let pair = part.split(separator: "=").map(String.init)
            let (name, leaf) = pair.count == 2 ? (pair[0], pair[1]) : ("main", pair[0])
            if leaf != "-" { c.leaves[name] = leaf }
        }
        let values = fields[1].split(separator: ",").map(String.init)
        c.a = values[0] == "true"
        c.n = Int(values[1]) ?? -1
        c.b = values[2] == "true"
        return c
    }

    /// The transitions a trace line says fired (by number), none when no region reacted.
    private static func fired(_ line: String) -> [Int] {
        let fields = line.split(separator: "|", omittingEmptySubsequences: false)
        return fields[2].split(separator: ",").compactMap { Int($0) }
    }

    /// Sends the events through `window.controlSpec`; per step (and before the first) the state,
    /// the properties `a`, `n`, `b` and the transitions fired (`lastTransitions`, empty when the
    /// event changed nothing).
    private static func harness(_ events: [String]) -> String {
        let list = String(decoding: try! JSONSerialization.data(withJSONObject: events), as: UTF8.self)
        return """
            (() => {
              const cs = window.controlSpec;
              const line = (fired) => cs.state + "|" + ["a", "n", "b"].map((p) => String(cs.properties[p])).join(",") +
                "|" + fired.filter((t) => t !== null).join(",");
              const trace = [line([])];
              for (const event of \(list)) trace.push(line(cs.send(event) ? cs.lastTransitions : []));
              return trace;
            })()
            """
    }
}
