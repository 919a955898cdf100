import ControlSpecCore
import ControlSpecGenerate

/// Translates guards and `set:` values to JavaScript expressions over `old` (the properties before
/// the event) and `source` (every region's state before the event). Ints are BigInts, enum cases
/// and states strings, so `===` compares them by value. `reads` records what the expressions use,
/// so the dispatch declares only that.
struct JavaScriptGuard {
    /// What the translated expressions read and call.
    final class Reads {
        /// `old`, the properties before the event.
        var properties = false
        /// `source`, the regions' states before the event.
        var states = false
        /// The `clampedOffset` helper.
        var clampedOffset = false
        /// The `specArithmetic` helpers of a `double`'s computed value.
        var arithmetic = false
        /// `point`, where the finger is (`touch.x`, …).
        var touch = false
    }

    let plan: GenerationPlan
    let reads: Reads

    /// The guard as a JavaScript condition, fully parenthesized.
    func condition(_ expression: Expression) -> String {
        if let comparison = NumberComparison(expression, doubles: plan.doubles) {
            // Numbers compare as JavaScript numbers: with NaN false (`!==` true), as in Swift.
            let symbol =
                comparison.op == .equal ? "===" : comparison.op == .notEqual ? "!==" : comparison.op.rawValue
            reads.arithmetic = true
            return "(" + number(comparison.lhs) + " " + symbol + " " + number(comparison.rhs) + ")"
        }
        switch expression.kind {
        case .bool(let value): return "\(value)"
        case .int(let value): return JavaScriptLiteral.integer(value)
        case .enumCase(let name): return JavaScriptLiteral.string(name)
        case .reference(let name): return read(name)
        case .number(let number): return self.number(number)
        case .not(let operand): return "!" + condition(operand)
        case .binary(let op, let left, let right):
            let symbol: String
            switch op {
            case .equal: symbol = "==="
            case .notEqual: symbol = "!=="
            default: symbol = op.rawValue
            }
            return "(" + condition(left) + " " + symbol + " " + condition(right) + ")"
        }
    }

    /// The new value of `action`'s property, read against the values before the event.
    func value(of action: Action) -> String {
        switch action.value.value {
        case .bool(let value): return "\(value)"
        case .int(let value): return JavaScriptLiteral.integer(value)
        case .enumCase(let name): return JavaScriptLiteral.string(name)
        case .negation(let source): return "!" + read(source)
        case .offset(let source, let amount):
            var range = PropertyType.defaultIntRange
            if case .int(let declared?) = plan.property(action.property.value)?.property.type {
                range = declared
            }
            reads.clampedOffset = true
            return "clampedOffset(\(read(source)), \(JavaScriptLiteral.integer(amount)), "
                + "\(JavaScriptLiteral.integer(range.lowerBound)), \(JavaScriptLiteral.integer(range.upperBound)))"
        case .number(let expression):
            reads.arithmetic = true
            return "specArithmetic.finite(\(number(expression)), \(read(action.property.value)))"
        }
    }

    /// A number a text computes (`ComputedText`), as a function of the properties `old`.
    func computed(_ expression: NumberExpression) -> String { "(old) => " + number(expression) }

    /// A `double`'s computed value as JavaScript numbers, every operation parenthesized; an int
    /// property (a BigInt) becomes a number through `double(…)`.
    private func number(_ expression: NumberExpression) -> String {
        switch expression.kind {
        // `-0` keeps its sign, as the Swift literal `-0.0` does.
        case .literal(let value):
            return value == 0 && value.sign == .minus ? "-0" : JavaScriptLiteral.number(value)
        case .reference(let name): return read(name)
        case .touch(let coordinate):
            reads.touch = true
            switch coordinate {
            // As `TouchPoint.fx`/`fy` compute them.
            case .fx: return "(point.x / point.width)"
            case .fy: return "(point.y / point.height)"
            case .x, .y, .startX, .startY: return "point." + coordinate.rawValue
            }
        case .negate(let operand): return "(-(" + number(operand) + "))"
        case .arithmetic(let op, let lhs, let rhs):
            return "(" + number(lhs) + " \(op.rawValue) " + number(rhs) + ")"
        case .call(.double, let arguments): return "Number(" + arguments.map(number).joined() + ")"
        case .call(let function, let arguments):
            return "specArithmetic.\(function.rawValue)(" + arguments.map(number).joined(separator: ", ")
                + ")"
        }
    }

    private func read(_ name: String) -> String {
        // A named region: top-level `regions:`, or a region inside a state.
        if let index = plan.regions.firstIndex(where: { $0.region.name?.value == name }) {
            reads.states = true
            return "source[\(index)]"
        }
        reads.properties = true
        return "old[\(JavaScriptLiteral.string(name))]"
    }
}
