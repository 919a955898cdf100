import SendMachines

/// The dispatch loops compiled in this module instead of the machines' own: a machine in a
/// framework called from the app. The generated `send` is inlined here only as far as it is
/// `@inlinable`; the minimal switch is called.
enum CrossModuleLoops {
    /// `SendLoops.minimalDispatch` from another module.
    @inline(never)
    static func minimalDispatch(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { HandMinimalDispatch50.Event.allCases[$0] }
        var machine = HandMinimalDispatch50()
        for _ in 0..<rounds {
            for event in mapped { machine.send(event) }
        }
        return machine.hashValue
    }

    /// `SendLoops.generatedDispatch` from another module; the `Step` is not used.
    @inline(never)
    static func generatedDispatch(_ events: [Int], rounds: Int) -> Int {
        let mapped = events.map { Dispatch50Machine.Event.allCases[$0] }
        var machine = Dispatch50Machine()
        for _ in 0..<rounds {
            for event in mapped { machine.send(event) }
        }
        return machine.hashValue
    }
}
