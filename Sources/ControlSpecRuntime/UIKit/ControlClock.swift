#if canImport(UIKit)
    import Foundation
    import QuartzCore

    /// Where a `ControlDriver` reads the time and waits for its machine's next timer: the main run
    /// loop in an app (`MainRunLoopClock`), a virtual clock in tests.
    @MainActor
    public protocol ControlClock: AnyObject {
        /// The current time on a clock that never goes back.
        var now: Duration { get }

        /// Calls `action` once, at `deadline` on this clock or as soon after it as the clock can;
        /// `cancel()` on the result stops it from being called.
        func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void)
            -> any ControlClockAlarm
    }

    /// A call a `ControlClock` will make, until it is cancelled.
    @MainActor
    public protocol ControlClockAlarm: AnyObject {
        /// Stops the call; nothing happens when it was made or cancelled already.
        func cancel()
    }

    /// The app's clock: `CACurrentMediaTime()`, and a one-shot `Timer` in the main run loop's common
    /// modes (so a timer fires while a scroll view tracks a finger, as the control's animations run).
    public final class MainRunLoopClock: ControlClock {
        /// The clock of the main run loop.
        public init() {}

        /// `CACurrentMediaTime()`, the clock Core Animation times animations by.
        public var now: Duration { .seconds(CACurrentMediaTime()) }

        /// A `Timer` in `RunLoop.main`'s common modes that fires once, `deadline − now` from now.
        public func schedule(at deadline: Duration, _ action: @escaping @MainActor @Sendable () -> Void)
            -> any ControlClockAlarm
        {
            let (seconds, attoseconds) = (deadline - now).components
            let delay = max(0, Double(seconds) + Double(attoseconds) * 1e-18)
            let timer = Timer(timeInterval: delay, repeats: false) { _ in
                MainActor.assumeIsolated { action() }
            }
            RunLoop.main.add(timer, forMode: .common)
            return RunLoopAlarm(timer: timer)
        }

        /// A scheduled `Timer`, invalidated by `cancel()`.
        final class RunLoopAlarm: ControlClockAlarm {
            let timer: Timer

            init(timer: Timer) { self.timer = timer }

            func cancel() { timer.invalidate() }
        }
    }
#endif
