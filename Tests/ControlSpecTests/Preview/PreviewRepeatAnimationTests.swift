import Foundation
import XCTest

@testable import ControlSpecCore
@testable import ControlSpecPreview

/// A repeat (`every:`) whose `to:` names a parent, in a leaf with `after: animation`: the repeat
/// enters the leaf anew (Language.md, "Timers on a parent"), so the animation timer then waits for
/// the repeat's own animation, or for nothing when it plays none. The compiled Swift machine and
/// the page take the same steps on a virtual clock, at the instants computed here from the rule,
/// and the analysis says a transition may fire exactly when a run fires it.
final class PreviewRepeatAnimationTests: PreviewPageTestCase {
    /// `Pulse` (named after `repeatAnimation` too): `go` enters `shown` with the 2 s `slow`; each second the repeat re-enters it
    /// (`to: cycle`), with `repeatAnimation` when given; the animation's end leads to `done`.
    private func pulse(repeatAnimation: String?) throws -> Control {
        let animation = repeatAnimation.map { ", animation: \($0)" } ?? ""
        let yaml = """
            control: Pulse\(repeatAnimation ?? "")
            accessibilityLabel: Pulse
            events: [go, back]
            outputs: [pulse]
            initial: idle
            states:
              idle: {}
              cycle:
                states: { shown: {} }
              done: {}
            transitions:
              - { from: idle, on: go, to: shown, animation: slow }
              - { from: shown, every: 1, to: cycle, emit: pulse\(animation) }
              - { from: shown, after: animation, to: done }
              - { from: [shown, done], on: back, to: idle }
            animations:
              slow:
                duration: 2
                tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
              quick:
                duration: 0.3
                tracks: [{ target: control, property: opacity, from: 0, to: 1 }]
            """
        return try XCTUnwrap(DecodeHarness.decode(yaml).0, yaml)
    }

    private let commands = ["go", "wait:500", "wait:500", "wait:300", "wait:1000", "back", "go", "wait:2500"]

    func testSwiftPageAndAnalysisAgreeOnARepeatThatReentersItsLeaf() throws {
        let silent = PreviewFixtures.analysis(try pulse(repeatAnimation: nil))
        let animated = PreviewFixtures.analysis(try pulse(repeatAnimation: "quick"))
        // Without an animation the re-entry at 1 s leaves nothing to wait for: `slow`'s end at 2 s
        // never comes, the repeat fires each second. With `quick` (300 ms) the re-entry at 1 s is
        // followed by the animation's end at 1.3 s.
        let expected: [[(state: String, fired: String)]] = [
            [
                ("shown", "0"), ("shown", "-"), ("shown", "1"), ("shown", "-"), ("shown", "1"),
                ("idle", "3"), ("shown", "0"), ("shown", "1;1"),
            ],
            [
                ("shown", "0"), ("shown", "-"), ("shown", "1"), ("done", "2"), ("done", "-"),
                ("idle", "3"), ("shown", "0"), ("done", "1;2"),
            ],
        ]
        let runs = [(silent, commands), (animated, commands)]
        let swift = try SwiftMachineRunner.traces(of: runs, in: folder)
        let browser = try ChromiumSession.start()
        for (index, run) in runs.enumerated() {
            let fields = swift[index].map { $0.split(separator: "|", omittingEmptySubsequences: false) }
            XCTAssertEqual(fields.map { String($0[0]) }, expected[index].map(\.state), "Swift, run \(index)")
            XCTAssertEqual(fields.map { String($0[2]) }, expected[index].map(\.fired), "Swift, run \(index)")
            try browser.open(try PreviewFixtures.page(run.0, in: folder))
            let page = try browser.evaluate(PreviewEquivalenceTests.harness(run.1)) as? [String]
            XCTAssertEqual(page, swift[index], "page and Swift, run \(index)")
            let fired = Set(
                fields.flatMap { $0[2].split(separator: ";").compactMap { Int($0) } })
            let mayFire = Set(run.0.transitions.indices.filter { run.0.transitions[$0].mayFire })
            XCTAssertEqual(mayFire, fired, "the analysis, run \(index)")
        }
    }
}
