import ControlSpecCore

/// The dispatch rule of each cell (region, state, event), computed once per **signature and
/// key** (`CandidateSignatures`): cells whose candidates have the same ranks and guards share it,
/// with the transitions as positions among the cell's candidates.
///
/// Two configurations with the same key enable the same candidates under the same input values,
/// so the rule's outcome is the same; only the witness differs, and it is rebuilt from the
/// configuration (`Constraint.witness(at:)`). The guard-heavy benchmark's 10,000 states repeat a
/// few guards: twelve rules serve all its 70,000 cells. A cell whose candidates' guards have
/// more than `CandidateSignatures.keyWidth` boxes that ask something of the configuration is
/// computed at every configuration.
///
/// Everything the exploration reads per offer is a flat table of integers: per cell its
/// signature, candidates and first slot; per slot (a key met in a cell) its shape and whether the
/// recorder has seen it; per shape its choices; per choice a position and a condition number.
/// Conditions are the only boxes, read when a step needs more than its successor.
struct DispatchCache {
    /// One outcome of a shape: the candidate at `position` (-1: the region ignores the event) is
    /// taken where `condition` holds.
    struct Choice {
        var position: Int32
        /// The condition's number in `conditions`; `everywhere` when it holds for every input.
        var condition: Int32
    }

    /// A rule in terms of positions: its choices are `choices[choiceStart..<choiceEnd]`.
    struct Shape {
        var choiceStart: Int32
        var choiceEnd: Int32
        /// Whether the symbolic rule resolved exactly (see `RegionDispatch.isExact`).
        var isExact: Bool
    }

    /// What the recorder reads from a rule, the transitions as positions.
    enum Recorded {
        case symbolic(FindingRecorder.DispatchSummary)
        case concrete(enabled: [Int], selected: [Int])
        /// Nothing (a region that does not answer the event).
        case nothing
    }

    /// A key met in a cell.
    private struct Slot {
        var key: UInt64
        var shape: Int32
        var next: Int32
        /// Whether the recorder has seen the rule in this cell (it records the same every time).
        var isRecorded: Bool
    }

    /// A key met among a signature's cells.
    private struct ShapeSlot {
        var key: UInt64
        var shape: Int32
        var next: Int32
    }

    /// The condition that holds for every input.
    static let everywhere: Int32 = 0
    /// The shape of a region that ignores the event everywhere.
    static let ignoring = 0

    /// Conditions by number, and how many boxes each has.
    private(set) var conditions: [Constraint]
    private(set) var boxCounts: [Int]
    private(set) var choices: [Choice] = []
    private(set) var shapes: [Shape] = []
    private var recordings: [Recorded] = []

    private var signatures = CandidateSignatures()
    /// Per signature: its first shape slot, or -1.
    private var firstShapeSlot: [Int32] = []
    private var shapeSlots: [ShapeSlot] = []

    private let machine: CompiledMachine
    private let fires: [Bool]
    private let records: [Bool]
    private let decidesStates: Bool
    private let cellStart: [Int]
    private let eventCount: Int
    /// Per cell: its signature, or -1 until the cell is first offered an event.
    private var cellSignature: [Int32]
    /// Per cell: `firesBit` and `recordsBit`.
    private var cellFlags: [UInt8]
    /// Per cell: where its candidates (explicit first) start in `candidates`.
    private var cellCandidates: [Int32]
    /// Per cell: its first slot, or -1.
    private var cellFirstSlot: [Int32]
    private var candidates: [Int32] = []
    private var slots: [Slot] = []

    private static let firesBit: UInt8 = 1
    private static let recordsBit: UInt8 = 2

    /// A cache for the exploration of `scope` in `machine`, where every input-free condition is
    /// `everywhere`.
    init(_ machine: CompiledMachine, scope: ExplorationScope, everywhere: Constraint) {
        self.machine = machine
        fires = scope.fires
        records = scope.records
        decidesStates = scope.decidesStates
        eventCount = machine.events.count
        var start: [Int] = []
        var cells = 0
        for region in machine.control.regions {
            start.append(cells)
            cells += region.states.count * eventCount
        }
        cellStart = start
        cellSignature = Array(repeating: -1, count: cells)
        cellFlags = Array(repeating: 0, count: cells)
        cellCandidates = Array(repeating: 0, count: cells)
        cellFirstSlot = Array(repeating: -1, count: cells)
        conditions = [everywhere]
        boxCounts = [everywhere.boxes.count]
        choices = [Choice(position: -1, condition: Self.everywhere)]
        shapes = [Shape(choiceStart: 0, choiceEnd: 1, isExact: true)]
        recordings = [.nothing]
    }

    /// The cell of `state` of `region` and `event`, its candidates and signature noted when it is
    /// first offered an event.
    mutating func cell(_ region: Int, _ state: Int, _ event: Int) -> Int {
        let cell = cellStart[region] + state * eventCount + event
        if cellSignature[cell] < 0 { build(cell, machine.candidates(region, state, event)) }
        return cell
    }

    /// Whether the cell's transitions fire in this exploration (its first candidate's group's).
    func fires(_ cell: Int) -> Bool { cellFlags[cell] & Self.firesBit != 0 }

    /// Whether this exploration records what the cell shows (a cell without candidates: the
    /// exploration that decides the states).
    func records(_ cell: Int) -> Bool { cellFlags[cell] & Self.recordsBit != 0 }

    /// The cell's key at `configuration`, or nil when it has too many boxes to be cached.
    func key(_ cell: Int, at configuration: [Int]) -> UInt64? {
        signatures.key(Int(cellSignature[cell]), at: configuration)
    }

    /// The slot of `key` in the cell, if met before.
    func slot(_ cell: Int, key: UInt64) -> Int? {
        var slot = cellFirstSlot[cell]
        while slot >= 0 {
            if slots[Int(slot)].key == key { return Int(slot) }
            slot = slots[Int(slot)].next
        }
        return nil
    }

    /// The shape another cell of the same signature computed for `key`, if any.
    func sharedShape(_ cell: Int, key: UInt64) -> Int? {
        var slot = firstShapeSlot[Int(cellSignature[cell])]
        while slot >= 0 {
            if shapeSlots[Int(slot)].key == key { return Int(shapeSlots[Int(slot)].shape) }
            slot = shapeSlots[Int(slot)].next
        }
        return nil
    }

    /// Notes `key` in the cell with `shape`; returns the slot.
    mutating func insertSlot(_ cell: Int, key: UInt64, shape: Int) -> Int {
        slots.append(
            Slot(
                key: key, shape: Int32(truncatingIfNeeded: shape), next: cellFirstSlot[cell],
                isRecorded: false))
        cellFirstSlot[cell] = Int32(truncatingIfNeeded: slots.count - 1)
        return slots.count - 1
    }

    func shape(ofSlot slot: Int) -> Int { Int(slots[slot].shape) }

    func isRecorded(_ slot: Int) -> Bool { slots[slot].isRecorded }

    /// Notes that the recorder has seen slot `slot`'s rule.
    mutating func markRecorded(_ slot: Int) { slots[slot].isRecorded = true }

    /// Adds the rule computed at `cell` (transitions by number) as a shape; with `key`, other
    /// cells of its signature share it for that key. Returns the shape.
    mutating func insertShape(
        _ rule: [(transition: Int?, condition: Constraint)], recorded: Recorded, isExact: Bool, cell: Int,
        key: UInt64?
    ) -> Int {
        let start = Int(cellCandidates[cell])
        let count = signatures.candidateCount(Int(cellSignature[cell]))
        let cellCandidates = candidates[start..<start + count]
        // A rule computed at the cell names only the cell's candidates, each once.
        func position(_ number: Int) -> Int {
            var position = 0
            while position < count && cellCandidates[start + position] != number { position += 1 }
            return position
        }
        let choiceStart = choices.count
        for (transition, condition) in rule {
            var number = Self.everywhere
            if condition != conditions[Int(Self.everywhere)] {
                number = Int32(truncatingIfNeeded: conditions.count)
                conditions.append(condition)
                boxCounts.append(condition.boxes.count)
            }
            choices.append(
                Choice(position: Int32(truncatingIfNeeded: transition.map(position) ?? -1), condition: number)
            )
        }
        shapes.append(
            Shape(
                choiceStart: Int32(truncatingIfNeeded: choiceStart),
                choiceEnd: Int32(truncatingIfNeeded: choices.count),
                isExact: isExact))
        switch recorded {
        case .symbolic(let summary): recordings.append(.symbolic(summary.renumbered(position)))
        case .concrete(let enabled, let selected):
            recordings.append(.concrete(enabled: enabled.map(position), selected: selected.map(position)))
        case .nothing: recordings.append(.nothing)
        }
        let shape = shapes.count - 1
        if let key {
            let signature = Int(cellSignature[cell])
            shapeSlots.append(
                ShapeSlot(key: key, shape: Int32(truncatingIfNeeded: shape), next: firstShapeSlot[signature]))
            firstShapeSlot[signature] = Int32(truncatingIfNeeded: shapeSlots.count - 1)
        }
        return shape
    }

    /// The transition at `position` among the cell's candidates.
    func transition(_ cell: Int, at position: Int32) -> Int {
        Int(candidates[Int(cellCandidates[cell]) + Int(position)])
    }

    /// What the recorder reads from `shape` (transitions as positions among a cell's candidates).
    func recorded(_ shape: Int) -> Recorded { recordings[shape] }

    /// The cell's candidates, explicit first: the transitions a shape's positions stand for.
    func candidates(of cell: Int) -> ArraySlice<Int32> {
        let start = Int(cellCandidates[cell])
        return candidates[start..<start + signatures.candidateCount(Int(cellSignature[cell]))]
    }

    /// The number of shapes, conditions and choices: a mark to drop the shapes of one offer's
    /// uncached rules at.
    var mark: (shapes: Int, conditions: Int, choices: Int) { (shapes.count, conditions.count, choices.count) }

    /// Drops the shapes added since `mark` (none of them shared).
    mutating func drop(since mark: (shapes: Int, conditions: Int, choices: Int)) {
        guard shapes.count > mark.shapes else { return }
        shapes.removeSubrange(mark.shapes...)
        recordings.removeSubrange(mark.shapes...)
        conditions.removeSubrange(mark.conditions...)
        boxCounts.removeSubrange(mark.conditions...)
        choices.removeSubrange(mark.choices...)
    }

    private mutating func build(_ cell: Int, _ cellCandidates: CompiledMachine.Candidates) {
        // A cell of an event that puts the finger down has its own rules (`CompiledMachine.fingerDown`).
        let signature = signatures.number(
            of: cellCandidates, machine, fingerDown: machine.fingerDown[cell % eventCount] != nil)
        if signature == firstShapeSlot.count { firstShapeSlot.append(-1) }
        cellSignature[cell] = Int32(truncatingIfNeeded: signature)
        self.cellCandidates[cell] = Int32(truncatingIfNeeded: candidates.count)
        for number in cellCandidates.explicit { candidates.append(Int32(truncatingIfNeeded: number)) }
        for number in cellCandidates.wildcard { candidates.append(Int32(truncatingIfNeeded: number)) }
        // Every candidate of a cell belongs to the same group: the first decides.
        let first = cellCandidates.explicit.first ?? cellCandidates.wildcard.first
        var flags: UInt8 = 0
        if first.map({ fires[$0] }) ?? true { flags |= Self.firesBit }
        if first.map({ records[$0] }) ?? decidesStates { flags |= Self.recordsBit }
        cellFlags[cell] = flags
    }
}
