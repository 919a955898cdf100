@_spi(Compiler) import ControlSpecRuntime

/// The instants a filmstrip shows: the start, the end and every turning point of every motion
/// (a spring's peak and undershoots, a curve's overshoot, a keyframe; of a repeating motion, those
/// of its first two plays), which an even spacing would miss, plus
/// `frames` instants evenly spaced from the start to the end where they are not too close to one of
/// those.
enum FilmstripInstants {
    /// Turning points closer than this many seconds (half a 60 Hz frame) show as one frame.
    static let sameFrame = 1.0 / 120
    /// The plays of a repeating motion whose turns are shown; later plays repeat them.
    static let plays = 2

    /// The instants, in increasing order, for a timeline and an even spacing of `frames` (≥ 2).
    static func instants(of timeline: Timeline, frames: Int) -> [Double] {
        let duration = timeline.duration
        let count = max(frames, 2)
        guard duration > 0 else { return Array(repeating: 0, count: count) }
        var keys: [Double] = []
        let turns = timeline.motions.flatMap { $0.turningTimes(plays: plays) }
        for time in ([0, duration] + turns).sorted()
        where keys.last.map({ time - $0 >= sameFrame }) ?? true {
            keys.append(time)
        }
        if let last = keys.last, last != duration, duration - last < sameFrame {
            keys[keys.count - 1] = duration
        }
        let spacing = duration / Double(count - 1)
        let even = (1..<(count - 1)).map { duration * Double($0) / Double(count - 1) }
            .filter { time in keys.allSatisfy { abs($0 - time) > spacing / 3 } }
        return (keys + even).sorted()
    }

}
