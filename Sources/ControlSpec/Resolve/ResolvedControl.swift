/// A decoded, error-free control with what every later stage needs decided once: the events
/// (aliases merged, in one order), the role of every property, the transitions numbered across
/// regions and, per state and event, the candidates the dispatch rule chooses from.
///
/// Analyze, Generate and Graph all read this value, so they cannot disagree about which property
/// is state, which names are one event, or which transitions answer an event in a state.
struct ResolvedControl: Sendable {
    /// One input event of the machine.
    struct Event: Hashable, Sendable {
        /// The name the spec first uses for it (`tap`); it names the event in messages and code.
        var name: String
        /// The `UIControl.Event` member a touch event is delivered as; nil for a custom event.
        var controlEvent: String?
    }

    /// What a property is to the machine.
    enum PropertyRole: Hashable, Sendable {
        /// A bool, int or enum that a guard reads or a `set` writes or reads: part of the state the
        /// analysis explores, changed only by transitions.
        case state
        /// `input: true` and read by the behaviour: any value at any moment, set by the app.
        case input
        /// Not read by the behaviour: the app's data, shown in looks only.
        case data
    }

    /// One transition and where it stands.
    struct NumberedTransition: Sendable {
        var region: Int
        /// Its position in the region's `transitions:`.
        var position: Int
        var transition: Transition
        /// The indexes into `events` it answers, each once.
        var events: [Int]
        /// The indexes of its source states in its region, each once.
        var sources: [Int]
        /// The index of its target state in its region.
        var target: Int
    }

    /// The candidates of one state and event, as transition numbers in document order.
    struct Candidates: Sendable {
        /// Transitions naming the state in `from:` (the higher rank).
        var explicit: [Int] = []
        /// `from: "*"` transitions.
        var wildcard: [Int] = []
    }

    let control: Control
    /// Declared events, then events transitions use undeclared, then the group's `release`; one
    /// entry per event, whatever names it goes by.
    let events: [Event]
    /// Every transition, region by region, in document order.
    let transitions: [NumberedTransition]
    /// The number of each region's first transition.
    let firstTransition: [Int]
    /// `candidates[region][state][event]`.
    let candidates: [[[Candidates]]]
    /// Role per property, in declaration order.
    let roles: [PropertyRole]
    private let eventByIdentity: [String: Int]

    init(_ control: Control) {
        self.control = control
        var index = EventIndex()
        for name in control.events { _ = index.add(name.value) }
        // Each transition's events, numbered as they first appear: a name keeps its index.
        var eventsOfTransition: [[Int]] = []
        eventsOfTransition.reserveCapacity(control.regions.reduce(0) { $0 + $1.transitions.count })
        for region in control.regions {
            for position in region.transitions.indices {
                eventsOfTransition.append(
                    Self.distinct(region.transitions[position].on.map { index.add($0.value) }))
            }
        }
        if let release = control.group?.release.value { _ = index.add(release) }
        events = index.events
        eventByIdentity = index.byIdentity

        var transitions: [NumberedTransition] = []
        transitions.reserveCapacity(eventsOfTransition.count)
        var firstTransition: [Int] = []
        var candidates: [[[Candidates]]] = []
        for regionIndex in control.regions.indices {
            let region = control.regions[regionIndex]
            firstTransition.append(transitions.count)
            var stateIndex: [String: Int] = [:]
            stateIndex.reserveCapacity(region.states.count)
            for (position, state) in region.states.enumerated() where stateIndex[state.name.value] == nil {
                stateIndex[state.name.value] = position
            }
            var table = Array(
                repeating: Array(repeating: Candidates(), count: index.events.count),
                count: region.states.count)
            for position in region.transitions.indices {
                // Fields are read in place: a copy of the whole transition costs a retain per field.
                let sources: [Int]
                switch region.transitions[position].from {
                case .any: sources = Array(region.states.indices)
                case .states(let names): sources = Self.distinct(names.compactMap { stateIndex[$0.value] })
                }
                let number = transitions.count
                let eventIndexes = eventsOfTransition[number]
                let isExplicit = region.transitions[position].isExplicit
                for source in sources {
                    for event in eventIndexes {
                        if isExplicit {
                            table[source][event].explicit.append(number)
                        } else {
                            table[source][event].wildcard.append(number)
                        }
                    }
                }
                let target = stateIndex[region.transitions[position].to.value] ?? 0
                transitions.append(
                    NumberedTransition(
                        region: regionIndex, position: position, transition: region.transitions[position],
                        events: eventIndexes, sources: sources, target: target))
            }
            candidates.append(table)
        }
        self.transitions = transitions
        self.firstTransition = firstTransition
        self.candidates = candidates

        let used = Self.namesReadOrWritten(control)
        roles = control.properties.map { property in
            guard property.type.isGuardVisible, used.contains(property.name.value) else { return .data }
            return property.isInput ? .input : .state
        }
    }

    /// The events in order of first appearance, and the index of every name seen so far: a name
    /// is looked up once by its spelling, and only a new spelling is matched against the touch
    /// events to find its identity.
    private struct EventIndex {
        var events: [Event] = []
        var byIdentity: [String: Int] = [:]
        var byName: [String: Int] = [:]

        /// Adds the event `name` names unless it is known; returns its index.
        mutating func add(_ name: String) -> Int {
            if let known = byName[name] { return known }
            let controlEvent = BuiltinEvent.controlEvent(of: name)
            let identity = controlEvent ?? name
            let number = byIdentity[identity] ?? events.count
            if number == events.count {
                byIdentity[identity] = number
                events.append(Event(name: name, controlEvent: controlEvent))
            }
            byName[name] = number
            return number
        }
    }

    /// The index into `events` of an event name or any of its aliases.
    func event(named name: String) -> Int? {
        eventByIdentity[BuiltinEvent.identity(of: name)]
    }

    /// The names every guard and `set` reads or writes: a `set`'s target and its source
    /// (`set: { a: "!b" }` reads `b`), and every name a guard reads.
    private static func namesReadOrWritten(_ control: Control) -> Set<String> {
        var names: Set<String> = []
        for region in control.regions {
            for position in region.transitions.indices {
                if case .expression(let expression) = region.transitions[position].condition {
                    names.formUnion(expression.references)
                }
                for action in region.transitions[position].actions {
                    names.insert(action.property.value)
                    if let source = action.value.value.source { names.insert(source) }
                }
            }
        }
        return names
    }

    /// `list` without repeats, in order of first appearance.
    private static func distinct(_ list: [Int]) -> [Int] {
        // Nearly every transition names one event and one source: no set needed for those.
        if list.count < 2 { return list }
        var seen: Set<Int> = []
        return list.filter { seen.insert($0).inserted }
    }
}
