import ControlSpecRuntime
import XCTest

/// A look chosen by a condition (`Specs/BatteryIcon.control.yaml`, `Examples/NumberStepper`): the
/// compiled machine's look is the first variant whose guard holds for the properties it has now,
/// else the state's own; the expected looks are read off the specs by hand.
final class LookVariantTests: XCTestCase {
    func testTheBatteryFollowsTheAppsLevelAndCharging() {
        var machine = BatteryIconMachine()
        XCTAssertEqual(machine.look.images.map(\.name), ["full"], "level 50, not charging: its own")
        XCTAssertEqual(machine.look.tint, .inherited)
        XCTAssertEqual(machine.look.alpha, 1)
        XCTAssertEqual(machine.look.accessibilityValue, "50%")
        machine.level = 19
        XCTAssertEqual(machine.look.images.map(\.name), ["low"], "19 < 20")
        XCTAssertEqual(machine.look.tint, .color(.system("systemRed")))
        XCTAssertEqual(machine.look.alpha, 0.8)
        XCTAssertEqual(machine.look.accessibilityValue, "19%", "the state's own, interpolated")
        machine.charging = true
        XCTAssertEqual(machine.look.images.map(\.name), ["bolt"], "charging comes first")
        XCTAssertEqual(machine.look.tint, .color(.system("systemGreen")))
        XCTAssertEqual(machine.look.alpha, 1, "completed: the bolt sets no alpha")
        XCTAssertEqual(machine.look.accessibilityValue, "19%, charging")
        machine.level = 20
        machine.charging = false
        XCTAssertEqual(machine.look.images.map(\.name), ["full"], "20 is not below 20")
        machine.level = 5
        machine.send(.tap)
        XCTAssertEqual(machine.state, .dimmed)
        XCTAssertEqual(machine.look.images.map(\.name), ["full"], "dimmed has no variants")
        XCTAssertEqual(machine.look.alpha, 0.5)
        XCTAssertEqual(machine.look.tint, .inherited)
    }

    func testTheStepperGreysTheEndItHasReached() {
        var machine = NumberStepperMachine()
        XCTAssertEqual(
            machine.look.texts.map(\.name), ["minusOff", "amount", "plus"], "0: the minus is grey")
        for _ in 0..<10 {
            machine.send(.touchDown)
            machine.send(
                .touchUpInside, at: TouchPoint(x: 100, y: 18, width: 120, height: 36, startX: 100, startY: 18)
            )
        }
        XCTAssertEqual(machine.value, 10)
        XCTAssertEqual(machine.look.texts.map(\.name), ["minus", "amount", "plusOff"], "10: the plus")
        machine.send(.touchDown)
        XCTAssertEqual(
            machine.look.texts.map(\.name), ["minus", "amount", "plusOff"], "pressed shares the variants")
        XCTAssertEqual(machine.look.alpha, 0.6)
        machine.send(
            .touchUpInside, at: TouchPoint(x: 10, y: 18, width: 120, height: 36, startX: 10, startY: 18))
        XCTAssertEqual(machine.value, 9)
        XCTAssertEqual(machine.look.texts.map(\.name), ["minus", "amount", "plus"])
    }
}
