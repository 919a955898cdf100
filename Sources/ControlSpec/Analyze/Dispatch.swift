/// The dispatch rule of one region for one event, as checked semantics.
///
/// Candidates are the transitions whose `from` matches the region's state, whose `on` contains
/// the event and whose guard holds. A transition naming the state explicitly outranks a `"*"`
/// one: a `"*"` candidate is selected only where no explicit candidate is enabled. `when: else`
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

    /// Runs the rule in `region` for `event` over `context`: a configuration's box (inputs free)
    /// or, in the conservative analysis, a box where more variables are free.
    init(_ machine: CompiledMachine, region: Int, event: Int, context: Box) {
        let state = context.bounds[region].lo
        let candidates = machine.candidates[region][state][event]
        // The whole context as a constraint, built once: `.always` and `else` start from it.
        let whole = Constraint([context])
        let explicit = Self.enabled(machine, candidates.explicit, context, whole)
        let wildcard = Self.enabled(machine, candidates.wildcard, context, whole)
        guard !wildcard.isEmpty else {
            // No `"*"` candidate (the usual case): the explicit rank alone decides.
            enabled = explicit
            selected = explicit.filter(\.condition.isSatisfiable)
            ignored = whole.subtracting(Self.union(of: selected))
            return
        }
        let explicitUnion = Self.union(of: explicit)
        let beatenWildcard = wildcard.map {
            Option(transition: $0.transition, condition: $0.condition.subtracting(explicitUnion))
        }
        enabled = explicit + wildcard
        selected = (explicit + beatenWildcard).filter(\.condition.isSatisfiable)
        ignored = whole.subtracting(Self.union(of: selected))
    }

    /// Where at least one of `options` holds.
    private static func union(of options: [Option]) -> Constraint {
        options.reduce(Constraint.never) { $0.union($1.condition) }
    }

    /// The enabling conditions of one rank's candidates, resolving `when: else`; `whole` is
    /// `context` as a constraint.
    private static func enabled(
        _ machine: CompiledMachine, _ rank: [Int], _ context: Box, _ whole: Constraint
    ) -> [Option] {
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
                let condition = constraint.intersection(context)
                options.append(Option(transition: number, condition: condition))
                others = others.union(condition)
            case .otherwise:
                options.append(Option(transition: number, condition: .never))
                hasOtherwise = true
            }
        }
        guard hasOtherwise else { return options }
        let otherwise = whole.subtracting(others)
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
        let candidates = machine.candidates[region][point[region]][event]
        let explicit = enabled(machine, candidates.explicit, point)
        let wildcard = enabled(machine, candidates.wildcard, point)
        return (explicit + wildcard, explicit.isEmpty ? wildcard : explicit)
    }

    private static func enabled(_ machine: CompiledMachine, _ rank: [Int], _ point: [Int]) -> [Int] {
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
