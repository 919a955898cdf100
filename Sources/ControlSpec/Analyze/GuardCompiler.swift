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
        constraint(expression, negated: false)
    }

    private enum Operand {
        case variable(Int)
        case constant(Int)
        case enumCase(String)
        case formula(Expression)
    }

    private func constraint(_ expression: Expression, negated: Bool) -> Constraint {
        let universe = table.universe
        switch expression.kind {
        case .bool(let flag):
            return flag != negated ? Constraint([universe]) : .never
        case .int, .enumCase:
            return .never
        case .reference(let name):
            guard let index = table.index(of: name), table.variables[index].kind == .property(bool: true)
            else { return .never }
            return atom(index, Interval(negated ? 0 : 1, negated ? 0 : 1))
        case .not(let operand):
            return constraint(operand, negated: !negated)
        case .binary(let op, let lhs, let rhs) where op == .and || op == .or:
            let isAnd = op == .and
            let left = constraint(lhs, negated: negated)
            let right = constraint(rhs, negated: negated)
            return isAnd != negated ? left.intersection(right) : left.union(right)
        case .binary(let comparison, let lhs, let rhs):
            return compare(operand(lhs), comparison, operand(rhs), negated: negated)
        }
    }

    private func operand(_ expression: Expression) -> Operand {
        switch expression.kind {
        case .bool(let flag): .constant(flag ? 1 : 0)
        case .int(let number): .constant(number)
        case .enumCase(let name): .enumCase(name)
        case .reference(let name): table.index(of: name).map(Operand.variable) ?? .formula(expression)
        case .not, .binary: .formula(expression)
        }
    }

    private func compare(
        _ lhs: Operand, _ comparison: BinaryOperator, _ rhs: Operand, negated: Bool
    ) -> Constraint {
        let op = negated ? comparison.negation : comparison
        switch (lhs, rhs) {
        case (.formula, _), (_, .formula):
            return compareFormulas(lhs, op, rhs)
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
    private func compareFormulas(_ lhs: Operand, _ op: BinaryOperator, _ rhs: Operand) -> Constraint {
        guard op == .equal || op == .notEqual,
            let leftTrue = truth(lhs, negated: false), let leftFalse = truth(lhs, negated: true),
            let rightTrue = truth(rhs, negated: false), let rightFalse = truth(rhs, negated: true)
        else { return .never }
        let same = leftTrue.intersection(rightTrue).union(leftFalse.intersection(rightFalse))
        let different = leftTrue.intersection(rightFalse).union(leftFalse.intersection(rightTrue))
        return op == .equal ? same : different
    }

    private func truth(_ operand: Operand, negated: Bool) -> Constraint? {
        switch operand {
        case .formula(let expression): constraint(expression, negated: negated)
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
        let low = Int.min / 4
        let high = Int.max / 4
        switch op {
        case .equal: return atom(index, Interval(value, value))
        case .notEqual:
            return atom(index, Interval(low, value - 1)).union(atom(index, Interval(value + 1, high)))
        case .less: return atom(index, Interval(low, value - 1))
        case .lessOrEqual: return atom(index, Interval(low, value))
        case .greater: return atom(index, Interval(value + 1, high))
        case .greaterOrEqual: return atom(index, Interval(value, high))
        case .and, .or: return .never
        }
    }

    /// `a op b` for two variables: split on each value of the smaller domain.
    private func compareVariables(_ lhs: Int, _ op: BinaryOperator, _ rhs: Int) -> Constraint {
        let left = table.variables[lhs].domain
        let right = table.variables[rhs].domain
        let splitLeft = left.hi - left.lo <= right.hi - right.lo
        let (split, other) = splitLeft ? (lhs, rhs) : (rhs, lhs)
        let direction = splitLeft ? op.mirrored : op
        var boxes: [Box] = []
        let domain = table.variables[split].domain
        for value in domain.lo...max(domain.lo, domain.hi) where !domain.isEmpty {
            // `other direction value`, restricted to split == value.
            for box in atoms(other, direction, value).boxes {
                if let narrowed = box.narrowed(split, to: Interval(value, value)) { boxes.append(narrowed) }
            }
        }
        return Constraint(boxes)
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

    /// Whether the comparison holds between two codes.
    func holds(_ lhs: Int, _ rhs: Int) -> Bool {
        switch self {
        case .equal: lhs == rhs
        case .notEqual: lhs != rhs
        case .less: lhs < rhs
        case .lessOrEqual: lhs <= rhs
        case .greater: lhs > rhs
        case .greaterOrEqual: lhs >= rhs
        case .and: lhs != 0 && rhs != 0
        case .or: lhs != 0 || rhs != 0
        }
    }
}
