import Foundation
import XCTest

@testable import ControlSpec

/// The preview page runs the machine's timers on its clock; a test moves a virtual one. The page's
/// instants are the rule's (Language.md, "Timers"), the same the Swift machine keeps
/// (`TimerScenarioTests`).
final class PreviewTimerTests: PreviewPageTestCase {
    func testTheCopyButtonReturnsAtTwoSecondsInChromium() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("CopyButton"), in: folder))
        XCTAssertEqual(
            try browser.evaluate("controlSpec.machine.events.map((e) => e.name)") as? [String], ["tap"])
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        XCTAssertEqual(try browser.evaluate("controlSpec.send('tap')") as? Bool, true)
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? Double, 2000)
        _ = try browser.evaluate("controlSpec.clock.advance(1900)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "copied", "not at 1.9 s")
        _ = try browser.evaluate("controlSpec.clock.advance(99)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "copied")
        _ = try browser.evaluate("controlSpec.clock.advance(1)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "idle", "at 2.0 s")
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? NSNull, NSNull())
    }

    /// `after: animation`: PinField takes a PIN again when its 0.4 s shake has finished, at 400 ms
    /// (from the spec's `duration: 0.4`), not 1 ms earlier; the page's own shake ends there too.
    func testThePinFieldTakesAPinAgainWhenItsShakeHasFinishedInChromium() throws {
        let browser = try ChromiumSession.start()
        let field = try XCTUnwrap(try PreviewFixtures.specControls().first { $0.name.value == "PinField" })
        try browser.open(try PreviewFixtures.page(field, in: folder))
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? NSNull, NSNull())
        XCTAssertEqual(try browser.evaluate("controlSpec.send('wrong')") as? Bool, true)
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "shaking")
        XCTAssertEqual(try browser.evaluate("controlSpec.duration") as? Double ?? -1, 0.4, accuracy: 1e-12)
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? Double, 400)
        _ = try browser.evaluate("controlSpec.clock.advance(399)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "shaking", "not 1 ms earlier")
        _ = try browser.evaluate("controlSpec.clock.advance(1)")
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "entering", "at 0.4 s")
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? NSNull, NSNull())
        // A second shake counts from its own entry.
        _ = try browser.evaluate("controlSpec.clock.advance(600)")
        _ = try browser.evaluate("controlSpec.send('wrong')")
        XCTAssertEqual(try browser.evaluate("controlSpec.clock.nextDeadline") as? Double, 1400)
    }

    /// The group row's members run their timers on the page's clock, as `ExclusiveGroup` does
    /// (`GroupClockTests`): a beacon tapped at 0 and one tapped at 0.3 s light at exactly 1.0 s and
    /// 1.3 s, and the second, lit by its timer, releases the first at its instant.
    func testTheGroupRowsMembersRunTheirTimersInChromium() throws {
        let spec = """
            control: Beacon
            summary: A beacon that lights a second after it is armed; one lit at a time.
            base: control
            accessibilityLabel: Beacon
            events: [tap, release]
            initial: off
            states: { off: {}, armed: {}, lit: {} }
            transitions:
              - { from: off, on: tap, to: armed }
              - { from: armed, after: 1, to: lit }
              - { from: lit, on: [tap, release], to: off }
            group: { idle: [off, armed], release: release }
            """
        let result = Pipeline().check(Array(spec.utf8), file: "Beacon.control.yaml")
        let beacon = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(beacon, in: folder))
        let states = """
            Array.from(document.querySelectorAll("#group .member span")).map((s) => s.textContent)
            """
        func tap(_ member: Int) throws {
            try browser.evaluate("document.querySelector('#group [data-member=\"\(member)\"]').click()")
        }
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        try tap(0)
        _ = try browser.evaluate("controlSpec.clock.advance(300)")
        try tap(1)
        XCTAssertEqual(try browser.evaluate(states) as? [String], ["armed", "armed", "off"])
        for (step, expected, when) in [
            (699, ["armed", "armed", "off"], "0.999 s"),
            (1, ["lit", "armed", "off"], "1.0 s: the first lights"),
            (299, ["lit", "armed", "off"], "1.299 s"),
            (1, ["off", "lit", "off"], "1.3 s: the second lights and releases the first"),
        ] {
            _ = try browser.evaluate("controlSpec.clock.advance(\(step))")
            XCTAssertEqual(try browser.evaluate(states) as? [String], expected, when)
        }
    }

    func testAStepperHeldForOnePointSixFiveSecondsStepsThirteenTimesInChromium() throws {
        let browser = try ChromiumSession.start()
        let stepper = try XCTUnwrap(
            try PreviewFixtures.specControls().first { $0.name.value == "RepeatStepper" })
        try browser.open(try PreviewFixtures.page(stepper, in: folder))
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        _ = try browser.evaluate("controlSpec.send('touchDown')")
        _ = try browser.evaluate("controlSpec.clock.advance(1650)")
        _ = try browser.evaluate("controlSpec.send('touchUpInside')")
        XCTAssertEqual(try browser.evaluate("controlSpec.properties.count") as? Double, 13)
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "idle")
    }

    func testAHoldReleasedAtOnePointFourSecondsConfirmsNothingInChromium() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("HoldToConfirm"), in: folder))
        _ = try browser.evaluate("controlSpec.clock.useVirtual()")
        _ = try browser.evaluate("controlSpec.send('touchDown')")
        _ = try browser.evaluate("controlSpec.clock.advance(1400)")
        _ = try browser.evaluate("controlSpec.send('touchUpInside')")
        _ = try browser.evaluate("controlSpec.clock.advance(5000)")
        XCTAssertEqual(try browser.evaluate("controlSpec.outputs") as? [String], [])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "idle")
    }
}
