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

    /// The dispatch benchmark's minimal switch: it only moves the state.
    @inline(never)
    public static func minimalDispatch(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { HandMinimalDispatch50.Event.allCases[$0] }
        var machine = HandMinimalDispatch50()
        for _ in 0..<rounds {
            for event in mapped { machine.send(event) }
        }
        return machine.hashValue
    }

    /// The dispatch benchmark's switch returning the transition; the result is not used.
    @inline(never)
    public static func informedDispatch(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { HandInformedDispatch50.Event.allCases[$0] }
        var machine = HandInformedDispatch50()
        for _ in 0..<rounds {
            for event in mapped { machine.send(event) }
        }
        return machine.hashValue
    }

    /// The machine generated from `Dispatch50.control.yaml`; the `Step` is not used.
    @inline(never)
    public static func generatedDispatch(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { Dispatch50Machine.Event.allCases[$0] }
        var machine = Dispatch50Machine()
        for _ in 0..<rounds {
            for event in mapped { machine.send(event) }
        }
        return machine.hashValue
    }

    /// SyncButton (Examples/SyncButton.control.yaml): regions inside a state, whose `send`
    /// preempts the holding state and enters and leaves its regions; the `Step` is not used.
    @inline(never)
    public static func nestedRegions(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { SyncButtonMachine.Event.allCases[$0] }
        var machine = SyncButtonMachine()
        for _ in 0..<rounds {
            for event in mapped { machine.send(event) }
        }
        return machine.hashValue
    }
}
