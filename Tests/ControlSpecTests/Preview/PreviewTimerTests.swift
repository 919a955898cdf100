import Foundation
import XCTest

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
