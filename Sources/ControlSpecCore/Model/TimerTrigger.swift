/// A transition's timer (`after:` and `every:`): it fires when its state has been active for a
/// while, instead of on an event.
///
/// Times are whole milliseconds, so that sums of intervals are exact (`0.5 + 11 × 0.1` is 1 600 ms,
/// never 1.5999…).
package struct TimerTrigger: Hashable, Sendable {
    /// Milliseconds from entering the state to the first firing.
    public var delay: Located<Int>
    /// Milliseconds between firings after the first; nil when the timer fires once.
    public var interval: Located<Int>?
    /// `after: animation`: the timer fires once, when the animation of the transition that entered
    /// its state has finished (`AnimationDescription.finishMilliseconds` after the entry), and not
    /// at all when that transition played none; `delay` is then 0, located at the word.
    public var waitsForAnimation = false

    /// A timer that fires `delay` ms after its state is entered, then every `interval` ms when given.
    public init(delay: Located<Int>, interval: Located<Int>? = nil) {
        self.delay = delay
        self.interval = interval
    }

    /// `after: animation`, written at `location`.
    public static func afterAnimation(at location: SourceLocation) -> TimerTrigger {
        var timer = TimerTrigger(delay: Located(0, at: location))
        timer.waitsForAnimation = true
        return timer
    }

    /// Whether the timer fires again and again while its state is active (`every:`).
    public var repeats: Bool { interval != nil }

    /// How messages, graphs and witnesses name the timer: `after 2 s`, `every 0.1 s after 0.5 s`.
    public var description: String {
        if waitsForAnimation { return Self.afterAnimationText }
        guard let interval else { return "after \(Self.seconds(delay.value))" }
        if interval.value == delay.value { return "every \(Self.seconds(interval.value))" }
        return "every \(Self.seconds(interval.value)) after \(Self.seconds(delay.value))"
    }

    /// How messages and graphs name an `after: animation` timer.
    public static let afterAnimationText = "after the animation"

    /// `1.5 s`, `2 s`, `0.125 s`: milliseconds written as seconds, exactly.
    public static func seconds(_ milliseconds: Int) -> String {
        let whole = milliseconds / 1000
        var fraction = String(milliseconds % 1000)
        guard fraction != "0" else { return "\(whole) s" }
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction) s"
    }
}
