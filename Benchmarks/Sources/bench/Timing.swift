import AllocCounter

/// The best-of-several timing and the heap measurement every benchmark uses.
enum Timing {
    /// How many samples each measurement takes; the best one counts.
    nonisolated(unsafe) static var runs = 5
    /// A sample repeats the body until it lasts at least this long, so tiny inputs are not
    /// measured at the clock's resolution.
    static let minimumSample = 0.05
    /// A stage whose first execution takes longer than this is not repeated (its one time counts).
    static let slowStage = 5.0

    /// The best time of one execution of `body`, in seconds, over `runs` samples.
    static func best<Result>(_ body: () -> Result) -> Double {
        let first = seconds { sink(body()) }
        let repeats = first >= minimumSample ? 1 : Int((minimumSample / max(first, 1e-7)).rounded(.up))
        var best = repeats == 1 ? first : .infinity
        for _ in 0..<runs {
            let sample = seconds {
                for _ in 0..<repeats { sink(body()) }
            }
            best = min(best, sample / Double(repeats))
        }
        return best
    }

    /// The wall time of `body`, in seconds.
    static func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        let (whole, attoseconds) = elapsed.components
        return Double(whole) + Double(attoseconds) * 1e-18
    }

    /// The heap activity of one execution of `body` (its result is freed only after the count).
    static func heap<Result>(_ body: () -> Result) -> (result: Result, stats: alloc_counter_stats) {
        alloc_counter_start()
        let result = body()
        let stats = alloc_counter_stop()
        return (result, stats)
    }
}

/// Keeps a value observably used, so the optimiser cannot drop the work that made it.
@inline(never)
func sink<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}
