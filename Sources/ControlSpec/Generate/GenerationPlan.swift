/// Everything the emitters need about one control, resolved once: the Swift name of every spec
/// name (escaped, unique in its scope), the events and outputs in order, and the transitions
/// numbered across regions.
struct GenerationPlan {
    /// One region as generated.
    struct RegionPlan {
        var region: Region
        /// The stored property of `State` (regions only).
        var member: String?
        /// The enum type of the region's states, as written inside the machine (`State`, `State.Press`).
        var stateType: String
        /// The nested enum's own name (`State`, `Press`).
        var enumName: String
        /// Swift case name per state name.
        var cases: [String: String]
        /// The generated transitions of the region, in document order.
        var transitions: [TransitionPlan]
        /// Per state and event, the transitions naming the state explicitly, in document order
        /// (positions in `transitions`).
        var explicit: [String: [String: [Int]]] = [:]
        /// Per event, the `from: "*"` transitions, in document order (positions in `transitions`).
        var any: [String: [Int]] = [:]

        /// Indexes `transitions` by source state and event.
        mutating func index() {
            for (position, plan) in transitions.enumerated() {
                for event in Self.distinct(plan.transition.on) {
                    switch plan.transition.from {
                    case .any:
                        any[event, default: []].append(position)
                    case .states(let states):
                        for state in Self.distinct(states) {
                            explicit[state, default: [:]][event, default: []].append(position)
                        }
                    }
                }
            }
        }

        /// The candidates of one state and event in dispatch order, as positions in
        /// `transitions`: explicit sources before `"*"`; within a rank guarded ones, then unguarded
        /// ones, then `else`, each in document order. Every back end dispatches in this order.
        func candidates(state: String, event: String) -> [Int] {
            func rank(_ position: Int) -> Int {
                switch transitions[position].transition.condition {
                case .expression: 0
                case nil: 1
                case .otherwise: 2
                }
            }
            // Positions grow in document order, so (rank, position) is the order wanted.
            func ordered(_ list: [Int]) -> [Int] {
                list.count < 2 ? list : list.sorted { (rank($0), $0) < (rank($1), $1) }
            }
            let explicit = ordered(self.explicit[state]?[event] ?? [])
            let any = ordered(self.any[event] ?? [])
            return any.isEmpty ? explicit : explicit + any
        }

        /// The names in `list`, each once, in order of first appearance.
        private static func distinct(_ list: [Located<String>]) -> [String] {
            // Nearly every transition names one event and one source: no set needed for those.
            if list.count < 2 { return list.map(\.value) }
            var seen: Set<String> = []
            return list.map(\.value).filter { seen.insert($0).inserted }
        }
    }

    /// One spec transition as generated.
    struct TransitionPlan {
        var transition: Transition
        /// The case of the `Transition` enum (`transition0`, …), numbered across all regions.
        var caseName: String
        var regionIndex: Int
    }

    /// One property as generated.
    struct PropertyPlan {
        var property: Property
        /// The stored property's name (escaped).
        var member: String
        /// The Swift type (`Bool`, `Int`, `Mode`, …).
        var type: String
        /// For an enum property, its nested enum's name and the case name per spec case.
        var enumName: String?
        var cases: [String: String]
        /// Whether a guard reads it or a `set` writes it (and it is not an input).
        var isState: Bool
    }

    let control: Control
    let access: GeneratorOptions.Access
    let machine: String
    let adapter: String
    let group: String
    /// Event names in order (declared, then undeclared ones used) with their case names.
    let events: [(name: String, caseName: String)]
    /// Output names in order (declared, then built-in ones emitted) with their case names.
    let outputs: [(name: String, caseName: String)]
    let regions: [RegionPlan]
    /// All transitions, numbered in order (the regions' in turn).
    let transitions: [TransitionPlan]
    private let eventCases: [String: String]
    private let outputCases: [String: String]
    let properties: [PropertyPlan]
    /// Member name per image and per animation name.
    let imageMembers: [String: String]
    let animationMembers: [String: String]

    init(control: Control, access: GeneratorOptions.Access) {
        self.control = control
        self.access = access
        let name = control.name.value
        machine = name + "Machine"
        adapter = name
        group = name + "Group"

        var eventNames: [String] = []
        var eventSet: Set<String> = []
        func addEvent(_ event: String) { if eventSet.insert(event).inserted { eventNames.append(event) } }
        control.events.forEach { addEvent($0.value) }
        for region in control.regions {
            for transition in region.transitions { transition.on.forEach { addEvent($0.value) } }
        }
        if let release = control.group?.release.value { addEvent(release) }
        let caseReserved = SwiftName.reservedMembers.union(["builtin", "animation", "outputs"])
        events = Array(zip(eventNames, Self.cases(eventNames, reserved: caseReserved)))

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
        eventCases = Dictionary(
            events.map { ($0.name, $0.caseName) }, uniquingKeysWith: { first, _ in first })
        outputCases = Dictionary(
            outputs.map { ($0.name, $0.caseName) }, uniquingKeysWith: { first, _ in first })

        let hasRegions = control.hasRegions
        let regionNames = control.regions.map { $0.name?.value ?? "state" }
        let regionMembers = SwiftName.unique(
            regionNames,
            reserved: SwiftName.reservedMembers.union(["source", "target", "animations", "outputs"]))
        let regionEnums = SwiftName.unique(
            regionNames.map(SwiftName.capitalized), reserved: SwiftName.reservedTypes.union(["State"]))
        var number = 0
        var regions: [RegionPlan] = []
        for (index, region) in control.regions.enumerated() {
            let stateNames = region.states.map(\.name.value)
            var transitions: [TransitionPlan] = []
            for transition in region.transitions {
                transitions.append(
                    TransitionPlan(
                        transition: transition, caseName: "transition\(number)", regionIndex: index))
                number += 1
            }
            regions.append(
                RegionPlan(
                    region: region,
                    member: hasRegions ? SwiftName.escaped(regionMembers[index]) : nil,
                    stateType: hasRegions ? "State." + regionEnums[index] : "State",
                    enumName: hasRegions ? regionEnums[index] : "State",
                    cases: Dictionary(
                        zip(stateNames, Self.cases(stateNames, reserved: caseReserved)),
                        uniquingKeysWith: { first, _ in first }),
                    transitions: transitions))
            regions[regions.count - 1].index()
        }
        self.regions = regions
        transitions = regions.flatMap(\.transitions)

        var stateProperties: Set<String> = []
        for region in control.regions {
            for transition in region.transitions {
                transition.actions.forEach { stateProperties.insert($0.property.value) }
                if case .expression(let expression) = transition.condition {
                    Self.references(in: expression, into: &stateProperties)
                }
            }
        }
        let propertyNames = control.properties.map(\.name.value)
        let members = SwiftName.unique(
            propertyNames,
            reserved: SwiftName.reservedMembers.union([
                "state", "send", "look", "touchEvent", "runtimeVersion", "isIdle", "releaseEvent",
            ]))
        let enumNames = SwiftName.unique(
            propertyNames.map(SwiftName.capitalized),
            reserved: SwiftName.reservedTypes.union([
                "State", "Event", "Output", "Transition", "Step", "Images", "Animations",
            ]))
        properties = control.properties.enumerated().map { index, property in
            var plan = PropertyPlan(
                property: property, member: SwiftName.escaped(members[index]), type: "", enumName: nil,
                cases: [:], isState: stateProperties.contains(property.name.value) && !property.isInput)
            switch property.type {
            case .bool: plan.type = "Bool"
            case .int: plan.type = "Int"
            case .string: plan.type = "String"
            case .double: plan.type = "Double"
            case .color: plan.type = "ColorDescription"
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
        let animationNames = control.animations.map(\.name.value)
        animationMembers = Dictionary(
            zip(animationNames, SwiftName.unique(animationNames, reserved: []).map(SwiftName.escaped)),
            uniquingKeysWith: { first, _ in first })
    }

    /// `public ` or nothing, to prefix declarations with.
    var accessPrefix: String { access == .public ? "public " : "" }

    /// The case name of an event (with a leading dot).
    func event(_ name: String) -> String {
        "." + (eventCases[name] ?? SwiftName.escaped(name))
    }

    /// The case name of an output (with a leading dot).
    func output(_ name: String) -> String {
        "." + (outputCases[name] ?? SwiftName.escaped(name))
    }

    /// The property of that spec name.
    func property(_ name: String) -> PropertyPlan? {
        properties.first { $0.property.name.value == name }
    }

    /// The region of that spec name (regions only).
    func region(_ name: String) -> RegionPlan? {
        regions.first { $0.region.name?.value == name }
    }

    private static func cases(_ names: [String], reserved: Set<String>) -> [String] {
        SwiftName.unique(names, reserved: reserved).map(SwiftName.escaped)
    }

    private static func references(in expression: Expression, into names: inout Set<String>) {
        switch expression.kind {
        case .bool, .int, .enumCase: break
        case .reference(let name): names.insert(name)
        case .not(let operand): references(in: operand, into: &names)
        case .binary(_, let left, let right):
            references(in: left, into: &names)
            references(in: right, into: &names)
        }
    }
}
