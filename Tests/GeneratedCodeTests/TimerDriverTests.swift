#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import UIKit
    import XCTest

    /// The UIKit adapter runs a machine's timers on its driver's clock: scheduled while the control
    /// is in a window, cancelled when it leaves, on a restore and when the state is left; the same
    /// for VoiceOver. Driven on the UIKit double with a virtual clock.
    final class TimerDriverTests: XCTestCase {
        /// A clock that moves only when told, calling what falls due in order, each at its instant.
        @MainActor
        final class VirtualClock: ControlClock {
            final class Alarm: ControlClockAlarm {
                let deadline: Duration
                let action: @MainActor @Sendable () -> Void
                var isCancelled = false
                var hasFired = false

                init(deadline: Duration, action: @escaping @MainActor @Sendable () -> Void) {
                    self.deadline = deadline
                    self.action = action
                }

                func cancel() { isCancelled = true }
            }

            private(set) var now: Duration = .seconds(100)
            private(set) var alarms: [Alarm] = []

            /// The calls still to be made.
            var pending: [Alarm] { alarms.filter { !$0.isCancelled && !$0.hasFired } }

            func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void)
                -> any ControlClockAlarm
            {
                let alarm = Alarm(deadline: deadline, action: action)
                alarms.append(alarm)
                return alarm
            }

            func advance(by duration: Duration) {
                let target = now + duration
                while let next = pending.min(by: { $0.deadline < $1.deadline }), next.deadline <= target {
                    now = max(now, next.deadline)
                    next.hasFired = true
                    next.action()
                }
                now = target
            }
        }

        /// A control in a window with its driver on a new virtual clock, on a fresh UIKit double;
        /// the window keeps the control in it for as long as the test holds the harness.
        @MainActor
        struct OnScreen<Control: UIView> {
            let control: Control
            let clock = VirtualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

            init(_ make: () -> Control, clock keyPath: ReferenceWritableKeyPath<Control, any ControlClock>) {
                UIKitDouble.reset()
                control = make()
                control[keyPath: keyPath] = clock
                window.addSubview(control)
            }
        }

        @MainActor
        private static func copyButton() -> OnScreen<CopyButton> {
            OnScreen({ CopyButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44)) }, clock: \.driver.clock)
        }

        @MainActor
        private static func tap(_ control: UIControl) {
            let finger = UIKitDouble.Finger(on: control)
            finger.down()
            finger.up()
        }

        func testACopyButtonReturnsByItselfAtTwoSecondsOnTheRunLoopClock() {
            MainActor.assumeIsolated {
                let screen = Self.copyButton()
                Self.tap(screen.control)
                XCTAssertEqual(screen.control.machine.state, .copied)
                XCTAssertEqual(screen.clock.pending.map(\.deadline), [.seconds(102)], "2 s after the tap")
                screen.clock.advance(by: .milliseconds(1900))
                XCTAssertEqual(screen.control.machine.state, .copied, "not at 1.9 s")
                XCTAssertEqual(screen.control.accessibilityValue, "copied")
                screen.clock.advance(by: .milliseconds(100))
                XCTAssertEqual(screen.control.machine.state, .idle, "at 2.0 s")
                XCTAssertEqual(screen.clock.pending.count, 0, "no timer runs in `idle`")
            }
        }

        func testASecondTapRestartsTheWait() {
            MainActor.assumeIsolated {
                let screen = Self.copyButton()
                Self.tap(screen.control)
                screen.clock.advance(by: .milliseconds(1500))
                Self.tap(screen.control)
                XCTAssertEqual(
                    screen.clock.pending.map(\.deadline), [.milliseconds(103_500)],
                    "the first wait is cancelled")
                screen.clock.advance(by: .milliseconds(1999))
                XCTAssertEqual(screen.control.machine.state, .copied)
                screen.clock.advance(by: .milliseconds(1))
                XCTAssertEqual(screen.control.machine.state, .idle)
            }
        }

        func testLeavingTheWindowCancelsTheTimerAndComingBackCatchesUp() {
            MainActor.assumeIsolated {
                let screen = Self.copyButton()
                Self.tap(screen.control)
                screen.control.removeFromSuperview()
                XCTAssertEqual(screen.clock.pending.count, 0, "out of its window, nothing waits")
                screen.clock.advance(by: .seconds(5))
                XCTAssertEqual(screen.control.machine.state, .copied, "nothing ran while away")
                screen.window.addSubview(screen.control)
                XCTAssertEqual(
                    screen.control.machine.state, .idle, "back in a window, the due timer fires at once")
                XCTAssertEqual(screen.clock.pending.count, 0)
            }
        }

        func testARestoreCancelsTheTimer() {
            MainActor.assumeIsolated {
                let screen = Self.copyButton()
                Self.tap(screen.control)
                XCTAssertTrue(screen.control.setState(.idle))
                XCTAssertEqual(screen.clock.pending.count, 0)
                screen.clock.advance(by: .seconds(3))
                XCTAssertEqual(screen.control.machine.state, .idle)
            }
        }

        func testVoiceOverActivationRunsTheSameTimer() {
            MainActor.assumeIsolated {
                let screen = Self.copyButton()
                XCTAssertTrue(screen.control.accessibilityActivate())
                XCTAssertEqual(screen.control.machine.state, .copied)
                screen.clock.advance(by: .seconds(2))
                XCTAssertEqual(screen.control.machine.state, .idle)
            }
        }

        func testAHoldReleasedEarlyConfirmsNothingAndAFullHoldConfirmsOnce() {
            MainActor.assumeIsolated {
                let screen = OnScreen(
                    { HoldToConfirm(frame: CGRect(x: 0, y: 0, width: 160, height: 44)) },
                    clock: \.driver.clock)
                var outputs: [HoldToConfirmMachine.Output] = []
                screen.control.onOutput = { outputs.append($0) }
                let finger = UIKitDouble.Finger(on: screen.control)
                finger.down()
                screen.clock.advance(by: .milliseconds(1400))
                finger.up()
                XCTAssertEqual(screen.control.machine.state, .idle)
                XCTAssertEqual(screen.clock.pending.count, 0, "released: the hold's timer is cancelled")
                screen.clock.advance(by: .seconds(10))
                XCTAssertEqual(outputs, [])
                finger.down()
                screen.clock.advance(by: .milliseconds(1500))
                XCTAssertEqual(screen.control.machine.state, .confirmed)
                XCTAssertEqual(outputs, [.confirmed])
            }
        }

        func testARepeatWhileHeldStepsOnTheClock() {
            MainActor.assumeIsolated {
                let screen = OnScreen(
                    { RepeatStepper(frame: CGRect(x: 0, y: 0, width: 80, height: 44)) }, clock: \.driver.clock
                )
                let finger = UIKitDouble.Finger(on: screen.control)
                finger.down()
                screen.clock.advance(by: .milliseconds(1650))
                finger.up()
                XCTAssertEqual(screen.control.machine.count, 13, "1 at the touch + 12 repeats")
            }
        }
    }
#endif
