/// The benchmark loops, compiled in the machines' own module so each `send` is optimised the way
/// an app calling it would see it. Each returns a checksum so the work cannot be dropped.
public enum SendLoops {
    /// Sends `events` (indices into `Event.allCases`) to the hand-written machine `rounds` times.
    @inline(never)
    public static func handWritten(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { HandMachine50.Event.allCases[$0] }
        var machine = HandMachine50()
        var fired = 0
        for _ in 0..<rounds {
            for event in mapped where machine.send(event) != nil { fired &+= 1 }
        }
        return fired &+ machine.hashValue
    }

    /// The same for the machine generated from `Machine50.control.yaml`.
    @inline(never)
    public static func generated(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { Machine50Machine.Event.allCases[$0] }
        var machine = Machine50Machine()
        var fired = 0
        for _ in 0..<rounds {
            for event in mapped where machine.send(event) != nil { fired &+= 1 }
        }
        return fired &+ machine.hashValue
    }
}
