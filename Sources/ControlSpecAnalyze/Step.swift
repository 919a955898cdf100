import ControlSpecCore

/// One possible outcome of offering an event to every region of a configuration.
///
/// Each region takes at most one transition, all chosen against the configuration before the
/// event; all `set` assignments read the values before the event and are applied together.
struct Step: Sendable {
    /// A `set` whose result left its property's range (the successor keeps the clamped value).
    struct RangeViolation: Sendable {
        var transition: Int
        var action: Int
        var variable: Int
        var attempted: Int
        /// The full valuation (inputs included) before the event.
        var valuation: [Int]
    }

    /// The transition each region takes, nil where it ignores the event.
    var fired: [Int?]
    /// The input values under which this outcome happens (non-input variables fixed).
    var condition: Constraint
    /// A valuation (inputs included) where it happens: the witness of what the step shows.
    var witness: [Int]
    /// The configurations after the event; several when a `set` copies an input's value.
    var successors: [[Int]]
    var violations: [RangeViolation]
    /// Whether more input values would have to be copied than the caller allowed: the
    /// successors are then incomplete.
    var isTruncated = false

    /// Every outcome of `event` at `configuration`, given each region's dispatch there; at most
    /// `limit` copied input valuations per outcome.
    static func outcomes(
        _ machine: CompiledMachine, from configuration: [Int], dispatches: [RegionDispatch],
        limit: Int = Int.max
    ) -> [Step] {
        let table = machine.table
        var partial: [(fired: [Int?], condition: Constraint)] = [
            ([], Constraint([table.box(of: configuration)]))
        ]
        for dispatch in dispatches {
            var grown: [(fired: [Int?], condition: Constraint)] = []
            grown.reserveCapacity(partial.count * (dispatch.selected.count + 1))
            for prefix in partial {
                // Each selected transition, then ignoring the event where nothing is selected.
                for index in 0...dispatch.selected.count {
                    let option = index < dispatch.selected.count ? dispatch.selected[index] : nil
                    let condition = option?.condition ?? dispatch.ignored
                    guard option != nil || condition.isSatisfiable else { continue }
                    let both = prefix.condition.intersection(condition)
                    guard both.isSatisfiable else { continue }
                    var fired = prefix.fired
                    fired.append(option?.transition)
                    grown.append((fired, both))
                }
            }
            partial = grown
        }
        return partial.map { apply($0.fired, under: $0.condition, machine, configuration, limit: limit) }
    }

    /// The outcome of `fired` (per region, the transition taken or nil) where `condition` holds
    /// at `configuration`: the condition's configuration variables are fixed there or free (see
    /// `ProjectedGuard`), its input variables say which inputs allow it. At most `limit` copied
    /// input valuations. A copied input takes every value of its box, or with `classes` the lowest
    /// value of each piece of the box whose copies the exploration tells apart.
    static func apply(
        _ fired: [Int?], under condition: Constraint, _ machine: CompiledMachine, _ configuration: [Int],
        limit: Int, classes: ValueClasses? = nil
    ) -> Step {
        let table = machine.table
        // Inputs an assignment copies must be enumerated; everything else is fixed.
        var copied: [Int] = []
        for number in fired {
            guard let number else { continue }
            for assignment in machine.transitions[number].assignments {
                switch assignment.value {
                case .negation(let source), .offset(let source, _):
                    if source >= table.configurationCount && !copied.contains(source) {
                        copied.append(source)
                    }
                case .constant: break
                }
            }
        }
        if copied.isEmpty, limit >= 1, condition.boxes.count == 1, let box = condition.boxes.first {
            // One valuation stands for the whole box: the usual step, without a set of points.
            return build(
                fired, condition, valuations: [box.lowestPoint(at: configuration)], machine, configuration)
        }
        var valuations: [[Int]] = []
        var seen: Set<[Int]> = []
        var truncated = false
        for box in condition.boxes where !truncated {
            var points: [[Int]] = [box.lowestPoint(at: configuration)]
            for variable in copied where !truncated {
                let range = box.bounds[variable]
                var grown: [[Int]] = []
                for point in points {
                    var value = range.lo
                    while value <= range.hi {
                        guard grown.count < limit else {
                            truncated = true
                            break
                        }
                        var next = point
                        next[variable] = value
                        grown.append(next)
                        let following =
                            classes.map { $0.nextCopied(after: value, of: variable) } ?? value.next
                        guard let following else { break }
                        value = following
                    }
                    if truncated { break }
                }
                points = grown
            }
            for point in points where seen.insert(point).inserted { valuations.append(point) }
            truncated = truncated || valuations.count > limit
        }
        var step = build(fired, condition, valuations: valuations, machine, configuration)
        step.isTruncated = truncated
        return step
    }

    private static func build(
        _ fired: [Int?], _ condition: Constraint, valuations: [[Int]], _ machine: CompiledMachine,
        _ configuration: [Int]
    ) -> Step {
        let table = machine.table
        var step = Step(
            fired: fired, condition: condition, witness: valuations.first ?? configuration, successors: [],
            violations: [])
        var successors: Set<[Int]> = []
        for valuation in valuations {
            var next = Array(configuration[0..<table.configurationCount])
            for region in fired.indices {
                if let number = fired[region] {
                    next[region] = machine.transitions[number].target
                    machine.history?.apply(number, region: region, at: configuration, into: &next)
                    machine.animationTimers?.apply(number, region: region, at: configuration, into: &next)
                    machine.couple(number, at: configuration, into: &next)
                }
            }
            for region in fired.indices {
                guard let number = fired[region] else { continue }
                for assignment in machine.transitions[number].assignments {
                    let variable = table.variables[assignment.variable]
                    var value: Int
                    var overflow = false
                    switch assignment.value {
                    case .constant(let constant): value = constant
                    case .negation(let source): value = valuation[source] == 0 ? 1 : 0
                    case .offset(let source, let amount):
                        let sum = valuation[source].addingReportingOverflow(amount)
                        overflow = sum.overflow
                        value = overflow ? (amount < 0 ? Int.min : Int.max) : sum.partialValue
                    }
                    if overflow || !variable.domain.contains(value) {
                        step.violations.append(
                            RangeViolation(
                                transition: number, action: assignment.action, variable: assignment.variable,
                                attempted: value, valuation: valuation))
                        value = min(max(value, variable.domain.lo), variable.domain.hi)
                    }
                    if assignment.variable < table.configurationCount { next[assignment.variable] = value }
                }
            }
            if valuations.count == 1 {
                step.successors = [next]
            } else if successors.insert(next).inserted {
                step.successors.append(next)
            }
        }
        return step
    }
}

extension Int {
    /// The next integer, or nil after `Int.max`.
    fileprivate var next: Int? { self == Int.max ? nil : self + 1 }
}
