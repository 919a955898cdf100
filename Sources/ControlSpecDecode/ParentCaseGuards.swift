import ControlSpecCore

/// A parent's name in a guard that reads a region (`media == .playing`): true in every state below
/// the parent. The decoder rewrites each such comparison into the comparisons of the parent's
/// leaves (`media == .buffering || media == .running`; `!=` into `&&` of `!=`), so the analysis,
/// the generated Swift and the page read leaves only, as they always have.
extension Control {
    /// The control with every comparison of a region with one of its parents' names rewritten
    /// over the parent's leaves; the control itself when no region with parents is read.
    func expandingParentCases() -> Control {
        var leavesOf: [String: [String: [String]]] = [:]
        for region in regions where !region.parents.isEmpty {
            guard let name = region.name?.value else { continue }
            leavesOf[name] = Dictionary(
                region.parents.map { ($0.name.value, $0.leaves) }, uniquingKeysWith: { first, _ in first })
        }
        guard !leavesOf.isEmpty else { return self }
        var control = self
        for region in control.regions.indices {
            for position in control.regions[region].transitions.indices {
                guard
                    case .expression(let guardExpression) = control.regions[region].transitions[position]
                        .condition
                else { continue }
                control.regions[region].transitions[position].condition = .expression(
                    Self.expanding(guardExpression, leavesOf))
            }
        }
        return control
    }

    private static func expanding(_ expression: Expression, _ leavesOf: [String: [String: [String]]])
        -> Expression
    {
        switch expression.kind {
        case .bool, .int, .enumCase, .reference, .number: return expression
        case .not(let operand): return Expression(.not(expanding(operand, leavesOf)), at: expression.location)
        case .binary(let op, let lhs, let rhs):
            if op == .equal || op == .notEqual,
                let leaves = parentLeaves(lhs, rhs, leavesOf) ?? parentLeaves(rhs, lhs, leavesOf)
            {
                let region = lhs.isEnumCase ? rhs : lhs
                let join: BinaryOperator = op == .equal ? .or : .and
                let comparisons = leaves.map { leaf in
                    Expression(
                        .binary(
                            op, region, Expression(.enumCase(leaf), at: (lhs.isEnumCase ? lhs : rhs).location)
                        ),
                        at: expression.location)
                }
                return comparisons.dropFirst().reduce(comparisons[0]) {
                    Expression(.binary(join, $0, $1), at: expression.location)
                }
            }
            return Expression(
                .binary(op, expanding(lhs, leavesOf), expanding(rhs, leavesOf)), at: expression.location)
        }
    }

    /// The leaves of the parent `side` names when `other` reads the region it is in.
    private static func parentLeaves(
        _ other: Expression, _ side: Expression, _ leavesOf: [String: [String: [String]]]
    ) -> [String]? {
        guard case .reference(let region) = other.kind, case .enumCase(let name) = side.kind,
            let leaves = leavesOf[region]?[name], !leaves.isEmpty
        else { return nil }
        return leaves
    }
}

extension Expression {
    fileprivate var isEnumCase: Bool {
        if case .enumCase = kind { return true }
        return false
    }
}
