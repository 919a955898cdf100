import Foundation
import XCTest

@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// The generated Swift machine runs the rule for regions inside a state as the reference does
/// (`NestedRegionReference.swift`): random region charts (`RandomNestedCharts.regionChart`), each
/// compiled and driven with a random sequence of `e1` and `e2` (`SwiftMachineRunner`), give at
/// every event the trace the reference computes: every region's leaf (inactive nested regions
/// `-`), the properties, and the transition each region fired. Where the reference allows several
/// outcomes (two transitions of one region selected at once, an `ambiguous-transitions` case), the
/// machine's must be one of them, and the walk goes on from it.
final class NestedRegionSwiftAgreementTests: XCTestCase {
    func testGeneratedMachinesFollowTheRegionRuleOnRandomCharts() throws {
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var random = RandomControls.Generator(state: 2_426)
        var charts: [RandomNestedCharts.Chart] = []
        var runs: [(analysis: AnalysisReport, commands: [String])] = []
        for number in 0..<160 {
            let chart = RandomNestedCharts.regionChart(&random, name: "Holding\(number)")
            let (control, diagnostics) = DecodeHarness.decode(chart.yaml)
            let decoded = try XCTUnwrap(control, "\(diagnostics)\n\(chart.yaml)")
            let commands = (0..<Int.random(in: 12...24, using: &random)).map { _ in
                Bool.random(using: &random) ? "e1" : "e2"
            }
            charts.append(chart)
            runs.append((PreviewFixtures.analysis(decoded), commands))
        }
        let traces = try SwiftMachineRunner.traces(of: runs, in: folder)
        var ambiguous = 0
        var preempted = 0
        var coupled = 0
        for (number, chart) in charts.enumerated() {
            let control = runs[number].analysis.model.control
            var c = chart.regionStart
            XCTAssertEqual(traces[number].count, runs[number].commands.count, "chart \(number)")
            for (event, line) in zip(runs[number].commands, traces[number]) {
                let steps = chart.regionSteps(on: event, from: c)
                let expected = steps.map { Self.line($0.next, fired: $0.fired, control: control) }
                if steps.isEmpty {
                    XCTAssertEqual(
                        line, Self.line(c, fired: nil, control: control), "chart \(number)\n\(chart.yaml)")
                    continue
                }
                guard let taken = expected.firstIndex(of: line) else {
                    XCTFail("chart \(number): \(line) is none of \(expected)\n\(chart.yaml)")
                    break
                }
                ambiguous += steps.count > 1 ? 1 : 0
                let inOwner = c.leaves["main"] == chart.owner
                let fired = Set(steps[taken].fired.map(\.region))
                if inOwner && !fired.contains("main") && !fired.isDisjoint(with: chart.nested.map(\.name)) {
                    preempted +=
                        chart.selected(on: event, at: c.leaves["main"] ?? "") { chart.holds($0, in: c) }
                            .isEmpty ? 0 : 1
                }
                if fired.contains("main") && (inOwner || steps[taken].next.leaves["main"] == chart.owner) {
                    coupled += 1
                }
                c = steps[taken].next
            }
            if testRun?.failureCount ?? 0 > 0 { return }
        }
        // The walks meet what the rule is about: the owner's region preempted by a region inside
        // it, and the owner's region leaving or entering the state holding regions.
        XCTAssertGreaterThan(preempted, 20)
        XCTAssertGreaterThan(coupled, 100)
        XCTAssertGreaterThan(ambiguous, 0)
    }

    /// The runner's trace of SyncButton in the format the page's `controlSpec.state` shares
    /// (CONTRACT): the top level bare, then `transfer=` and `network=` (`-` while inactive); the
    /// transitions fired per region by their number in the spec (the top level's four, then
    /// `transfer`'s two, then `network`'s two).
    func testTheRunnerTracesSyncButtonRegionByRegion() throws {
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let control = try PreviewFixtures.example("SyncButton")
        let commands = ["tap", "started", "lost", "found", "tap", "tap", "finished", "lost"]
        let trace = try SwiftMachineRunner.traces(
            of: [(PreviewFixtures.analysis(control), commands)], in: folder)
        XCTAssertEqual(
            trace.first,
            [
                "syncing,transfer=waiting,network=online||0,_,_|start",
                "syncing,transfer=sending,network=online||_,4,_|",
                "syncing,transfer=waiting,network=offline||_,5,6|",
                "syncing,transfer=waiting,network=online||_,_,7|",
                "idle,transfer=-,network=-||1,_,_|cancel",
                "syncing,transfer=waiting,network=online||0,_,_|start",
                "synced,transfer=-,network=-||2,_,_|",
                "synced,transfer=-,network=-||-|",
            ])
    }

    /// The trace line `SwiftMachineRunner` prints for configuration `c` after `fired` (nil: the
    /// event was ignored): every region in `Control.regions` order (`main` bare without
    /// top-level `regions:`, a named region `name=leaf`, an inactive one `name=-`), the properties,
    /// each region's transition as its number across regions (`_` for none), no outputs.
    private static func line(_ c: RegionChartConfiguration, fired: [RegionTransition]?, control: Control)
        -> String
    {
        let state = control.regions.map { region -> String in
            let key = region.name?.value ?? "main"
            let leaf = c.leaves[key] ?? "-"
            return region.name.map { "\($0.value)=\(leaf)" } ?? leaf
        }.joined(separator: ",")
        let properties = "a=\(c.a),n=\(c.n),b=\(c.b)"
        guard let fired else { return "\(state)|\(properties)|-|" }
        var first = 0
        let numbers = control.regions.map { region -> String in
            defer { first += region.transitions.count }
            let key = region.name?.value ?? "main"
            return fired.first { $0.region == key }.map { String(first + $0.position) } ?? "_"
        }
        return "\(state)|\(properties)|\(numbers.joined(separator: ","))|"
    }
}
