import ControlSpecCore
import ControlSpecResolve

/// The variables of the extended state space and their finite domains.
///
/// Order: one variable per region (its current state), then every **state** property, then every
/// **input** property (free at every moment), as `ResolvedControl.roles` decides them, then one
/// free variable per form of the guards' number comparisons and one per comparison read as a free
/// yes/no (`NumberAtoms`). The leading
/// `configurationCount` variables make up a configuration; inputs are never enumerated, only
/// constrained symbolically. Data properties have no variable.
struct VariableTable: Sendable {
    /// One variable of the extended state space.
    struct Variable: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            /// The current state of region `index`.
            case region(Int)
            /// A bool, int or enum property.
            case property(bool: Bool)
        }

        var name: String
        var kind: Kind
        var domain: Interval
        /// Enum cases or region states, indexed by code; empty for bools and ints.
        var caseNames: [String]
        var isInput: Bool
        /// The code of the property's default value (regions: 0, unused).
        var initialValue: Int
    }

    private(set) var variables: [Variable] = []
    /// How many leading variables make up a configuration (regions and state properties).
    private(set) var configurationCount = 0
    /// The names of regions and variables (`NameIndex`: a cheap hash), and per name its variable.
    private var namesIndexed = NameIndex([])
    private var variableOfName: [Int] = []
    /// Every variable's domain, in order: the universe's bounds.
    private var domains: [Interval] = []
    /// The guards' number comparisons.
    let numbers: NumberAtoms
    /// The variable of the first form of `numbers`; the free yes/no follow the forms.
    private(set) var firstNumber = 0

    init(_ model: ResolvedControl) {
        numbers = NumberAtoms(model.control)
        let control = model.control
        for (index, region) in control.regions.enumerated() {
            let names = region.states.map(\.name.value)
            let name = region.name?.value ?? ""
            // A region inside a state has one more value: inactive (`RegionNesting`).
            let inactive = region.owner == nil ? 0 : 1
            variables.append(
                Variable(
                    name: name, kind: .region(index), domain: Interval(0, max(names.count - 1 + inactive, 0)),
                    caseNames: names, isInput: false, initialValue: 0))
            if !name.isEmpty { refer(name, to: index) }
        }
        let properties = zip(control.properties, model.roles)
        for (property, role) in properties where role == .state {
            add(property)
        }
        addMemories(of: control)
        addEntries(of: model)
        configurationCount = variables.count
        for (property, role) in properties where role == .input {
            add(property)
        }
        firstNumber = variables.count
        for (form, cuts) in zip(numbers.forms, numbers.cuts) {
            variables.append(
                Variable(
                    name: form.text, kind: .property(bool: false), domain: Interval(0, 2 * cuts.count),
                    caseNames: [], isInput: true, initialValue: 0))
        }
        for text in numbers.free {
            variables.append(
                Variable(
                    name: text, kind: .property(bool: true), domain: Interval(0, 1), caseNames: [],
                    isInput: true, initialValue: 0))
        }
        domains = variables.map(\.domain)
    }

    private mutating func add(_ property: Property) {
        var variable = Variable(
            name: property.name.value, kind: .property(bool: false), domain: Interval(0, 1),
            caseNames: [], isInput: property.isInput, initialValue: 0)
        switch property.type {
        case .bool:
            variable.kind = .property(bool: true)
        case .int(let range):
            let range = range ?? PropertyType.defaultIntRange
            variable.domain = Interval(range.lowerBound, max(range.lowerBound, range.upperBound))
        case .enum(let cases):
            variable.caseNames = cases.map(\.value)
            variable.domain = Interval(0, max(cases.count - 1, 0))
        case .string, .double, .color, .image:
            return
        }
        variable.initialValue = variable.domain.lo
        if let value = property.defaultValue?.value, let code = code(of: value, for: variable) {
            variable.initialValue = min(max(code, variable.domain.lo), variable.domain.hi)
        }
        refer(variable.name, to: variables.count)
        variables.append(variable)
    }

    /// Per region, per memory of its `HistoryPlan`: its variable (a configuration variable whose
    /// value is the number of the leaf the memory holds).
    private(set) var memoryVariables: [[Int]] = []

    /// One variable per parent with history, after the state properties; no name refers to it.
    private mutating func addMemories(of control: Control) {
        for region in control.regions {
            let plan = HistoryPlan(region)
            let names = region.states.map(\.name.value)
            memoryVariables.append(
                plan.memories.map { memory in
                    variables.append(
                        Variable(
                            name: "history of \(memory.parent.path)", kind: .property(bool: false),
                            domain: Interval(memory.leaves.min() ?? 0, memory.leaves.max() ?? 0),
                            caseNames: names,
                            isInput: false, initialValue: memory.initial))
                    return variables.count - 1
                })
        }
    }

    /// Per region: the variable of the animation its state was entered with (`AnimationTimers`'s
    /// entry number), nil when the region has no `after: animation` timer.
    private(set) var entryVariables: [Int?] = []

    /// One variable per region with an `after: animation` timer, after the memories; its cases are
    /// "no animation" and each finishing time. No name refers to it.
    private mutating func addEntries(of model: ResolvedControl) {
        let timers = AnimationTimers(model)
        for region in model.control.regions.indices {
            guard timers.event[region] != nil else {
                entryVariables.append(nil)
                continue
            }
            let delays = timers.delays[region]
            let name = model.control.regions[region].name.map { " of \($0.value)" } ?? ""
            variables.append(
                Variable(
                    name: "animation entering the state" + name, kind: .property(bool: false),
                    domain: Interval(0, delays.count),
                    caseNames: ["none"] + delays.map { TimerTrigger.seconds($0) }, isInput: false,
                    initialValue: 0))
            entryVariables.append(variables.count - 1)
        }
    }

    /// The variable of form `form` of `numbers`.
    func variable(ofForm form: Int) -> Int { firstNumber + form }

    /// The variable of the free yes/no `index` of `numbers`.
    func variable(ofFree index: Int) -> Int { firstNumber + numbers.forms.count + index }

    /// The form of `numbers` variable `index` stands for, if it is one.
    func form(of index: Int) -> Int? {
        let form = index - firstNumber
        return form >= 0 && form < numbers.forms.count ? form : nil
    }

    /// The variable a guard or action name refers to (a property, or a named region).
    func index(of name: String) -> Int? { namesIndexed.index(of: name).map { variableOfName[$0] } }

    /// Makes `name` refer to variable `index` (a later name replaces an earlier one).
    private mutating func refer(_ name: String, to index: Int) {
        let number = namesIndexed.insert(name)
        if number == variableOfName.count {
            variableOfName.append(index)
        } else {
            variableOfName[number] = index
        }
    }

    /// The box of every valuation.
    var universe: Box { Box(domains) }

    /// The box of the valuations that agree with `configuration`, inputs free.
    func box(of configuration: [Int]) -> Box {
        var bounds = domains
        for index in 0..<configurationCount {
            bounds[index] = Interval(configuration[index], configuration[index])
        }
        return Box(bounds)
    }

    /// The code of `value` for `variable`, or nil when it is not one of its values.
    func code(of value: Value, for variable: Variable) -> Int? {
        switch value {
        case .bool(let flag): flag ? 1 : 0
        case .int(let number): number
        case .enumCase(let name): variable.caseNames.firstIndex(of: name)
        case .string, .double, .color, .image: nil
        }
    }
}
