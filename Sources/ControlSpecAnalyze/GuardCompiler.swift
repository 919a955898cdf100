import ControlSpecCore

/// Translates guard expressions into exact constraints (unions of boxes) over a `VariableTable`.
///
/// Negation is pushed to the atoms, so the result is a disjunctive normal form whose atoms are
/// intervals: `count != 3` becomes two boxes, `press == .down` one. Comparing two variables
/// (`a < b`) splits on the values of the one with the smaller domain, which stays exact. The model
/// is type-checked before analysis; a name or literal that does not resolve yields `never`.
struct GuardCompiler {
    let table: VariableTable

    /// The valuations where `expression` holds.
    func constraint(_ expression: Expression) -> Constraint {
        var capped = false
        return constraint(expression, negated: false, capped: &capped)
    }

    /// Most boxes an `&&` of two multi-box constraints may produce. `(a || b) && (c || d) && …`
    /// multiplies out exponentially; past the limit the conjunction is taken as the whole space, an
    /// over-approximation that `isExact(_:)` reports, so the analysis falls back to its
    /// conservative form instead of running for minutes.
    static let boxLimit = 256

    private enum Operand {
        case variable(Int)
        case constant(Int)
        case enumCase(String)
        case formula(Expression)
    }

    private func constraint(_ expression: Expression, negated: Bool, capped: inout Bool) -> Constraint {
        let universe = table.universe
        switch expression.kind {
        case .bool(let flag):
            return flag != negated ? Constraint([universe]) : .never
        case .int, .enumCase, .number:
            return .never
        case .binary(let comparison, _, _)
        where comparison != .and && comparison != .or
            && NumberComparison(expression, doubles: table.numbers.doubles) != nil:
            guard let number = NumberComparison(expression, doubles: table.numbers.doubles) else {
                return .never
            }
            return numbers(number, negated: negated)
        case .reference(let name):
            guard let index = table.index(of: name), table.variables[index].kind == .property(bool: true)
            else { return .never }
            return atom(index, Interval(negated ? 0 : 1, negated ? 0 : 1))
        case .not(let operand):
            return constraint(operand, negated: !negated, capped: &capped)
        case .binary(let op, let lhs, let rhs) where op == .and || op == .or:
            let isAnd = op == .and
            let left = constraint(lhs, negated: negated, capped: &capped)
            let right = constraint(rhs, negated: negated, capped: &capped)
            return isAnd != negated ? intersection(left, right, capped: &capped) : left.union(right)
        case .binary(let comparison, let lhs, let rhs):
            return compare(operand(lhs), comparison, operand(rhs), negated: negated, capped: &capped)
        }
    }

    /// `left ∩ right`, or the whole space (and `capped`) when it would exceed `boxLimit` boxes.
    private func intersection(_ left: Constraint, _ right: Constraint, capped: inout Bool) -> Constraint {
        guard left.boxes.count * right.boxes.count <= max(Self.boxLimit, left.boxes.count, right.boxes.count)
        else {
            capped = true
            return Constraint([table.universe])
        }
        return left.intersection(right)
    }

    private func operand(_ expression: Expression) -> Operand {
        switch expression.kind {
        case .bool(let flag): .constant(flag ? 1 : 0)
        case .int(let number): .constant(number)
        case .enumCase(let name): .enumCase(name)
        case .reference(let name): table.index(of: name).map(Operand.variable) ?? .formula(expression)
        case .not, .binary, .number: .formula(expression)
        }
    }

    private func compare(
        _ lhs: Operand, _ comparison: BinaryOperator, _ rhs: Operand, negated: Bool, capped: inout Bool
    ) -> Constraint {
        let op = negated ? comparison.negation : comparison
        switch (lhs, rhs) {
        case (.formula, _), (_, .formula):
            return compareFormulas(lhs, op, rhs, capped: &capped)
        case (.variable(let index), .variable(let other)):
            return compareVariables(index, op, other)
        case (.variable(let index), _):
            guard let value = resolve(rhs, against: index) else { return .never }
            return atoms(index, op, value)
        case (_, .variable(let index)):
            guard let value = resolve(lhs, against: index) else { return .never }
            return atoms(index, op.mirrored, value)
        case (.constant(let left), .constant(let right)):
            return op.holds(left, right) ? Constraint([table.universe]) : .never
        default:
            // Two enum-case literals: equal exactly when they name the same case.
            guard case .enumCase(let left) = lhs, case .enumCase(let right) = rhs,
                op == .equal || op == .notEqual
            else { return .never }
            return (left == right) == (op == .equal) ? Constraint([table.universe]) : .never
        }
    }

    /// `lhs == rhs` or `lhs != rhs` where a side is itself a boolean formula.
    private func compareFormulas(
        _ lhs: Operand, _ op: BinaryOperator, _ rhs: Operand, capped: inout Bool
    ) -> Constraint {
        guard op == .equal || op == .notEqual,
            let leftTrue = truth(lhs, negated: false, capped: &capped),
            let leftFalse = truth(lhs, negated: true, capped: &capped),
            let rightTrue = truth(rhs, negated: false, capped: &capped),
            let rightFalse = truth(rhs, negated: true, capped: &capped)
        else { return .never }
        let same = intersection(leftTrue, rightTrue, capped: &capped)
            .union(intersection(leftFalse, rightFalse, capped: &capped))
        let different = intersection(leftTrue, rightFalse, capped: &capped)
            .union(intersection(leftFalse, rightTrue, capped: &capped))
        return op == .equal ? same : different
    }

    private func truth(_ operand: Operand, negated: Bool, capped: inout Bool) -> Constraint? {
        switch operand {
        case .formula(let expression): constraint(expression, negated: negated, capped: &capped)
        case .variable(let index): atom(index, Interval(negated ? 0 : 1, negated ? 0 : 1))
        case .constant(let value): (value != 0) != negated ? Constraint([table.universe]) : .never
        case .enumCase: nil
        }
    }

    private func resolve(_ operand: Operand, against index: Int) -> Int? {
        switch operand {
        case .constant(let value): value
        case .enumCase(let name): table.variables[index].caseNames.firstIndex(of: name)
        case .variable, .formula: nil
        }
    }

    /// `variable op value` as at most two boxes.
    private func atoms(_ index: Int, _ op: BinaryOperator, _ value: Int) -> Constraint {
        switch op {
        case .equal: return atom(index, Interval(value, value))
        case .notEqual: return atoms(index, .less, value).union(atoms(index, .greater, value))
        case .less: return value == Int.min ? .never : atom(index, Interval(Int.min, value - 1))
        case .lessOrEqual: return atom(index, Interval(Int.min, value))
        case .greater: return value == Int.max ? .never : atom(index, Interval(value + 1, Int.max))
        case .greaterOrEqual: return atom(index, Interval(value, Int.max))
        case .and, .or: return .never
        }
    }

    /// Most values of one variable a comparison of two variables is split on.
    static let splitLimit = 100_000

    /// `a op b` for two variables. Only where the split variable's value lies within one of the
    /// other's domain does each value need its own box; below and above, one box each.
    /// Beyond `splitLimit` values the result is the whole space (an over-approximation that
    /// `isExact(_:)` reports).
    private func compareVariables(_ lhs: Int, _ op: BinaryOperator, _ rhs: Int) -> Constraint {
        guard let (split, other, window) = splitPlan(lhs, rhs) else { return Constraint([table.universe]) }
        let direction = split == lhs ? op.mirrored : op
        let domain = table.variables[split].domain
        var pieces: [Interval] = []
        if domain.lo < window.lo { pieces.append(Interval(domain.lo, window.lo - 1)) }
        if !window.isEmpty { pieces += (window.lo...window.hi).map { Interval($0, $0) } }
        if window.hi < domain.hi {
            pieces.append(Interval(window.isEmpty ? domain.lo : window.hi + 1, domain.hi))
        }
        var boxes: [Box] = []
        for piece in pieces where !piece.isEmpty {
            // Within a piece `other direction value` is the same for every value: use its lowest.
            for box in atoms(other, direction, piece.lo).boxes {
                if let narrowed = box.narrowed(split, to: piece) { boxes.append(narrowed) }
            }
        }
        return Constraint(boxes)
    }

    /// Which variable to split on, the other one, and the values of the split variable that
    /// need a box each (those within one of the other's domain); nil beyond `splitLimit`.
    private func splitPlan(_ lhs: Int, _ rhs: Int) -> (split: Int, other: Int, window: Interval)? {
        func size(_ interval: Interval) -> Int {
            let (difference, overflow) = interval.hi.subtractingReportingOverflow(interval.lo)
            return overflow ? Int.max : difference
        }
        let left = table.variables[lhs].domain
        let right = table.variables[rhs].domain
        let (split, other) = size(left) <= size(right) ? (lhs, rhs) : (rhs, lhs)
        let around = table.variables[other].domain
        let near = Interval(
            around.lo == Int.min ? Int.min : around.lo - 1, around.hi == Int.max ? Int.max : around.hi + 1)
        let window = table.variables[split].domain.intersection(near)
        guard window.isEmpty || size(window) < Self.splitLimit else { return nil }
        return (split, other, window)
    }

    /// Whether `expression` translates exactly: no comparison of two variables beyond
    /// `splitLimit` values, no conjunction beyond `boxLimit` boxes.
    func isExact(_ expression: Expression) -> Bool {
        var capped = false
        _ = constraint(expression, negated: false, capped: &capped)
        return !capped && splitsExactly(expression)
    }

    private func splitsExactly(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .bool, .int, .enumCase, .reference, .number: return true
        case .not(let operand): return splitsExactly(operand)
        case .binary(let op, let lhs, let rhs):
            if op != .and, op != .or, case .reference(let left) = lhs.kind,
                case .reference(let right) = rhs.kind,
                let leftIndex = table.index(of: left), let rightIndex = table.index(of: right),
                table.variables[leftIndex].kind == .property(bool: false),
                table.variables[rightIndex].kind == .property(bool: false)
            {
                return splitPlan(leftIndex, rightIndex) != nil
            }
            return splitsExactly(lhs) && splitsExactly(rhs)
        }
    }

    /// A comparison of numbers (`NumberAtoms`): the classes of its form where it holds, its free
    /// yes/no, or its constant truth. Negated over the reals (`!(touch.fx < 0.5)` is `touch.fx >=
    /// 0.5`).
    private func numbers(_ comparison: NumberComparison, negated: Bool) -> Constraint {
        switch table.numbers.atom(comparison) {
        case .constant(let holds):
            return holds != negated ? Constraint([table.universe]) : .never
        case .free(let index, let positive):
            let value = positive != negated ? 1 : 0
            return atom(table.variable(ofFree: index), Interval(value, value))
        case .bound(let form, let op, let value):
            let variable = table.variable(ofForm: form)
            let intervals = table.numbers.classes(form: form, op: negated ? op.negation : op, value: value)
            return intervals.reduce(Constraint.never) { $0.union(atom(variable, $1)) }
        }
    }

    /// The forms of `numbers` whose comparisons `expression` holds, each once.
    func formsRead(by expression: Expression) -> [Int] {
        var forms: [Int] = []
        table.numbers.forEachComparison(expression) { comparison, _ in
            if case .bound(let form, _, _) = table.numbers.atom(comparison), !forms.contains(form) {
                forms.append(form)
            }
        }
        return forms
    }

    /// The variables of the free yes/no `expression` holds, each once.
    func freeRead(by expression: Expression) -> [Int] {
        var result: [Int] = []
        table.numbers.forEachComparison(expression) { comparison, _ in
            if case .free(let index, _) = table.numbers.atom(comparison) {
                let variable = table.variable(ofFree: index)
                if !result.contains(variable) { result.append(variable) }
            }
        }
        return result
    }

    private func atom(_ index: Int, _ interval: Interval) -> Constraint {
        table.universe.narrowed(index, to: interval).map { Constraint([$0]) } ?? .never
    }
}

extension BinaryOperator {
    /// The comparison that holds exactly when this one does not.
    var negation: BinaryOperator {
        switch self {
        case .equal: .notEqual
        case .notEqual: .equal
        case .less: .greaterOrEqual
        case .lessOrEqual: .greater
        case .greater: .lessOrEqual
        case .greaterOrEqual: .less
        case .and: .or
        case .or: .and
        }
    }

    /// The comparison with its operands swapped (`a < b` is `b > a`).
    var mirrored: BinaryOperator {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        case .equal, .notEqual, .and, .or: self
        }
    }
}
