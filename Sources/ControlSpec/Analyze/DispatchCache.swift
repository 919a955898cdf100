/// The dispatch rule of each cell (region, state, event), computed once per **key**: which boxes
/// of the candidates' guards the configuration satisfies (`ProjectedGuard`).
///
/// Two configurations with the same key enable the same candidates under the same input values,
/// so the rule's outcome is the same; only the witness differs, and it is rebuilt from the
/// configuration (`Constraint.witness(at:)`). The guard-heavy benchmark's 80,000 configurations ×
/// 7 events need 90,000 rules instead of 560,000. A cell whose candidates' guards have more than
/// 64 boxes is not cached.
struct DispatchCache {
    /// One region's outcome of the rule: the transitions it may take (nil: it ignores the event)
    /// and the input values under which it does, configuration variables free.
    struct Rule {
        var choices: [(transition: Int?, condition: Constraint)]
        /// The rule as the recorder reads it.
        var recorded: Recorded
        /// Whether the recorder has seen it (what it records from a rule is the same every time).
        var isRecorded = false
        /// Whether the symbolic rule resolved exactly (see `RegionDispatch.isExact`).
        var isExact: Bool
    }

    /// What the recorder reads from a rule.
    enum Recorded {
        case symbolic(RegionDispatch)
        case concrete(enabled: [Int], selected: [Int])
    }

    private struct Slot {
        var key: UInt64
        var rule: Int
        var next: Int32
    }

    private let cellStart: [Int]
    private let eventCount: Int
    /// Per cell: its first slot, or -1.
    private var firstSlot: [Int32]
    private var slots: [Slot] = []
    /// The cached rules.
    private(set) var rules: [Rule] = []

    init(_ machine: CompiledMachine) {
        eventCount = machine.events.count
        var start: [Int] = []
        var cells = 0
        for region in machine.control.regions {
            start.append(cells)
            cells += region.states.count * eventCount
        }
        cellStart = start
        firstSlot = Array(repeating: -1, count: cells)
    }

    /// The key of a cell at `configuration`: one bit per box of each guarded candidate (explicit
    /// candidates first), set when the configuration satisfies the box; nil beyond 64 boxes.
    static func key(
        _ machine: CompiledMachine, _ candidates: CompiledMachine.Candidates, at configuration: [Int]
    ) -> UInt64? {
        var key: UInt64 = 0
        var bit = 0
        func add(_ rank: CompiledMachine.Numbers) -> Bool {
            for number in rank {
                guard let projected = machine.projectedGuards[number] else { continue }
                for part in projected.parts.indices {
                    guard bit < 64 else { return false }
                    if projected.matches(part, configuration) { key |= 1 << UInt64(bit) }
                    bit += 1
                }
            }
            return true
        }
        guard add(candidates.explicit), add(candidates.wildcard) else { return nil }
        return key
    }

    /// The cached rule of a cell for `key`, if any.
    func rule(region: Int, state: Int, event: Int, key: UInt64) -> Int? {
        var slot = firstSlot[cell(region, state, event)]
        while slot >= 0 {
            if slots[Int(slot)].key == key { return slots[Int(slot)].rule }
            slot = slots[Int(slot)].next
        }
        return nil
    }

    /// Caches `rule` for the cell and key; returns its number.
    mutating func insert(_ rule: Rule, region: Int, state: Int, event: Int, key: UInt64) -> Int {
        let cell = cell(region, state, event)
        rules.append(rule)
        slots.append(Slot(key: key, rule: rules.count - 1, next: firstSlot[cell]))
        firstSlot[cell] = Int32(slots.count - 1)
        return rules.count - 1
    }

    /// Notes that the recorder has seen rule `number`, and lets go of what only it reads.
    mutating func markRecorded(_ number: Int) {
        rules[number].isRecorded = true
        rules[number].recorded = .concrete(enabled: [], selected: [])
    }

    private func cell(_ region: Int, _ state: Int, _ event: Int) -> Int {
        cellStart[region] + state * eventCount + event
    }
}
