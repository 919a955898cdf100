import AllocCounter
import SendMachines
import SpecSynth

/// One machine's `send`: time and allocations per event.
struct SendMeasurement {
    var label: String
    var nanosecondsPerEvent: Double
    var allocationsPerEvent: Double
}

/// The generated 50-state machine against the hand-written `switch`, in one process, sampled in
/// alternation so both see the same machine load.
enum SendBench {
    /// Indices into the machines' five events, pseudo-random but fixed (`reset` one time in 16).
    static let events: [Int] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<4096).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let draw = Int(state >> 33) % 16
            return draw == 0 ? 4 : draw % 4
        }
    }()

    static let rounds = 2_000

    /// Indices into the dispatch machines' ten events, pseudo-random but fixed.
    static let dispatchEvents: [Int] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<4096).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % DispatchSpec.events
        }
    }()

    static func measure() -> [SendMeasurement] {
        measure(
            [
                ("hand-written switch (50 states)", SendLoops.handWritten),
                ("generated Machine50Machine.send", SendLoops.generated),
            ], events: events)
    }

    /// The unguarded 50 × 10 machine: the minimal switch first (the reference), then the switch
    /// returning the transition, then the generated `send`; every loop ignores the result.
    static func measureDispatch() -> [SendMeasurement] {
        measure(
            [
                ("minimal switch, state only (50 × 10)", SendLoops.minimalDispatch),
                ("switch returning the transition", SendLoops.informedDispatch),
                ("generated Dispatch50Machine.send", SendLoops.generatedDispatch),
            ], events: dispatchEvents)
    }

    private static func measure(
        _ machines: [(label: String, loop: ([Int], Int) -> Int)], events: [Int]
    ) -> [SendMeasurement] {
        var best = [Double](repeating: .infinity, count: machines.count)
        for _ in 0..<(Timing.runs * 2) {
            for (index, machine) in machines.enumerated() {
                let seconds = Timing.seconds { sink(machine.loop(events, rounds)) }
                best[index] = min(best[index], seconds)
            }
        }
        let total = Double(events.count * rounds)
        return machines.enumerated().map { index, machine in
            let (_, stats) = Timing.heap { machine.loop(events, rounds) }
            // The loop maps the event indices once: one array, not per event.
            return SendMeasurement(
                label: machine.label, nanosecondsPerEvent: best[index] / total * 1e9,
                allocationsPerEvent: Double(max(0, Int(stats.allocations) - 1)) / total)
        }
    }
}
