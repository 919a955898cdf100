import ControlSpecCore

/// A variant (`variants:`) that no values of the properties can choose: its guard holds for none of
/// them, or an earlier variant's holds wherever its does, so the earlier one is always chosen.
///
/// Decided exactly over the properties' whole domains by the guards' own rules
/// (`Expression.holds(reading:)`, what `render` chooses with): every bool, every enum case, and for
/// an int each bound of its range and each value next to a constant a guard compares it with (the
/// guards cannot tell the values between apart). What it reports is certain. It does not narrow the
/// domains to the values reachable in the variant's state, and it skips the variants of a state
/// whose guards read a double, a number expression or two ints compared with each other, or that
/// would take more than `pointLimit` points: a variant it does not report may still never be chosen.
enum UnreachableVariants: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unreachable-variant", severity: .warning, stage: .analyze,
            summary: "A variant of a state's look that is never chosen.",
            explanation:
                "A state's `variants:` are tried in order and the first whose guard holds is shown. A variant whose guard holds for no values of the properties, or whose guard holds only where an earlier variant's does, is never shown.",
            proof:
                "its guard holds at no point of the properties' domains, or only where an earlier variant's holds (decided over whole domains, not reachable values; guards reading doubles are not checked).",
            fix:
                "Correct the guard (here `count` never exceeds 5), or move the variant before the one that hides it.",
            example: DiagnosticExample(
                at: SourceLocation(line: 11, column: 17),
                spec: #"""
                    control: Dots
                    properties:
                      count: { type: int, range: [0, 5], input: true }
                    images:
                      dot: { symbol: circle }
                      ring: { symbol: circle.circle }
                    initial: shown
                    states:
                      shown:
                        image: dot
                        variants: [ { when: "count > 5", image: ring } ]
                    transitions: []
                    """#),
            passing: [
                #"""
                control: Dots
                properties:
                  count: { type: int, range: [0, 5], input: true }
                images:
                  dot: { symbol: circle }
                  ring: { symbol: circle.circle }
                initial: shown
                states:
                  shown:
                    image: dot
                    variants: [ { when: "count > 4", image: ring } ]
                transitions: []
                """#
            ]))

    /// The most points of the properties' domains one state's variants are decided at.
    static let pointLimit = 100_000

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let properties = Dictionary(
            analysis.control.properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for state in analysis.control.regions.flatMap(\.states) where !state.variants.isEmpty {
            guard let points = points(of: state.variants.map(\.condition), properties: properties) else {
                continue
            }
            var holds = Array(repeating: false, count: state.variants.count)
            var chosen = holds
            for point in points {
                var first = true
                for (index, variant) in state.variants.enumerated()
                where variant.condition.holds(reading: { point[$0] }) {
                    holds[index] = true
                    if first { chosen[index] = true }
                    first = false
                }
            }
            for (index, variant) in state.variants.enumerated() where !chosen[index] {
                let why =
                    holds[index]
                    ? "an earlier variant's guard holds wherever its does; move it before them or narrow them"
                    : "its guard holds for no values of the properties; correct it or remove the variant"
                reporter.report(
                    .unreachableVariant,
                    "the variant 'when: \(variant.text)' of state '\(state.path)' is never chosen: \(why)",
                    at: variant.location, suppress: state.suppress)
            }
        }
    }

    /// Every point the guards can tell apart: each property they read at each value that matters
    /// (`holds` reads the rest as unknown); nil when a guard reads what this check does not decide.
    private static func points(of guards: [Expression], properties: [String: Property]) -> [[String: Value]]?
    {
        var compared: [String: Set<Int>] = [:]
        var names: [String] = []
        func walk(_ node: Expression) -> Bool {
            switch node.kind {
            case .bool, .int, .enumCase: return true
            case .number: return false
            case .reference(let name):
                guard let property = properties[name], property.type != .double else { return false }
                if !names.contains(name) { names.append(name) }
                return true
            case .not(let operand): return walk(operand)
            case .binary(_, let lhs, let rhs):
                switch (lhs.kind, rhs.kind) {
                case (.reference(let name), .int(let value)), (.int(let value), .reference(let name)):
                    compared[name, default: []].insert(value)
                case (.reference(let left), .reference(let right)):
                    if case .int = properties[left]?.type, case .int = properties[right]?.type {
                        return false
                    }
                default: break
                }
                return walk(lhs) && walk(rhs)
            }
        }
        guard guards.allSatisfy(walk) else { return nil }
        var points: [[String: Value]] = [[:]]
        for name in names {
            guard let property = properties[name] else { return nil }
            let values: [Value]
            switch property.type {
            case .bool: values = [.bool(false), .bool(true)]
            case .enum(let cases): values = cases.map { .enumCase($0.value) }
            case .int(let range):
                let range = range ?? PropertyType.defaultIntRange
                var numbers: Set<Int> = [range.lowerBound, range.upperBound]
                for constant in compared[name] ?? [] {
                    for value in [constant &- 1, constant, constant &+ 1] where range.contains(value) {
                        numbers.insert(value)
                    }
                }
                values = numbers.sorted().map(Value.int)
            default: return nil
            }
            guard points.count * max(values.count, 1) <= pointLimit else { return nil }
            points = points.flatMap { point in
                values.map { value in
                    var next = point
                    next[name] = value
                    return next
                }
            }
        }
        return points
    }
}

extension DiagnosticCode {
    package static var unreachableVariant: DiagnosticCode { UnreachableVariants.code }
}
