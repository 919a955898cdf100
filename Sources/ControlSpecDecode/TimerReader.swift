import ControlSpecCore

/// Reads a transition's timer: `after:` alone fires once, `every:` repeats (first after `after:`,
/// or after one interval).
extension DecodeContext {
    /// The timer of `after:` and `every:`; nil when neither is given or one is malformed (reported).
    mutating func decodeTimer(after: YAMLNode?, every: YAMLNode?) -> TimerTrigger? {
        guard after != nil || every != nil else { return nil }
        if let after, after.scalarStyle == .plain, after.scalar?.value == SpecKeys.animationFinishedWord {
            guard let every else { return .afterAnimation(at: after.location) }
            report(
                .conflictingKeys,
                "'after: animation' fires once, when the entering animation has finished, and cannot"
                    + " start a repeat; write the first repeat in seconds, such as 'after: 0.5', or remove"
                    + " 'every'",
                at: every.location)
            return nil
        }
        let delay = after.map { milliseconds($0, key: "after") }
        let interval = every.map { milliseconds($0, key: "every") }
        switch (delay, interval) {
        case (let delay??, nil): return TimerTrigger(delay: delay)
        case (nil, let interval??): return TimerTrigger(delay: interval, interval: interval)
        case (let delay??, let interval??): return TimerTrigger(delay: delay, interval: interval)
        default: return nil
        }
    }

    /// A duration in seconds as whole milliseconds: more than 0, at most a day, no finer than 1 ms.
    private mutating func milliseconds(_ node: YAMLNode, key: String) -> Located<Int>? {
        let rule =
            "write seconds more than 0 and at most 86400, such as '\(key): 2' or '\(key): 0.5'"
        guard
            let seconds = number(
                node, what: "'\(key)'", in: SpecKeys.timerBounds, rule: rule)
        else { return nil }
        let milliseconds = (seconds.value * 1000).rounded()
        guard abs(seconds.value * 1000 - milliseconds) < 1e-6 else {
            report(
                .valueOutOfRange,
                "'\(key)' \(NumberText.shortest(seconds.value)) is finer than a millisecond; timers count"
                    + " whole milliseconds: write at most three decimals, such as '\(key): "
                    + "\(NumberText.shortest(milliseconds / 1000))'",
                at: node.location)
            return nil
        }
        guard milliseconds >= 1 else {
            report(
                .valueOutOfRange,
                "'\(key)' \(NumberText.shortest(seconds.value)) is shorter than a millisecond; \(rule)",
                at: node.location)
            return nil
        }
        return Located(Int(milliseconds), at: node.location)
    }
}
