import ControlSpecCore

/// A decoded, error-free control with what every later stage needs decided once: the events
/// (aliases merged, in one order), the role of every property, the transitions numbered across
/// regions and, per state and event, the candidates the dispatch rule chooses from.
///
/// Analyze, Generate and Graph all read this value, so they cannot disagree about which property
/// is state, which names are one event, or which transitions answer an event in a state.
package struct ResolvedControl: Sendable {
    /// One input event of the machine.
    package struct Event: Hashable, Sendable {
        /// The name the spec first uses for it (`tap`); it names the event in messages and code.
        package var name: String
        /// The `UIControl.Event` member a touch event is delivered as; nil for a custom event.
        package var controlEvent: String?
        /// For the internal event of a timer, the timer; nil for an event apps send.
        package var timer: Timer? = nil
        /// For the event of an input's `changes:`, the input whose setting sends it; nil otherwise.
        package var changes: String? = nil
    }

    /// The timer behind an internal event: transitions of one region with the same `after:` and
    /// `every:` answer one timer event, as transitions with the same `on:` answer one event.
    package struct Timer: Hashable, Sendable {
        /// The region whose state's time the timer counts.
        package var region: Int
        /// Milliseconds from entering the state to the first firing.
        package var delay: Int
        /// Milliseconds between repeats; nil when it fires once.
        package var interval: Int?
        /// The parent whose entry the timer counts from (a timed transition `from:` a parent,
        /// `ParentClocks`); nil when it counts from the entry of the leaf the region is in.
        package var parent: String?
        /// The depth of `parent` (1 at the top of the region), 0 for a leaf's timer. Of a region's
        /// timers due at one instant, a leaf's fire first, then the deeper parents' (`firesBefore`).
        package var parentDepth: Int
        /// `after: animation`: it fires when the entering transition's animation has finished
        /// (`AnimationTimers`); `delay` is then 0. Only a leaf's timer waits for an animation.
        package var waitsForAnimation = false

        /// The timer of `region` firing `delay` ms after its state (or `parent`) is entered, then
        /// every `interval` ms; with `waitsForAnimation`, when the animation that entered the state
        /// has finished.
        package init(
            region: Int, delay: Int, interval: Int?, parent: String? = nil, parentDepth: Int = 0,
            waitsForAnimation: Bool = false
        ) {
            self.region = region
            self.delay = delay
            self.interval = interval
            self.parent = parent
            self.parentDepth = parentDepth
            self.waitsForAnimation = waitsForAnimation
        }

        /// Whether this timer fires first when both are due at one instant in one region: the
        /// deepest source first (a leaf's timer before a parent's, a deeper parent's before an
        /// outer one's), then `number` before `otherNumber` (the order they first appear).
        package func firesBefore(_ other: Timer, number: Int, otherNumber: Int) -> Bool {
            let depth = parent == nil ? Int.max : parentDepth
            let otherDepth = other.parent == nil ? Int.max : other.parentDepth
            return depth != otherDepth ? depth > otherDepth : number < otherNumber
        }
    }

    /// What a property is to the machine.
    package enum PropertyRole: Hashable, Sendable {
        /// A bool, int or enum that a guard reads or a `set` writes or reads: part of the state the
        /// analysis explores, changed only by transitions.
        case state
        /// `input: true` and read by the behaviour: any value at any moment, set by the app.
        case input
        /// Not read by the behaviour: the app's data, shown in looks only.
        case data
    }

    /// One transition and where it stands (`transitions[number]`, built when read).
    package struct NumberedTransition: Sendable {
        package var region: Int
        /// Its position in the region's `transitions:`.
        package var position: Int
        package var transition: Transition
        /// The indexes into `events` it answers, each once.
        package var events: Numbers
        /// The indexes of its source states in its region, each once.
        package var sources: Numbers
        /// The index of its target state in its region.
        package var target: Int
    }

    /// A list of indexes (events, states, transition numbers): a range of one of the control's
    /// flat tables, so that reading one allocates nothing.
    package struct Numbers: RandomAccessCollection, Sendable {
        private let storage: [Int32]
        /// Where the list starts in `storage`, and its length; positions count from 0, as in an
        /// array. `Int32`: a list is 16 bytes.
        private let base: Int32
        private let count32: Int32

        package init(_ storage: [Int32], _ range: Range<Int>) {
            self.storage = storage
            base = Int32(range.lowerBound)
            count32 = Int32(range.count)
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { Int(count32) }

        package subscript(position: Int) -> Int { Int(storage[Int(base) + position]) }
    }

    /// The candidates of one state and event, as transition numbers in document order.
    package struct Candidates: Sendable {
        /// Transitions naming the state in `from:` (the higher rank); in a nested chart, deeper
        /// sources first (`explicitRanks`), each rank in document order.
        package var explicit: Numbers
        /// `from: "*"` transitions.
        package var wildcard: Numbers
        /// In a nested chart, the rank of each of `explicit`: the depth of the deepest state its
        /// `from:` names that contains this state (1 at the top of the region). Empty in a flat
        /// chart, where every explicit candidate has rank 1. A `"*"` candidate has rank 0; of the
        /// enabled candidates, only those of the highest rank fire.
        package var explicitRanks: Numbers

        /// The positions in `explicit` where each rank starts, then `explicit.count`: one rank
        /// `[0, count]` in a flat chart.
        package var explicitRankBounds: [Int] {
            var bounds = [0]
            if !explicitRanks.isEmpty {
                for position in explicit.indices.dropFirst()
                where explicitRanks[position] != explicitRanks[position - 1] {
                    bounds.append(position)
                }
            }
            bounds.append(explicit.count)
            return bounds
        }
    }

    /// Every transition, region by region, in document order: `transitions[number]`.
    package struct Transitions: RandomAccessCollection, Sendable {
        fileprivate let control: Control
        fileprivate let records: [TransitionRecord]
        fileprivate let lists: [Int32]

        package var startIndex: Int { 0 }
        package var endIndex: Int { records.count }

        package subscript(number: Int) -> NumberedTransition {
            let record = records[number]
            return NumberedTransition(
                region: Int(record.region), position: Int(record.position),
                transition: control.regions[Int(record.region)].transitions[Int(record.position)],
                events: Numbers(lists, Int(record.events.lowerBound)..<Int(record.events.upperBound)),
                sources: Numbers(lists, Int(record.sources.lowerBound)..<Int(record.sources.upperBound)),
                target: Int(record.target))
        }
    }

    /// What the tables hold about one transition: plain integers, so the table is one block
    /// that needs no retain or release per transition.
    fileprivate struct TransitionRecord {
        var region: Int32
        var position: Int32
        var target: Int32
        var isExplicit: Bool
        /// Its events and sources: ranges of `lists`.
        var events: Range<Int32>
        var sources: Range<Int32>
    }

    package let control: Control
    /// Declared events, then events transitions use undeclared, then the group's `release`; one
    /// entry per event, whatever names it goes by. Then the timers' internal events (from
    /// `inputEventCount` on), which apps never send.
    package let events: [Event]
    /// The number of events apps send: `events[..<inputEventCount]`; the timers' follow.
    package let inputEventCount: Int
    /// Every transition, region by region, in document order.
    package let transitions: Transitions
    /// The number of each region's first transition.
    package let firstTransition: [Int]
    /// Role per property, in declaration order.
    package let roles: [PropertyRole]
    private let eventByIdentity: [String: Int]
    /// Every transition's events, then its sources, in `lists`.
    private var records: [TransitionRecord] { transitions.records }
    /// The candidates of every state and event.
    package let candidateTable: CandidateTable
    /// Which regions lie inside which state, and what a step does to them (`RegionNesting`).
    package let nesting: RegionNesting
    /// The timers that never fire in a state because an earlier one always leaves it first, with
    /// that earlier timer's event (`preemption(_:_:_:)`).
    private let preemptedBy: [TimerCell: Int]

    /// A timer's event in one state of one region.
    private struct TimerCell: Hashable {
        var region: Int
        var state: Int
        var event: Int
    }

    /// The candidates of every cell (region, state, event). A class, so that the exploration's
    /// lookups (one per cell it offers an event to) copy one reference, not four arrays.
    package final class CandidateTable: Sendable {
        /// Every cell's explicit candidates then its `"*"` ones, cell after cell; cell `c`'s
        /// explicit candidates are `cellStart[c]..<cellSplit[c]`, its `"*"` ones
        /// `cellSplit[c]..<cellStart[c + 1]`.
        private let candidateList: [Int32]
        private let cellStart: [Int32]
        private let cellSplit: [Int32]
        /// In a nested chart, each entry of `candidateList`'s rank; empty in a flat chart.
        private let candidateRanks: [Int32]
        /// The number of each region's first cell.
        private let firstCell: [Int]
        private let eventCount: Int

        fileprivate init(
            candidateList: [Int32], cellStart: [Int32], cellSplit: [Int32], candidateRanks: [Int32],
            firstCell: [Int], eventCount: Int
        ) {
            self.candidateList = candidateList
            self.candidateRanks = candidateRanks
            self.cellStart = cellStart
            self.cellSplit = cellSplit
            self.firstCell = firstCell
            self.eventCount = eventCount
        }

        /// The candidates of `state` of `region` on `event`.
        package func candidates(_ region: Int, _ state: Int, _ event: Int) -> Candidates {
            let cell = firstCell[region] + state * eventCount + event
            let start = Int(cellStart[cell])
            let split = Int(cellSplit[cell])
            return Candidates(
                explicit: Numbers(candidateList, start..<split),
                wildcard: Numbers(candidateList, split..<Int(cellStart[cell + 1])),
                explicitRanks: Numbers(candidateRanks, candidateRanks.isEmpty ? 0..<0 : start..<split))
        }
    }

    package init(_ control: Control) {
        self.control = control
        nesting = RegionNesting(control)
        var index = EventIndex()
        for name in control.events { _ = index.add(name.value) }
        let count = control.regions.reduce(0) { $0 + $1.transitions.count }
        var records: [TransitionRecord] = []
        records.reserveCapacity(count)
        // Each transition's events (numbered as they first appear: a name keeps its index), then
        // its sources; nearly every transition names one of each.
        var lists: [Int32] = []
        lists.reserveCapacity(2 * count)
        var firstTransition: [Int] = []
        // The timers, numbered as they first appear; a transition's timer is written into `lists`
        // as `-1 - number` until the timers' events are numbered after every input event.
        var timers: [Timer] = []
        var timerNumbers: [Timer: Int] = [:]
        // In a nested chart, the rank of every source in `lists` (by position; 0 elsewhere).
        let isNested = control.regions.contains { !$0.parents.isEmpty }
        var sourceRanks: [Int32] = []
        for regionIndex in control.regions.indices {
            let region = control.regions[regionIndex]
            firstTransition.append(records.count)
            // The state names (`NameIndex`: a cheap hash), and per name the first state of that name.
            var stateNames = NameIndex([])
            var stateOfName: [Int32] = []
            stateOfName.reserveCapacity(region.states.count)
            for position in region.states.indices
            where stateNames.insert(region.states[position].name.value) == stateOfName.count {
                stateOfName.append(Int32(position))
            }
            func state(named name: String) -> Int32? { stateNames.index(of: name).map { stateOfName[$0] } }
            let parents = NestedSources(region)
            for position in region.transitions.indices {
                // Fields are read in place: a copy of the whole transition costs a retain per field.
                let eventStart = lists.count
                for name in region.transitions[position].on {
                    Self.appendOnce(Int32(index.add(name.value)), after: eventStart, to: &lists)
                }
                if let trigger = region.transitions[position].timer {
                    // One timer per parent it counts from (`ParentClocks`): a leaf's own is `nil`.
                    for parent in parents.timerParents(region, region.transitions[position].from) {
                        let timer = Timer(
                            region: regionIndex, delay: trigger.delay.value,
                            interval: trigger.interval?.value,
                            parent: parent?.name.value, parentDepth: parent?.depth ?? 0,
                            waitsForAnimation: trigger.waitsForAnimation)
                        let number = timerNumbers[timer] ?? timers.count
                        if number == timers.count {
                            timerNumbers[timer] = number
                            timers.append(timer)
                        }
                        lists.append(Int32(-1 - number))
                    }
                }
                let sourceStart = lists.count
                switch region.transitions[position].from {
                case .any: lists.append(contentsOf: region.states.indices.lazy.map { Int32($0) })
                case .states(let names):
                    for name in names {
                        if let state = state(named: name.value) {
                            Self.appendOnce(state, after: sourceStart, to: &lists)
                        } else if let leaves = parents.leaves(of: name.value) {
                            for leaf in leaves {
                                if let state = state(named: leaf) {
                                    Self.appendOnce(state, after: sourceStart, to: &lists)
                                }
                            }
                        }
                    }
                }
                if isNested {
                    sourceRanks.append(contentsOf: repeatElement(0, count: lists.count - sourceRanks.count))
                    if case .states(let names) = region.transitions[position].from {
                        for place in sourceStart..<lists.count {
                            let leaf = region.states[Int(lists[place])]
                            sourceRanks[place] = Int32(parents.rank(of: leaf, among: names))
                        }
                    }
                }
                records.append(
                    TransitionRecord(
                        region: Int32(regionIndex), position: Int32(position),
                        target: state(named: region.transitions[position].to.value) ?? 0,
                        isExplicit: region.transitions[position].isExplicit,
                        events: Int32(eventStart)..<Int32(sourceStart),
                        sources: Int32(sourceStart)..<Int32(lists.count)))
            }
        }
        if let release = control.group?.release.value { _ = index.add(release) }
        for property in control.properties {
            if let event = property.changes, let number = index.byIdentity[event.value] {
                index.events[number].changes = property.name.value
            }
        }
        inputEventCount = index.events.count
        let timerBase = Int32(inputEventCount)
        for record in records {
            for position in record.events where lists[Int(position)] < 0 {
                lists[Int(position)] = timerBase - 1 - lists[Int(position)]
            }
        }
        events =
            index.events
            + timers.map { timer in
                if timer.waitsForAnimation {
                    return Event(name: TimerTrigger.afterAnimationText, controlEvent: nil, timer: timer)
                }
                let trigger = TimerTrigger(
                    delay: Located(timer.delay, at: control.location),
                    interval: timer.interval.map { Located($0, at: control.location) })
                // A parent's timer is named after the state it counts in: `after 30 s in active`.
                let name = trigger.description + (timer.parent.map { " in \($0)" } ?? "")
                return Event(name: name, controlEvent: nil, timer: timer)
            }
        eventByIdentity = index.byIdentity
        transitions = Transitions(control: control, records: records, lists: lists)
        self.firstTransition = firstTransition

        // The candidates by counting: how many each cell has of each rank, where each cell
        // starts, then every transition written into the cells it answers, in document order.
        let eventCount = events.count
        var firstCell: [Int] = []
        var cells = 0
        for region in control.regions {
            firstCell.append(cells)
            cells += region.states.count * eventCount
        }
        var explicitCount = [Int32](repeating: 0, count: cells)
        var total = [Int32](repeating: 0, count: cells + 1)
        let answers = ParentClocks.timerFilter(control, timers: timers, timerBase: Int(timerBase))
        let preempted = Self.preemptions(
            control, records: records, lists: lists, timerBase: Int(timerBase), timers: timers,
            answers: answers)
        func forEachCell(of record: TransitionRecord, _ body: (Int) -> Void) {
            let base = firstCell[Int(record.region)]
            for source in record.sources {
                for event in record.events {
                    let state = Int(lists[Int(source)])
                    let event = Int(lists[Int(event)])
                    if event >= Int(timerBase),
                        !answers(Int(record.region), Int(record.position), state, event)
                            || preempted[TimerCell(region: Int(record.region), state: state, event: event)]
                                != nil
                    {
                        continue
                    }
                    body(base + state * eventCount + event)
                }
            }
        }
        for record in records {
            forEachCell(of: record) { cell in
                total[cell + 1] += 1
                if record.isExplicit { explicitCount[cell] += 1 }
            }
        }
        for cell in 0..<cells { total[cell + 1] += total[cell] }
        var cellSplit = [Int32](repeating: 0, count: cells)
        for cell in 0..<cells { cellSplit[cell] = total[cell] + explicitCount[cell] }
        // Where the next explicit and the next `"*"` candidate of each cell go.
        var nextExplicit = total
        var nextWildcard = cellSplit
        var candidateList = [Int32](repeating: 0, count: Int(total[cells]))
        var candidateRanks = [Int32](repeating: 0, count: isNested ? candidateList.count : 0)
        for number in records.indices {
            forEachCell(of: records[number]) { cell in
                if records[number].isExplicit {
                    if isNested {
                        let state = (cell - firstCell[Int(records[number].region)]) / eventCount
                        let place = records[number].sources.first { lists[Int($0)] == state }
                        candidateRanks[Int(nextExplicit[cell])] = place.map { sourceRanks[Int($0)] } ?? 1
                    }
                    candidateList[Int(nextExplicit[cell])] = Int32(number)
                    nextExplicit[cell] += 1
                } else {
                    candidateList[Int(nextWildcard[cell])] = Int32(number)
                    nextWildcard[cell] += 1
                }
            }
        }
        if isNested {
            // Deeper sources first: a stable sort of each cell's explicit candidates by rank.
            for cell in 0..<cells where cellSplit[cell] - total[cell] > 1 {
                let range = Int(total[cell])..<Int(cellSplit[cell])
                let sorted = range.sorted {
                    candidateRanks[$0] > candidateRanks[$1]
                        || (candidateRanks[$0] == candidateRanks[$1] && $0 < $1)
                }
                let numbers = sorted.map { candidateList[$0] }
                let ranks = sorted.map { candidateRanks[$0] }
                candidateList.replaceSubrange(range, with: numbers)
                candidateRanks.replaceSubrange(range, with: ranks)
            }
        }
        preemptedBy = preempted
        candidateTable = CandidateTable(
            candidateList: candidateList, cellStart: total, cellSplit: cellSplit,
            candidateRanks: candidateRanks,
            firstCell: firstCell, eventCount: eventCount)

        let used = Self.namesReadOrWritten(control)
        roles = control.properties.map { property in
            guard property.type.isGuardVisible, used.contains(property.name.value) else { return .data }
            return property.isInput ? .input : .state
        }
    }

    /// The candidates of `state` of `region` on `event` (indexes into the region's states and
    /// `events`).
    package func candidates(_ region: Int, _ state: Int, _ event: Int) -> Candidates {
        candidateTable.candidates(region, state, event)
    }

    /// The timer event that always fires first and leaves (or re-enters) `state` of `region` before
    /// the timer `event` is due there, so `event` has no candidates in that state; nil otherwise.
    ///
    /// A timer leaves its state for sure when one of its candidates there has no guard (or is
    /// `else`), so that one of them always fires, and when it fires once (`after:`: any transition,
    /// a self-transition too, re-enters the state) or every candidate leaves the state. Of such timers
    /// the one due first (the earlier rank at a tie) preempts every later one; a repeating timer
    /// whose first firing comes earlier still fires, until the preempting one.
    package func preemption(_ region: Int, _ state: Int, _ event: Int) -> Int? {
        guard event >= inputEventCount else { return nil }
        return preemptedBy[TimerCell(region: region, state: state, event: event)]
    }

    /// Every preempted timer cell (`preemption(_:_:_:)`), with the timer event that preempts it.
    ///
    /// A timer `u` preempts `t` in a leaf when `u` always fires there, is due earlier and every firing
    /// of `u` starts `t` over, so `t` is never due first. With timers on parents (`ParentClocks`),
    /// `u` must count from the state `t` counts from or from a parent around it (its time then
    /// started no later than `t`'s), and each of its candidates must restart its own clock: a
    /// leaf's once-timer always does, a leaf's repeat when it leaves the leaf, a parent's timer when
    /// its `to:` leaves and re-enters the parent. Between timers of one state the earlier by delay,
    /// then number, wins; a parent's timer must be strictly earlier, as a deeper one fires first at
    /// a tie.
    private static func preemptions(
        _ control: Control, records: [TransitionRecord], lists: [Int32], timerBase: Int, timers: [Timer],
        answers: (Int, Int, Int, Int) -> Bool
    ) -> [TimerCell: Int] {
        guard !timers.isEmpty else { return [:] }
        // Per timer cell: whether it always leaves the leaf (`TimerLeaving`), and whether every
        // candidate (for a parent's timer) restarts the parent's clock.
        var leaving: [TimerCell: TimerLeaving] = [:]
        var reenters: [TimerCell: Bool] = [:]
        for record in records {
            let transition = control.regions[Int(record.region)].transitions[Int(record.position)]
            // `after: animation` is due when the entering animation ends: `AnimationTimers` decides
            // its preemption per entry.
            guard let timer = transition.timer, !timer.waitsForAnimation else { continue }
            for source in record.sources {
                for position in record.events {
                    let state = Int(lists[Int(source)])
                    let event = Int(lists[Int(position)])
                    guard answers(Int(record.region), Int(record.position), state, event) else { continue }
                    let cell = TimerCell(region: Int(record.region), state: state, event: event)
                    leaving[cell, default: TimerLeaving()].add(
                        transition, source: state, target: Int(record.target))
                    if let parent = timers[event - timerBase].parent {
                        reenters[cell, default: true] =
                            reenters[cell, default: true]
                            && ParentClocks.reenters(
                                transition, parent, in: control.regions[Int(record.region)])
                    }
                }
            }
        }
        let ancestors = control.regions.map { region in
            Dictionary(
                region.parents.map { ($0.name.value, $0.ancestors) }, uniquingKeysWith: { first, _ in first })
        }
        func due(_ event: Int) -> (Int, Int) { (timers[event - timerBase].delay, event) }
        // The timers that always fire, per state.
        var firing: [TimerCell: [TimerCell]] = [:]
        for (cell, fold) in leaving where fold.alwaysFires {
            firing[TimerCell(region: cell.region, state: cell.state, event: -1), default: []].append(cell)
        }
        var preempted: [TimerCell: Int] = [:]
        for cell in leaving.keys {
            let later = timers[cell.event - timerBase]
            var winner: Int?
            for other in firing[TimerCell(region: cell.region, state: cell.state, event: -1)] ?? [] {
                let earlier = timers[other.event - timerBase]
                let restartsLeaf = leaving[other]?.alwaysLeaves == true
                let qualifies: Bool
                switch (earlier.parent, later.parent) {
                case (nil, nil):
                    qualifies = restartsLeaf && due(other.event) < due(cell.event)
                case (let outer?, let inner) where reenters[other] == true:
                    if inner == outer {
                        qualifies = due(other.event) < due(cell.event)
                    } else if let inner {
                        qualifies =
                            ancestors[cell.region][inner]?.contains(outer) == true
                            && earlier.delay < later.delay
                    } else {
                        qualifies = restartsLeaf && earlier.delay < later.delay
                    }
                default:
                    qualifies = false
                }
                if qualifies, winner.map({ due(other.event) < due($0) }) ?? true { winner = other.event }
            }
            if let winner { preempted[cell] = winner }
        }
        return preempted
    }

    /// The target state of transition `number` in its region.
    package func target(of number: Int) -> Int { Int(records[number].target) }

    /// Whether transition `number` names its sources (the higher rank) rather than `"*"`.
    package func isExplicit(_ number: Int) -> Bool { records[number].isExplicit }

    /// The events transition `number` answers, each once.
    package func events(of number: Int) -> Numbers {
        Numbers(
            transitions.lists, Int(records[number].events.lowerBound)..<Int(records[number].events.upperBound)
        )
    }

    /// The source states of transition `number`, each once.
    package func sources(of number: Int) -> Numbers {
        Numbers(
            transitions.lists,
            Int(records[number].sources.lowerBound)..<Int(records[number].sources.upperBound))
    }

    /// Appends `value` to `list` unless it is already among the elements from `start` on.
    private static func appendOnce(_ value: Int32, after start: Int, to list: inout [Int32]) {
        if !list[start...].contains(value) { list.append(value) }
    }

    /// The events in order of first appearance, and the index of every name seen so far: a name
    /// is looked up once by its spelling, and only a new spelling is matched against the touch
    /// events to find its identity.
    private struct EventIndex {
        var events: [Event] = []
        var byIdentity: [String: Int] = [:]
        /// The spellings seen (`NameIndex`: a cheap hash), and per spelling its event.
        var names = NameIndex([])
        var eventOfName: [Int] = []

        /// Adds the event `name` names unless it is known; returns its index.
        mutating func add(_ name: String) -> Int {
            let spelling = names.insert(name)
            if spelling < eventOfName.count { return eventOfName[spelling] }
            let controlEvent = BuiltinEvent.controlEvent(of: name)
            let identity = controlEvent ?? name
            let number = byIdentity[identity] ?? events.count
            if number == events.count {
                byIdentity[identity] = number
                events.append(Event(name: name, controlEvent: controlEvent))
            }
            eventOfName.append(number)
            return number
        }
    }

    /// The index into `events` of an event name or any of its aliases.
    package func event(named name: String) -> Int? {
        eventByIdentity[BuiltinEvent.identity(of: name)]
    }

    /// The names every guard and `set` reads or writes: a `set`'s target and its source
    /// (`set: { a: "!b" }` reads `b`), and every name a guard reads.
    private static func namesReadOrWritten(_ control: Control) -> NameIndex {
        var names = NameIndex([])
        for region in control.regions {
            for position in region.transitions.indices {
                if case .expression(let expression) = region.transitions[position].condition {
                    collectReferences(expression, into: &names)
                }
                for action in region.transitions[position].actions {
                    names.insert(action.property.value)
                    // A computed double reads nothing the behaviour depends on: what it reads stays data.
                    if let source = action.value.value.source { names.insert(source) }
                }
            }
        }
        return names
    }

    /// Adds every name `expression` reads to `names`, without building a list per node.
    private static func collectReferences(_ expression: Expression, into names: inout NameIndex) {
        switch expression.kind {
        case .bool, .int, .enumCase: break
        case .reference(let name): names.insert(name)
        case .number(let number): for name in number.references { names.insert(name) }
        case .not(let operand): collectReferences(operand, into: &names)
        case .binary(_, let lhs, let rhs):
            collectReferences(lhs, into: &names)
            collectReferences(rhs, into: &names)
        }
    }
}
