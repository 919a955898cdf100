import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecResolve

/// Everything the emitters need about one control, resolved once: the Swift name of every spec
/// name (escaped, unique in its scope), the events (as `ResolvedControl` orders them) and outputs,
/// and the transitions numbered across regions.
package struct GenerationPlan {
    /// One region as generated.
    package struct RegionPlan {
        package var region: Region
        /// The stored property of `State` (regions only).
        var member: String?
        /// For a nested region (`regions:` under a state), its owner region's number and the
        /// holding leaf's (`RegionNesting.Owner`): its member of `State` is then optional, nil
        /// while the region is inactive.
        var owner: RegionNesting.Owner?
        /// The enum type of the region's states, as written inside the machine (`State`, `State.Press`).
        var stateType: String
        /// The nested enum's own name (`State`, `Press`).
        var enumName: String
        /// Swift case name per state name.
        var cases: [String: String]
        /// The generated transitions of the region, in document order.
        package var transitions: [TransitionPlan]
        /// The control's candidates (`ResolvedControl.candidates`), numbered across regions.
        var model: ResolvedControl
        /// The region's index, and the number of its first transition across regions.
        var index: Int
        var firstTransition: Int

        /// The candidates of one state and event (indexes into the region's states and the plan's
        /// events) in dispatch order, as positions in `transitions`: explicit sources before
        /// `"*"` (in a nested chart, deeper sources first); within a rank guarded ones, then
        /// unguarded ones, then `else`, each in document order. Every back end dispatches in this
        /// order.
        func candidates(state: Int, event: Int) -> [Int] {
            func rank(_ position: Int) -> Int {
                switch transitions[position].transition.condition {
                case .expression: 0
                case nil: 1
                case .otherwise: 2
                }
            }
            let cell = model.candidates(index, state, event)
            var positions: [Int] = []
            positions.reserveCapacity(cell.explicit.count + cell.wildcard.count)
            // Each list is in document order, so one pass per rank appends in (rank, position) order.
            func append(_ list: some Collection<Int>) {
                for wanted in 0...2 {
                    for number in list where rank(number - firstTransition) == wanted {
                        positions.append(number - firstTransition)
                    }
                }
            }
            if cell.explicitRanks.isEmpty {
                append(cell.explicit)
            } else {
                let bounds = cell.explicitRankBounds
                for rank in bounds.indices.dropLast() {
                    append(cell.explicit[bounds[rank]..<bounds[rank + 1]])
                }
            }
            append(cell.wildcard)
            return positions
        }
    }

    /// One spec transition as generated.
    package struct TransitionPlan {
        package var transition: Transition
        /// Its number across all regions (`ResolvedControl.transitions`).
        package var number: Int
        /// The case of the `Transition` enum (`offOnTap`), escaped; with `positionalTransitions`,
        /// its entry in the table of names.
        var caseName: String
        var regionIndex: Int
        /// How generated code names the transition: `.offOnTap`, or `Transition(7)` with
        /// `positionalTransitions`.
        var reference: String
    }

    /// One property as generated.
    package struct PropertyPlan {
        package var property: Property
        /// The stored property's name (escaped).
        var member: String
        /// The Swift type (`Bool`, `Int`, `Mode`, …).
        var type: String
        /// For an enum property, its nested enum's name and the case name per spec case.
        var enumName: String?
        var cases: [String: String]
        /// Whether it is part of the machine's state (`ResolvedControl.PropertyRole.state`).
        package var isState: Bool
    }

    package let model: ResolvedControl
    /// The clocks of the parents with timers, decided once for every emitter that reads them.
    package let parentClocks: ParentClocks
    /// Per transition (numbered across regions): whether the analysis found it may fire.
    let mayFire: [Bool]
    package let control: Control
    let access: GeneratorOptions.Access
    let machine: String
    let adapter: String
    let group: String
    /// The events apps send (`ResolvedControl.events` up to `inputEventCount`) with their case names.
    package let events: [(name: String, caseName: String)]
    /// The timers' internal events (`ResolvedControl.events` from `inputEventCount` on), with
    /// their case names of the machine's private `TimerEvent`.
    package let timers: [(event: Int, caseName: String, timer: ResolvedControl.Timer)]
    /// Output names in order (declared, then built-in ones emitted) with their case names.
    package let outputs: [(name: String, caseName: String)]
    package let regions: [RegionPlan]
    /// All transitions, numbered in order (the regions' in turn).
    let transitions: [TransitionPlan]
    /// Whether `State` is a struct with a member per region: a control with `regions:`, or with
    /// regions inside a state (whose top-level region is then the member `main`, made unique).
    let hasRegionMembers: Bool
    /// Whether `Transition` is a position with a table of names rather than an enum: above
    /// `GeneratorOptions.transitionCaseLimit` transitions.
    let positionalTransitions: Bool
    /// Whether the one region's `State` is written out over its position and `send`'s per-state
    /// methods stay out of line: above `GeneratorOptions.stateCaseLimit` states.
    let positionalStates: Bool
    /// Whether a `set:` reads the finger's position (`touch.x`, …): the machine then stores a
    /// `TouchPoint` and has `send(_:at:)` (`TouchEmitter`).
    let readsTouch: Bool
    private let outputCases: [String: String]
    package let properties: [PropertyPlan]

    /// The names of the `double` properties, which guards compare as numbers (`NumberComparison`).
    package let doubles: Set<String>
    /// Member name per image and per animation name.
    let imageMembers: [String: String]
    /// Member name per text name.
    let textMembers: [String: String]
    let animationMembers: [String: String]

    package init(
        analysis: AnalysisReport, access: GeneratorOptions.Access,
        transitionCaseLimit: Int = GeneratorOptions().transitionCaseLimit,
        stateCaseLimit: Int = GeneratorOptions().stateCaseLimit
    ) {
        let model = analysis.model
        let control = model.control
        self.model = model
        parentClocks = ParentClocks(model)
        mayFire = analysis.transitions.map(\.mayFire)
        self.control = control
        self.access = access
        let name = control.name.value
        machine = name + "Machine"
        adapter = name
        group = name + "Group"

        let eventNames = model.events[..<model.inputEventCount].map(\.name)
        let caseReserved = SwiftName.reservedMembers.union(["builtin", "animation", "outputs"])
        events = Array(zip(eventNames, Self.cases(eventNames, reserved: caseReserved)))
        let timerEvents = model.events.indices.dropFirst(model.inputEventCount).compactMap { event in
            model.events[event].timer.map { (event: event, timer: $0) }
        }
        let timerNames = timerEvents.map { Self.timerName($0.timer, regions: control.regions) }
        timers = zip(timerEvents, Self.cases(timerNames, reserved: caseReserved)).map {
            (event: $0.event, caseName: $1, timer: $0.timer)
        }

        var outputNames: [String] = []
        var outputSet: Set<String> = []
        for output in control.outputs where outputSet.insert(output.value).inserted {
            outputNames.append(output.value)
        }
        for region in control.regions {
            for transition in region.transitions {
                for output in transition.emit where outputSet.insert(output.value).inserted {
                    outputNames.append(output.value)
                }
            }
        }
        outputs = Array(zip(outputNames, Self.cases(outputNames, reserved: caseReserved)))
        outputCases = Dictionary(
            outputs.map { ($0.name, $0.caseName) }, uniquingKeysWith: { first, _ in first })

        let hasRegions = control.hasRegions || !model.nesting.isEmpty
        hasRegionMembers = hasRegions
        // Without top-level `regions:`, the one top-level region of a control holding regions is
        // the member `main` (`state` is the machine's own member), unique against the nested
        // regions' and its states' names.
        let memberReserved = SwiftName.reservedMembers.union(["source", "target", "animations", "outputs"])
        var regionNames = control.regions.map { $0.name?.value ?? "state" }
        if !control.hasRegions && hasRegions {
            let taken = regionNames.dropFirst() + (control.regions.first?.states.map(\.name.value) ?? [])
            regionNames[0] = SwiftName.unique(["main"], reserved: memberReserved.union(taken))[0]
        }
        let regionMembers = SwiftName.unique(regionNames, reserved: memberReserved)
        let regionEnums = SwiftName.unique(
            regionNames.map(SwiftName.capitalized), reserved: ReservedTypeNames.types.union(["State"]))
        var regions: [RegionPlan] = []
        let transitionCases = Self.transitionNames(control.regions.flatMap(\.transitions)).map(
            SwiftName.escaped)
        let positional = transitionCases.count > transitionCaseLimit
        positionalTransitions = positional
        positionalStates = !hasRegions && (control.regions.first?.states.count ?? 0) > stateCaseLimit
        for (index, region) in control.regions.enumerated() {
            let stateNames = region.states.map(\.name.value)
            let first = model.firstTransition[index]
            let transitions = region.transitions.indices.map { position in
                TransitionPlan(
                    transition: region.transitions[position], number: first + position,
                    caseName: transitionCases[first + position], regionIndex: index,
                    reference: positional
                        ? "Transition(\(first + position))" : "." + transitionCases[first + position])
            }
            regions.append(
                RegionPlan(
                    region: region,
                    member: hasRegions ? SwiftName.escaped(regionMembers[index]) : nil,
                    owner: model.nesting.owners[index],
                    stateType: hasRegions ? "State." + regionEnums[index] : "State",
                    enumName: hasRegions ? regionEnums[index] : "State",
                    cases: Dictionary(
                        zip(stateNames, Self.cases(stateNames, reserved: caseReserved)),
                        uniquingKeysWith: { first, _ in first }),
                    transitions: transitions, model: model, index: index, firstTransition: first))
        }
        self.regions = regions
        transitions = regions.flatMap(\.transitions)
        readsTouch = transitions.contains { plan in
            if case .expression(let expression) = plan.transition.condition, expression.firstTouch != nil {
                return true
            }
            return plan.transition.actions.contains {
                guard case .number(let expression) = $0.value.value else { return false }
                return expression.firstTouch != nil
            }
        }

        doubles = Set(
            control.properties.filter { if case .double = $0.type { true } else { false } }.map(\.name.value))
        let propertyNames = control.properties.map(\.name.value)
        let members = SwiftName.unique(
            propertyNames,
            reserved: SwiftName.reservedMembers.union(
                [
                    "state", "send", "look", "lookData", "touchEvent", "runtimeVersion", "isIdle",
                    "releaseEvent",
                    "layout",
                ] + (timers.isEmpty ? [] : Self.timerMembers(regionMembers))
                    + ParentClockEmitter.members(timers.map(\.timer), regions: control.regions)
                    + (readsTouch ? [TouchEmitter.member] : [])))
        let enumNames = SwiftName.unique(
            propertyNames.map(SwiftName.capitalized),
            reserved: ReservedTypeNames.types.union(
                [
                    "State", "Event", "Output", "Transition", "Step", "Images", "Animations", "Texts",
                ] + (timers.isEmpty ? [] : ["TimerEvent", "PendingTimer"])))
        properties = control.properties.enumerated().map { index, property in
            var plan = PropertyPlan(
                property: property, member: SwiftName.escaped(members[index]), type: "", enumName: nil,
                cases: [:], isState: model.roles[index] == .state)
            switch property.type {
            case .bool: plan.type = "Bool"
            case .int: plan.type = "Int"
            case .string: plan.type = "String"
            case .double: plan.type = "Double"
            case .color: plan.type = "ColorDescription"
            case .image: plan.type = "ImageDescription.Source?"
            case .enum(let cases):
                let names = cases.map(\.value)
                plan.type = SwiftName.escaped(enumNames[index])
                plan.enumName = plan.type
                plan.cases = Dictionary(
                    zip(names, Self.cases(names, reserved: caseReserved)),
                    uniquingKeysWith: { first, _ in first })
            }
            return plan
        }

        let imageNames = control.images.map(\.name.value)
        imageMembers = Dictionary(
            zip(imageNames, SwiftName.unique(imageNames, reserved: []).map(SwiftName.escaped)),
            uniquingKeysWith: { first, _ in first })
        let textNames = control.texts.map(\.name.value)
        textMembers = Dictionary(
            zip(textNames, SwiftName.unique(textNames, reserved: []).map(SwiftName.escaped)),
            uniquingKeysWith: { first, _ in first })
        let animationNames = control.animations.map(\.name.value)
        animationMembers = Dictionary(
            zip(animationNames, SwiftName.unique(animationNames, reserved: []).map(SwiftName.escaped)),
            uniquingKeysWith: { first, _ in first })
    }

    /// What `send` tries in `state` (an index into the region's states) on `event` (an index into
    /// `events`): the candidates in dispatch order, as positions in the region's `transitions`,
    /// without those the analysis proved never fire (they would be dead code). Every back end's
    /// `send` is written from this list.
    package func dispatch(_ region: RegionPlan, state: Int, event: Int) -> [Int] {
        region.candidates(state: state, event: event).filter { mayFire[region.transitions[$0].number] }
    }

    /// `public ` or nothing, to prefix declarations with.
    var accessPrefix: String { access == .public ? "public " : "" }

    /// The case name of an event, by any of its names (with a leading dot).
    func event(_ name: String) -> String {
        "." + (model.event(named: name).map { events[$0].caseName } ?? SwiftName.escaped(name))
    }

    /// The case name of an output (with a leading dot).
    func output(_ name: String) -> String {
        "." + (outputCases[name] ?? SwiftName.escaped(name))
    }

    /// The property of that spec name.
    package func property(_ name: String) -> PropertyPlan? {
        properties.first { $0.property.name.value == name }
    }

    /// The nested regions (`RegionPlan.owner`), in region order; empty for most controls.
    var nestedRegions: [RegionPlan] { regions.filter { $0.owner != nil } }

    /// The region of that spec name (regions only).
    func region(_ name: String) -> RegionPlan? {
        regions.first { $0.region.name?.value == name }
    }

    /// The members of `Transition` a transition's case must not take.
    static let transitionMembers = SwiftName.reservedMembers.union([
        "index", "animation", "outputs", "name", "tag",
    ])

    /// The case name of every transition (in document order across regions), not escaped: the
    /// spec's `name:`, else `<from>On<Event>` (`offOnTap`, `anyOnReset` for `from: "*"`; the first
    /// source and event of a list). Derived names that two transitions share, or that a `name:`
    /// takes, get `To<Target>` appended (`offOnTapToOn`), and when still shared, their position
    /// among those that share it (`offOnTapToOn1`, `offOnTapToOn2`). Then made unique against the
    /// members of `Transition`.
    static func transitionNames(_ transitions: [Transition]) -> [String] {
        let given = Set(transitions.compactMap { $0.name?.value })
        func derived(_ transition: Transition, target: Bool) -> String {
            var name: String
            switch transition.from {
            case .any: name = "any"
            case .states(let states): name = states.first?.value ?? "any"
            }
            if let timer = transition.timer {
                name += SwiftName.capitalized(
                    timerName(
                        ResolvedControl.Timer(
                            region: 0, delay: timer.delay.value, interval: timer.interval?.value,
                            waitsForAnimation: timer.waitsForAnimation),
                        regions: []))
            } else {
                name += "On" + SwiftName.capitalized(transition.on.first?.value ?? "")
            }
            if target { name += "To" + SwiftName.capitalized(transition.to.value) }
            return name
        }
        func counts(_ names: [String?]) -> [String: Int] {
            var counts: [String: Int] = [:]
            for case let name? in names { counts[name, default: 0] += 1 }
            return counts
        }
        let bases = transitions.map { $0.name == nil ? derived($0, target: false) : nil }
        let baseCounts = counts(bases)
        let longer = zip(transitions, bases).map { transition, base -> String? in
            guard let base else { return nil }
            let shared = baseCounts[base, default: 0] > 1 || given.contains(base)
            return shared ? derived(transition, target: true) : base
        }
        let longerCounts = counts(longer)
        var seen: [String: Int] = [:]
        let names = zip(transitions, longer).map { transition, name -> String in
            guard let name else { return transition.name?.value ?? "" }
            guard longerCounts[name, default: 0] > 1 || given.contains(name) else { return name }
            seen[name, default: 0] += 1
            return name + String(seen[name, default: 0])
        }
        return SwiftName.unique(names, reserved: transitionMembers)
    }

    /// A timer's name in Swift: `after2000ms`, `every100ms`, `every100msAfter500ms`, `afterAnimation`,
    /// after the parent it counts from when it counts from one (`activeAfter30000ms`), with
    /// `In<Region>` in a control with regions.
    static func timerName(_ timer: ResolvedControl.Timer, regions: [Region]) -> String {
        var name: String
        switch timer.interval {
        case nil where timer.waitsForAnimation: name = "afterAnimation"
        case nil: name = "after\(timer.delay)ms"
        case timer.delay: name = "every\(timer.delay)ms"
        case let interval?: name = "every\(interval)msAfter\(timer.delay)ms"
        }
        if let parent = timer.parent { name = parent + SwiftName.capitalized(name) }
        if regions.count > 1, let region = regions[timer.region].name?.value {
            name += "In" + SwiftName.capitalized(region)
        }
        return name
    }

    /// The members a machine with timers declares (`TimerEmitter`), which properties must not take.
    private static func timerMembers(_ regionMembers: [String]) -> [String] {
        ["time", "nextDeadline", "advanceClock", "dispatch", "fire", "consider", "timers"]
            + regionMembers.map { "timers" + SwiftName.capitalized($0) }
            + regionMembers.map { "pendingTimerIn" + SwiftName.capitalized($0) } + ["pendingTimer"]
    }

    /// Whether the machine has timers: it then keeps a clock and conforms to `TimedControlMachine`.
    var hasTimers: Bool { !timers.isEmpty }

    private static func cases(_ names: [String], reserved: Set<String>) -> [String] {
        SwiftName.unique(names, reserved: reserved).map(SwiftName.escaped)
    }
}
