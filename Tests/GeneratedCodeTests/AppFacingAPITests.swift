// No SPI: this file sees the runtime as an app does (an `@_spi` import is per file). What it uses is
// the public API pinned by `Docs/ControlSpecRuntime.swiftinterface` (see CompileChecks).
import ControlSpecRuntime
import XCTest

#if canImport(UIKit)
    import UIKit
#endif

/// An app's use of the runtime with a plain `import ControlSpecRuntime`: machines driven and their
/// steps, looks and animations read, groups kept, outputs turned into control events.
final class AppFacingAPITests: XCTestCase {
    func testAMachineIsDrivenAndItsStepAndLookAreRead() throws {
        var tick = TickViewMachine()
        tick.backColor = .rgba(red: 0, green: 122, blue: 255, alpha: 255)
        let step = try XCTUnwrap(tick.send(.tap))
        XCTAssertEqual(step.target, .checked)
        XCTAssertEqual(step.outputs, [.valueChanged])
        XCTAssertEqual(TickViewMachine.Output.valueChanged.builtin, .valueChanged)
        XCTAssertEqual(step.animations, [TickViewMachine.Animations.check])
        let animation = TickViewMachine.Animations.check
        XCTAssertEqual(animation.timingSummary, "0.5 s linear (0, 0, 1, 1), tracks in sequence over 0.7 s")
        XCTAssertEqual(animation.tracks.map(\.property), [.strokeEnd, .scale])
        XCTAssertEqual(tick.look.images.map(\.name), ["tick"])
        XCTAssertEqual(tick.look.selected, true)
        XCTAssertEqual(tick.look.accessibilityLabel, "Done")
        XCTAssertNil(tick.look.accessibilityValue, "the .selected trait says it")
        XCTAssertEqual(tick.lookData.colors["backColor"], .rgba(red: 0, green: 122, blue: 255, alpha: 255))
        XCTAssertEqual(TickViewMachine.touchEvent(for: .tap), .touchUpInside)
    }

    func testAGroupOfPlainMachinesKeepsOneMemberActive() {
        var row = SortButtonGroup(count: 2)
        XCTAssertEqual(row.send(.tap, to: 0).releasedMember, nil)
        let second = row.send(.tap, to: 1)
        XCTAssertEqual(second.releasedMember, 0)
        XCTAssertEqual(row.members.map(\.state), [.unselected, .ascending])
        XCTAssertEqual(row.active, 1)
        XCTAssertEqual(ExclusiveRule.membersToRelease(active: [true, true], changed: 1), [0])
    }

    #if canImport(UIKit)
        func testOutputsAreControlEventsForTargetActions() {
            XCTAssertEqual(StepperMachine.Output.valueChanged.controlEvent, .valueChanged)
            let reachedTop = StepperMachine.Output.reachedTop.controlEvent
            XCTAssertNotNil(reachedTop)
            XCTAssertTrue(reachedTop.map { UIControl.Event.applicationReserved.contains($0) } ?? false)
        }
    #endif
}
