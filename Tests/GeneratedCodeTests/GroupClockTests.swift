@_spi(Generated) import ControlSpecRuntime
import XCTest

/// The value-type `ExclusiveGroup` runs its members' timers: `advanceClock(to:)` fires each
/// member's timers at their instants and keeps the group rule when a timer makes a member active,
/// as the UIKit group does through its members' drivers. The member here is written by hand: a
/// lamp that a tap lights, that `arm` lights 0.5 s later, and that goes out 1 s after it lit.
final class GroupClockTests: XCTestCase {
    private struct Lamp: GroupMember, TimedControlMachine {
        enum Event: CaseIterable { case tap, arm, release }
        enum Phase: Hashable, Sendable { case off, armed, lit }
        struct Step: ControlStep {
            var phase: Phase
            var animations: [AnimationDescription] { [] }
            var outputs: [Output] { [] }
            struct Output: ControlOutput {
                var builtin: BuiltinOutput? { nil }
                var customIndex: Int? { 0 }
            }
        }

        var phase = Phase.off
        /// When it entered its phase.
        var since = Duration.zero
        var time = Duration.zero
        static var releaseEvent: Event { .release }
        var isIdle: Bool { phase != .lit }
        var look: StateLook { StateLook() }
        var nextDeadline: Duration? {
            switch phase {
            case .off: nil
            case .armed: since + .milliseconds(500)
            case .lit: since + .seconds(1)
            }
        }

        private mutating func enter(_ phase: Phase, at instant: Duration) -> Step {
            self.phase = phase
            since = instant
            return Step(phase: phase)
        }

        mutating func send(_ event: Event) -> Step? {
            switch (event, phase) {
            case (.tap, .off): enter(.lit, at: time)
            case (.arm, .off): enter(.armed, at: time)
            case (.release, .lit), (.release, .armed): enter(.off, at: time)
            default: nil
            }
        }

        mutating func advanceClock(to instant: Duration) -> [Step] {
            var steps: [Step] = []
            while let deadline = nextDeadline, deadline <= instant {
                time = deadline
                steps.append(enter(phase == .armed ? .lit : .off, at: deadline))
            }
            time = max(time, instant)
            return steps
        }

        static func touchEvent(for event: Event) -> TouchEvent? { nil }
        static var accessibility: ControlAccessibility<Event> { ControlAccessibility() }
    }

    func testMembersTimersFireAtTheirInstants() {
        var group = ExclusiveGroup<Lamp>(count: 3)
        XCTAssertNil(group.nextDeadline)
        group.send(.tap, to: 0)
        XCTAssertEqual(group.active, 0)
        XCTAssertEqual(group.nextDeadline, .seconds(1))
        XCTAssertTrue(group.advanceClock(to: .milliseconds(999)).isEmpty)
        XCTAssertEqual(group.active, 0, "not at 0.999 s")
        let fired = group.advanceClock(to: .seconds(1))
        XCTAssertEqual(fired.map(\.member), [0])
        XCTAssertEqual(fired.first?.step.step?.phase, .off)
        XCTAssertNil(group.active, "out at 1 s exactly")
        XCTAssertEqual(group.members.map(\.time), Array(repeating: .seconds(1), count: 3), "one clock")
    }

    func testAMemberATimerLightsReleasesTheLitOne() {
        var group = ExclusiveGroup<Lamp>(count: 2)
        group.send(.tap, to: 0)
        group.advanceClock(to: .milliseconds(200))
        group.send(.arm, to: 1)
        XCTAssertEqual(group.active, 0, "armed is idle")
        // At 0.7 s member 1 lights, and the group releases member 0 then.
        let fired = group.advanceClock(to: .milliseconds(800))
        XCTAssertEqual(fired.count, 1)
        XCTAssertEqual(fired.first?.member, 1)
        XCTAssertEqual(fired.first?.step.step?.phase, .lit)
        XCTAssertEqual(fired.first?.step.releasedMember, 0)
        XCTAssertEqual(fired.first?.step.releaseStep?.phase, .off)
        XCTAssertEqual(group.active, 1)
        XCTAssertEqual(group.members[0].since, .milliseconds(700), "released at that instant")
        // Member 0's own timer (1 s) went with its state; member 1 goes out 1 s after it lit.
        XCTAssertTrue(group.advanceClock(to: .milliseconds(1699)).isEmpty)
        XCTAssertEqual(group.advanceClock(to: .milliseconds(1700)).map(\.member), [1])
        XCTAssertNil(group.active)
    }
}
