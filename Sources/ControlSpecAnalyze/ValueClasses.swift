import ControlSpecCore

/// Int state properties whose values the exploration represents by **classes**: intervals of
/// values that no guard, `set:` or check can tell apart.
///
/// An int state property qualifies when no `set:` reads it (no `count + 1`, no copy into another
/// property): then its value only ever meets guards, and every box of every compiled guard
/// (`ProjectedGuard`, and the rule's complements built from them) bounds it by intervals whose
/// ends are the values the guards compare it with. Cutting the domain at those ends gives classes
/// such that two configurations differing only inside classes enable the same candidates under
/// the same inputs, take the same steps, and have successors that again differ only inside
/// classes. The exploration therefore keeps one configuration per class: the first one it
/// discovers, with its concrete values, which is exactly the configuration the enumeration would
/// have found first in that class, so every finding and every witness stays the same.
///
/// A `set:` that copies an input into such a property (`level: wanted + 0`) then needs one input
/// value per class the copy can land in, and one per side of the property's range (a value out
/// of range is reported with the lowest value that leaves it): `copyStarts` lists where each of
/// those pieces of the input begins. An input that is also copied into a property without classes
/// keeps every value.
struct ValueClasses: Sendable {
    /// Per variable: the lowest value of each class, ascending (the first is the domain's lower
    /// bound); nil when every value is its own class.
    private let starts: [[Int]?]
    /// Per variable: for an input, where each piece of its values a copy must tell apart begins,
    /// ascending; nil when every value matters.
    private let copyStarts: [[Int]?]

    /// Every value its own class: the plain enumeration.
    static func enumerating(_ table: VariableTable) -> ValueClasses {
        let none = [[Int]?](repeating: nil, count: table.variables.count)
        return ValueClasses(starts: none, copyStarts: none)
    }

    private init(starts: [[Int]?], copyStarts: [[Int]?]) {
        self.starts = starts
        self.copyStarts = copyStarts
    }

    /// The classes of `machine`'s int state properties, where they are exact.
    init(_ machine: CompiledMachine) {
        let table = machine.table
        let variables = table.variables
        var eligible = variables.indices.map { index in
            index >= machine.control.regions.count && index < table.configurationCount
                && variables[index].kind == .property(bool: false) && variables[index].caseNames.isEmpty
        }
        for transition in machine.transitions {
            for assignment in transition.assignments {
                switch assignment.value {
                case .negation(let source), .offset(let source, _): eligible[source] = false
                case .constant: break
                }
            }
        }
        var cuts: [Set<Int>] = variables.map { [$0.domain.lo] }
        for projected in machine.projectedGuards {
            for part in projected?.parts ?? [] {
                for check in part.checks where eligible[check.variable] {
                    let domain = variables[check.variable].domain
                    cuts[check.variable].insert(max(check.interval.lo, domain.lo))
                    if check.interval.hi < domain.hi { cuts[check.variable].insert(check.interval.hi + 1) }
                }
            }
        }
        let starts = variables.indices.map { index in eligible[index] ? cuts[index].sorted() : nil }
        self.starts = starts
        // Where a copied input's value changes the copy's outcome: a class boundary of its target
        // or an end of the target's range, shifted by the offset.
        var copyCuts: [Set<Int>?] = variables.map { _ in [] }
        for transition in machine.transitions {
            for assignment in transition.assignments {
                switch assignment.value {
                case .constant: continue
                case .negation(let source) where variables[source].isInput: copyCuts[source] = nil
                case .negation: continue
                case .offset(let source, let amount):
                    guard variables[source].isInput else { continue }
                    let target = assignment.variable
                    let domain = variables[target].domain
                    let targetStarts = target >= table.configurationCount ? [domain.lo] : starts[target]
                    guard let targetStarts, copyCuts[source] != nil else {
                        copyCuts[source] = nil
                        continue
                    }
                    for boundary in targetStarts + (domain.hi == Int.max ? [] : [domain.hi + 1]) {
                        let (value, overflow) = boundary.subtractingReportingOverflow(amount)
                        if !overflow { copyCuts[source]?.insert(value) }
                    }
                }
            }
        }
        copyStarts = copyCuts.map { $0?.sorted() }
    }

    /// Whether variable `index` has classes (otherwise each value is its own).
    func hasClasses(_ index: Int) -> Bool { starts[index] != nil }

    /// The class of `value` of variable `index` (its position among the classes), or the value
    /// itself when the variable has no classes.
    func code(of value: Int, at index: Int) -> Int {
        guard let starts = starts[index] else { return value }
        return position(of: value, in: starts)
    }

    /// The next value of input `index` after `value` whose copy may differ from `value`'s, or nil
    /// when there is none.
    func nextCopied(after value: Int, of index: Int) -> Int? {
        guard let starts = copyStarts[index] else {
            return value == Int.max ? nil : value + 1
        }
        let next = position(of: value, in: starts) + 1
        return next < starts.count ? starts[next] : nil
    }

    /// The index of the last start at or below `value`, or -1 when `value` lies below every start.
    private func position(of value: Int, in starts: [Int]) -> Int {
        var low = -1
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
