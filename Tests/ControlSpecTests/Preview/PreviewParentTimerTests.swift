import Foundation
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecPreview

/// Timers on parents in the preview: on a virtual clock, the page's machine takes exactly the
/// steps the compiled Swift machine takes — on random nested charts with timers on leaves, parents
/// and `"*"` (and history), and on `ActiveTimeout` — event by event and wait by wait.
final class PreviewParentTimerTests: PreviewPageTestCase {
    func testPageAndSwiftAgreeOnTimersOnParents() throws {
        let browser = try ChromiumSession.start()
        var random = RandomControls.Generator(state: 2_425)
        var controls = try PreviewFixtures.specControls().filter { $0.name.value == "ActiveTimeout" }
        XCTAssertEqual(controls.count, 1)
        for number in 0..<30 {
            let chart = RandomNestedCharts.timedChart(&random, name: "Clocked\(number)")
            controls.append(try XCTUnwrap(DecodeHarness.decode(chart.yaml).0, chart.yaml))
        }
        let waits = ["wait:250", "wait:500", "wait:1000", "wait:5000", "wait:30000"]
        let runs = controls.map { control in
            let events = control.events.map(\.value)
            let commands = (0..<40).map { _ in
                Bool.random(using: &random)
                    ? (waits.randomElement(using: &random) ?? "wait:250")
                    : (events.randomElement(using: &random) ?? "tap")
            }
            return (PreviewFixtures.analysis(control), commands)
        }
        let expected = try SwiftMachineRunner.traces(of: runs, in: folder)
        var parentFirings = 0
        for (index, run) in runs.enumerated() {
            try browser.open(try PreviewFixtures.page(run.0, in: folder))
            let actual = try browser.evaluate(PreviewEquivalenceTests.harness(run.1)) as? [String]
            XCTAssertEqual(actual, expected[index], "\(run.0.model.control.name.value): \(run.1)")
            let parentTransitions = Set(
                run.0.model.transitions.indices.filter { number in
                    let transition = run.0.model.transitions[number].transition
                    guard transition.timer != nil, case .states(let names) = transition.from else {
                        return false
                    }
                    return names.contains { name in
                        run.0.model.control.regions[0].parents.contains { $0.name.value == name.value }
                    }
                })
            for line in expected[index] {
                let fired = line.split(separator: "|", omittingEmptySubsequences: false)[2]
                parentFirings +=
                    fired.split(separator: ";").filter { Int($0).map(parentTransitions.contains) ?? false }
                    .count
            }
        }
        XCTAssertGreaterThan(parentFirings, 30, "the runs fire parents' timers")
    }

    func testActiveTimeoutGivesUpThirtySecondsAfterItsParentWasEnteredInChromium() throws {
        let browser = try ChromiumSession.start()
        let control = try XCTUnwrap(
            try PreviewFixtures.specControls().first { $0.name.value == "ActiveTimeout" })
        try browser.open(try PreviewFixtures.page(control, in: folder))
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        _ = try browser.evaluate("controlSpec.send('tap'); controlSpec.clock.advance(10000)")
        _ = try browser.evaluate("controlSpec.send('started'); controlSpec.clock.advance(10000)")
        _ = try browser.evaluate("controlSpec.send('stalled')")
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? Double, 25000)
        _ = try browser.evaluate("controlSpec.clock.advance(9999)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "waiting")
        let before = try XCTUnwrap(try browser.evaluate("controlSpec.steps.length") as? Double)
        _ = try browser.evaluate("controlSpec.clock.advance(1)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "failed", "at 30 s")
        // The retry (transition 5) fires before the parent's timeout (6) at the same instant.
        XCTAssertEqual(
            try browser.evaluate("controlSpec.steps.slice(\(Int(before))).map((f) => f[0])") as? [Double],
            [5, 6])
        XCTAssertEqual(
            try browser.evaluate("controlSpec.outputs") as? [String],
            ["start", "retry", "retry", "retry", "retry", "timedOut"])
    }
}
