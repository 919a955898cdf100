import ControlSpecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processor time the calling thread has used, the measure of the analysis' time limit.
///
/// Processor time rather than wall-clock time: a build runs many jobs at once, and a loaded
/// machine must not make the same spec stop earlier than on an idle one.
enum ProcessorClock {
    /// Nanoseconds of processor time the calling thread has used so far.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// The reading `limit` after now.
    static func deadline(after limit: Duration) -> UInt64 {
        let (seconds, attoseconds) = limit.components
        let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
        return now() &+ UInt64(nanoseconds)
    }
}
