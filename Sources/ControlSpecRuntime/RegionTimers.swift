/// What a generated machine keeps per region with timers: when the region's state was entered and
/// which timer fired last, so that each firing happens exactly once.
///
/// A timer's firings are `entered + first + n × every` (n from 0; only n = 0 without `every`).
/// Times are exact (`Duration` counts attoseconds, timers whole milliseconds), so a repeat never
/// drifts. Of two timers due at the same instant the lower `rank` fires first.
@_spi(Generated) public struct RegionTimers: Hashable, Sendable {
    /// When the region entered its current state.
    @usableFromInline var entered: Duration = .zero
    /// The last firing handled since then (`entered` and rank -1 when none).
    @usableFromInline var lastFiring: Duration = .zero
    @usableFromInline var lastRank = -1
    /// Milliseconds after `entered` at which the animation that entered the state has finished
    /// (`after: animation`); nil when it was entered without one.
    @usableFromInline var animationEnd: Int?

    /// No state entered yet: the machine's start, at zero.
    public init() {}

    /// The region (re-)entered a state at `time`: every timer starts again from there. Inlinable:
    /// `send(_:)` calls it and stays free of calls.
    @inlinable public mutating func enter(at time: Duration) {
        entered = time
        lastFiring = time
        lastRank = -1
        animationEnd = nil
    }

    /// The region (re-)entered a state at `time` by a transition whose animation finishes
    /// `animationEnd` milliseconds later (nil: it played none), which an `after: animation` timer
    /// waits for.
    @inlinable public mutating func enter(at time: Duration, animationEnd: Int?) {
        enter(at: time)
        self.animationEnd = animationEnd
    }

    /// When the `after: animation` timer of `rank` fires: once, when the entering animation has
    /// finished; nil when the state was entered without one or the timer has fired.
    public func deadlineAfterAnimation(rank: Int) -> Duration? {
        guard let animationEnd else { return nil }
        let firing = entered + .milliseconds(animationEnd)
        return isPending(firing, rank: rank) ? firing : nil
    }

    /// The timer of `rank` fired (or found its guard false) at `time`.
    @inlinable public mutating func fired(rank: Int, at time: Duration) {
        lastFiring = time
        lastRank = rank
    }

    /// The next firing of the timer of `rank` that is not handled yet: `first` milliseconds after
    /// entering, then every `every` milliseconds; nil when a one-shot timer has fired.
    public func deadline(rank: Int, first: Int, every: Int?) -> Duration? {
        let start = entered + .milliseconds(first)
        if isPending(start, rank: rank) { return start }
        guard let every else { return nil }
        // `start <= lastFiring`: the firings up to `lastFiring` are handled, but for one at that
        // very instant with a higher rank.
        let handled = Self.wholeMilliseconds(lastFiring - start) / every
        let latest = start + .milliseconds(handled * every)
        return isPending(latest, rank: rank) ? latest : latest + .milliseconds(every)
    }

    private func isPending(_ firing: Duration, rank: Int) -> Bool {
        firing > lastFiring || (firing == lastFiring && rank > lastRank)
    }

    /// The whole milliseconds of a duration of 0 or more, rounded down, exactly.
    static func wholeMilliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
