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

        @MainActor
        private static func onScreen<Control: UIView>(_ control: Control) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.addSubview(control)
            return window
        }

        @MainActor
        private static func tap(_ control: UIControl) {
            let finger = UIKitDouble.Finger(on: control)
            finger.down()
            finger.up()
        }

        func testACopyButtonReturnsByItselfAtTwoSecondsOnTheRunLoopClock() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let button = CopyButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let clock = VirtualClock()
                button.driver.clock = clock
                let window = Self.onScreen(button)
                Self.tap(button)
                XCTAssertEqual(button.machine.state, .copied)
                XCTAssertEqual(clock.pending.map(\.deadline), [.seconds(102)], "2 s after the tap")
                clock.advance(by: .milliseconds(1900))
                XCTAssertEqual(button.machine.state, .copied, "not at 1.9 s")
                XCTAssertEqual(button.accessibilityValue, "copied")
                clock.advance(by: .milliseconds(100))
                XCTAssertEqual(button.machine.state, .idle, "at 2.0 s")
                XCTAssertEqual(clock.pending.count, 0, "no timer runs in `idle`")
                XCTAssertNotNil(window.subviews.first)
            }
        }

        func testASecondTapRestartsTheWait() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let button = CopyButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let clock = VirtualClock()
                button.driver.clock = clock
                let window = Self.onScreen(button)
                Self.tap(button)
                clock.advance(by: .milliseconds(1500))
                Self.tap(button)
                XCTAssertEqual(
                    clock.pending.map(\.deadline), [.milliseconds(103_500)], "the first wait is cancelled")
                clock.advance(by: .milliseconds(1999))
                XCTAssertEqual(button.machine.state, .copied)
                clock.advance(by: .milliseconds(1))
                XCTAssertEqual(button.machine.state, .idle)
                XCTAssertEqual(window.subviews.count, 1)
            }
        }

        func testLeavingTheWindowCancelsTheTimerAndComingBackCatchesUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let button = CopyButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let clock = VirtualClock()
                button.driver.clock = clock
                let window = Self.onScreen(button)
                Self.tap(button)
                button.removeFromSuperview()
                XCTAssertEqual(clock.pending.count, 0, "out of its window, nothing waits")
                clock.advance(by: .seconds(5))
                XCTAssertEqual(button.machine.state, .copied, "nothing ran while away")
                window.addSubview(button)
                XCTAssertEqual(button.machine.state, .idle, "back in a window, the due timer fires at once")
                XCTAssertEqual(clock.pending.count, 0)
            }
        }

        func testARestoreCancelsTheTimer() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let button = CopyButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let clock = VirtualClock()
                button.driver.clock = clock
                let window = Self.onScreen(button)
                Self.tap(button)
                XCTAssertTrue(button.setState(.idle))
                XCTAssertEqual(clock.pending.count, 0)
                clock.advance(by: .seconds(3))
                XCTAssertEqual(button.machine.state, .idle)
                XCTAssertEqual(window.subviews.count, 1)
            }
        }

        func testVoiceOverActivationRunsTheSameTimer() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let button = CopyButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let clock = VirtualClock()
                button.driver.clock = clock
                let window = Self.onScreen(button)
                XCTAssertTrue(button.accessibilityActivate())
                XCTAssertEqual(button.machine.state, .copied)
                clock.advance(by: .seconds(2))
                XCTAssertEqual(button.machine.state, .idle)
                XCTAssertEqual(window.subviews.count, 1)
            }
        }

        func testAHoldReleasedEarlyConfirmsNothingAndAFullHoldConfirmsOnce() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let control = HoldToConfirm(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
                let clock = VirtualClock()
                control.driver.clock = clock
                let window = Self.onScreen(control)
                var outputs: [HoldToConfirmMachine.Output] = []
                control.onOutput = { outputs.append($0) }
                let finger = UIKitDouble.Finger(on: control)
                finger.down()
                clock.advance(by: .milliseconds(1400))
                finger.up()
                XCTAssertEqual(control.machine.state, .idle)
                XCTAssertEqual(clock.pending.count, 0, "released: the hold's timer is cancelled")
                clock.advance(by: .seconds(10))
                XCTAssertEqual(outputs, [])
                finger.down()
                clock.advance(by: .milliseconds(1500))
                XCTAssertEqual(control.machine.state, .confirmed)
                XCTAssertEqual(outputs, [.confirmed])
                XCTAssertEqual(window.subviews.count, 1)
            }
        }

        func testARepeatWhileHeldStepsOnTheClock() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                let stepper = RepeatStepper(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
                let clock = VirtualClock()
                stepper.driver.clock = clock
                let window = Self.onScreen(stepper)
                let finger = UIKitDouble.Finger(on: stepper)
                finger.down()
                clock.advance(by: .milliseconds(1650))
                finger.up()
                XCTAssertEqual(stepper.machine.count, 13, "1 at the touch + 12 repeats")
                XCTAssertEqual(window.subviews.count, 1)
            }
        }
    }
#endif
