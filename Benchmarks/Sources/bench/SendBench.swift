import AllocCounter
import SendMachines
import SpecSynth

/// One benchmark loop over a machine's `send`: `bench send-loop <name>` runs it alone.
struct SendLoop: Sendable {
    /// The `send-loop` argument and the key of its instruction count.
    var name: String
    /// The row's label in the report.
    var label: String
    /// The loop its ratios are taken to (its own name for a reference).
    var reference: String
    /// The event indices it sends, in order.
    var events: [Int]
    /// Sends `events` `rounds` times; returns a checksum.
    var run: @Sendable ([Int], Int) -> Int
}

/// One machine's `send`: time and allocations per event.
struct SendMeasurement {
    var loop: SendLoop
    var nanosecondsPerEvent: Double
    var allocationsPerEvent: Double
}

/// The generated machines against hand-written `switch`es, in one process, sampled in
/// alternation so all see the same machine load.
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

    /// The guarded 50-state ring (`Machine50`): the hand-written switch, then the generated `send`.
    static let machineLoops = [
        SendLoop(
            name: "hand-written", label: "hand-written switch (50 states)", reference: "hand-written",
            events: events, run: SendLoops.handWritten),
        SendLoop(
            name: "generated", label: "generated Machine50Machine.send", reference: "hand-written",
            events: events, run: SendLoops.generated),
        // Regions inside a state (tap, started, finished, lost, found): no hand-written twin, here
        // for its time and its allocations per event (none).
        SendLoop(
            name: "generated-nested", label: "generated SyncButtonMachine.send (regions in a state)",
            reference: "generated-nested", events: events, run: SendLoops.nestedRegions),
    ]

    /// The unguarded 50 × 10 machine, every loop ignoring the result: the minimal switch (the
    /// reference), the switch returning the transition, the generated `send`, then the minimal
    /// switch and the generated `send` called from another module.
    static let dispatchLoops = [
        SendLoop(
            name: "minimal-dispatch", label: "minimal switch, state only (50 × 10)",
            reference: "minimal-dispatch", events: dispatchEvents, run: SendLoops.minimalDispatch),
        SendLoop(
            name: "informed-dispatch", label: "switch returning the transition",
            reference: "minimal-dispatch",
            events: dispatchEvents, run: SendLoops.informedDispatch),
        SendLoop(
            name: "generated-dispatch", label: "generated Dispatch50Machine.send",
            reference: "minimal-dispatch",
            events: dispatchEvents, run: SendLoops.generatedDispatch),
        SendLoop(
            name: "minimal-dispatch-cross", label: "minimal switch, from another module",
            reference: "minimal-dispatch-cross", events: dispatchEvents, run: CrossModuleLoops.minimalDispatch
        ),
        SendLoop(
            name: "generated-dispatch-cross", label: "generated send, from another module",
            reference: "minimal-dispatch-cross", events: dispatchEvents,
            run: CrossModuleLoops.generatedDispatch),
    ]

    /// The loop `bench send-loop <name>` runs.
    static func loop(named name: String) -> SendLoop? {
        (machineLoops + dispatchLoops).first { $0.name == name }
    }

    /// Best time of each loop over `Timing.runs × 2` samples taken in alternation, and its
    /// allocations over one run.
    static func measure(_ loops: [SendLoop]) -> [SendMeasurement] {
        var best = [Double](repeating: .infinity, count: loops.count)
        for _ in 0..<(Timing.runs * 2) {
            for (index, loop) in loops.enumerated() {
                let seconds = Timing.seconds { sink(loop.run(loop.events, rounds)) }
                best[index] = min(best[index], seconds)
            }
        }
        return loops.enumerated().map { index, loop in
            let total = Double(loop.events.count * rounds)
            let (_, stats) = Timing.heap { loop.run(loop.events, rounds) }
            // The loop maps the event indices once: one array, not per event.
            return SendMeasurement(
                loop: loop, nanosecondsPerEvent: best[index] / total * 1e9,
                allocationsPerEvent: Double(max(0, Int(stats.allocations) - 1)) / total)
        }
    }
}
