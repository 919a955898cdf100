import ControlSpecCore

/// The dispatch rule of one region for one event, as checked semantics.
///
/// Candidates are the transitions whose `from` matches the region's state, whose `on` contains
/// the event and whose guard holds. A transition naming the state explicitly outranks a `"*"`
/// one: a `"*"` candidate is selected only where no explicit candidate is enabled. In a nested
/// chart the explicit candidates have ranks too (the depth of the state they name): a candidate is
/// selected only where no candidate of a higher rank is enabled. `when: else`
/// holds exactly where no other (non-`else`) transition of the same rank, state and event is
/// enabled. Where two candidates of one rank are enabled together the transition is ambiguous;
/// the semantics then keeps both as possible outcomes (and the analysis reports the error).
struct RegionDispatch: Sendable {
    /// A transition and the valuations (within the context) where it is enabled or selected.
    struct Option: Sendable {
        var transition: Int
        var condition: Constraint
    }

    /// Every candidate with the valuations where its guard holds, explicit ones first.
    var enabled: [Option]
    /// The candidates that win their rank, with where they do.
    var selected: [Option]
    /// Where the event is ignored by this region.
    var ignored: Constraint
    /// Whether the conditions are exact. False when resolving ranks, `else` or "ignored" would
    /// fragment into more than `boxLimit` boxes: then every candidate counts as enabled and
    /// selected wherever its own guard holds (`else` everywhere) and the event as possibly ignored,
    /// an over-approximation only the conservative analysis may use.
    var isExact: Bool

    /// Most boxes one subtraction may produce before the rule gives up on exactness.
    static let boxLimit = 1_024

    /// Runs the rule in `region` for `event` over `context`: a configuration's box (inputs free)
    /// or, in the conservative analysis, a box where more variables are free.
    init(_ machine: CompiledMachine, region: Int, event: Int, context: Box) {
        self.init(
            machine, region: region, state: context.bounds[region].lo, event: event,
            whole: Constraint([context])
        ) { $1.intersection(context) }
    }

    /// Runs the rule in `region`, in `state`, for `event`, where `whole` is every valuation
    /// considered and `within` gives a transition's guard's valuations among them.
    init(
        _ machine: CompiledMachine, region: Int, state: Int, event: Int, whole: Constraint,
        within: (_ transition: Int, _ condition: Constraint) -> Constraint
    ) {
        let candidates = machine.candidates(region, state, event)
        if let exact = Self(exact: candidates, machine, whole, within) {
            self = exact
        } else {
            self = Self(
                approximating: Array(candidates.explicit) + candidates.wildcard, machine, whole, within)
        }
    }

    /// A region that does not answer the event here (its cell belongs to another exploration).
    static func ignoring(_ context: Box) -> RegionDispatch {
        RegionDispatch(enabled: [], selected: [], ignored: Constraint([context]), isExact: true)
    }

    private init(enabled: [Option], selected: [Option], ignored: Constraint, isExact: Bool) {
        self.enabled = enabled
        self.selected = selected
        self.ignored = ignored
        self.isExact = isExact
    }

    /// The exact rule, or nil when a subtraction would fragment into more than `boxLimit` boxes.
    private init?(
        exact candidates: CompiledMachine.Candidates, _ machine: CompiledMachine, _ whole: Constraint,
        _ within: (_ transition: Int, _ condition: Constraint) -> Constraint
    ) {
        let bounds = candidates.explicitRankBounds
        var explicit: [Option] = []
        var selected: [Option] = []
        // Where a candidate of a higher rank is enabled: a candidate is selected only outside it.
        var higher = Constraint.never
        for rank in bounds.indices.dropLast() {
            guard
                let options = Self.enabled(
                    machine, candidates.explicit[bounds[rank]..<bounds[rank + 1]], whole, within)
            else { return nil }
            if rank == 0 {
                selected =
                    options.allSatisfy(\.condition.isSatisfiable)
                    ? options : options.filter(\.condition.isSatisfiable)
            } else {
                guard Self.select(options, outside: higher, into: &selected) else { return nil }
            }
            if bounds.count > 2 { higher = higher.union(Self.union(of: options)) }
            explicit += options
        }
        guard let wildcard = Self.enabled(machine, candidates.wildcard, whole, within) else { return nil }
        if !wildcard.isEmpty {
            // A `"*"` candidate is selected only where no explicit one is enabled.
            guard
                Self.select(
                    wildcard, outside: bounds.count > 2 ? higher : Self.union(of: explicit), into: &selected)
            else { return nil }
        }
        guard let ignored = whole.subtracting(Self.union(of: selected), limit: Self.boxLimit) else {
            return nil
        }
        self.init(
            enabled: wildcard.isEmpty ? explicit : explicit + wildcard, selected: selected, ignored: ignored,
            isExact: true)
    }

    /// The over-approximation used when the exact rule would fragment too far.
    private init(
        approximating candidates: [Int], _ machine: CompiledMachine, _ whole: Constraint,
        _ within: (_ transition: Int, _ condition: Constraint) -> Constraint
    ) {
        let options = candidates.map { number in
            switch machine.transitions[number].guardCondition {
            case .always, .otherwise: Option(transition: number, condition: whole)
            case .constraint(let constraint):
                Option(transition: number, condition: within(number, constraint))
            }
        }
        self.init(
            enabled: options, selected: options.filter(\.condition.isSatisfiable),
            ignored: whole, isExact: false)
    }

    /// Appends to `selected` each of `options` where it holds outside `higher`; false when a
    /// subtraction would fragment into more than `boxLimit` boxes.
    private static func select(_ options: [Option], outside higher: Constraint, into selected: inout [Option])
        -> Bool
    {
        for option in options {
            guard let condition = option.condition.subtracting(higher, limit: Self.boxLimit) else {
                return false
            }
            if condition.isSatisfiable {
                selected.append(Option(transition: option.transition, condition: condition))
            }
        }
        return true
    }

    /// Where at least one of `options` holds.
    private static func union(of options: [Option]) -> Constraint {
        options.reduce(Constraint.never) { $0.union($1.condition) }
    }

    /// The enabling conditions of one rank's candidates, resolving `when: else`; nil when `else`
    /// would fragment into more than `boxLimit` boxes.
    private static func enabled(
        _ machine: CompiledMachine, _ rank: some Collection<Int>, _ whole: Constraint,
        _ within: (_ transition: Int, _ condition: Constraint) -> Constraint
    ) -> [Option]? {
        guard !rank.isEmpty else { return [] }
        var options: [Option] = []
        options.reserveCapacity(rank.count)
        var others = Constraint.never
        var hasOtherwise = false
        for number in rank {
            switch machine.transitions[number].guardCondition {
            case .always:
                options.append(Option(transition: number, condition: whole))
                others = others.union(whole)
            case .constraint(let constraint):
                let condition = within(number, constraint)
                options.append(Option(transition: number, condition: condition))
                others = others.union(condition)
            case .otherwise:
                options.append(Option(transition: number, condition: .never))
                hasOtherwise = true
            }
        }
        guard hasOtherwise else { return options }
        guard let otherwise = whole.subtracting(others, limit: boxLimit) else { return nil }
        for index in options.indices
        where machine.transitions[options[index].transition].guardCondition == .otherwise {
            options[index].condition = otherwise
        }
        return options
    }

    /// The rule at a concrete valuation (a control without inputs): the enabled candidates
    /// (explicit first) and the selected ones. Agrees with the symbolic rule at a point.
    static func concrete(
        _ machine: CompiledMachine, region: Int, event: Int, at point: [Int]
    ) -> (enabled: [Int], selected: [Int]) {
        let candidates = machine.candidates(region, point[region], event)
        guard !candidates.explicitRanks.isEmpty else {
            let explicit = enabled(machine, candidates.explicit, point)
            let wildcard = enabled(machine, candidates.wildcard, point)
            return (explicit + wildcard, explicit.isEmpty ? wildcard : explicit)
        }
        let bounds = candidates.explicitRankBounds
        var all: [Int] = []
        var selected: [Int]?
        for rank in bounds.indices.dropLast() {
            let options = enabled(machine, candidates.explicit[bounds[rank]..<bounds[rank + 1]], point)
            if selected == nil, !options.isEmpty { selected = options }
            all += options
        }
        let wildcard = enabled(machine, candidates.wildcard, point)
        return (all + wildcard, selected ?? wildcard)
    }

    private static func enabled(
        _ machine: CompiledMachine, _ rank: some Collection<Int>, _ point: [Int]
    ) -> [Int] {
        var result: [Int] = []
        var otherwise: [Int] = []
        for number in rank {
            switch machine.transitions[number].guardCondition {
            case .always: result.append(number)
            case .constraint(let constraint): if constraint.contains(point) { result.append(number) }
            case .otherwise: otherwise.append(number)
            }
        }
        return result.isEmpty ? otherwise : result
    }
}
