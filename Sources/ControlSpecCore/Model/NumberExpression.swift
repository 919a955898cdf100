/// A number a `set:` computes for a `double` property: literals, properties, the finger's position
/// (`TouchCoordinate`), `+ - * /`, unary minus and the functions of `NumberFunction`. Every node points at the character it starts at.
///
/// Arithmetic happens in doubles: an int property enters only through `double(count)`, and an
/// integer literal is a double where it appears (as in Swift). A result that is not finite (a
/// division by zero, an overflow, NaN) leaves the property unchanged.
package struct NumberExpression: Hashable, Sendable {
    /// What the node is.
    package indirect enum Kind: Hashable, Sendable {
        /// A literal, written with or without a decimal point.
        case literal(Double)
        /// A `double` property, or inside `double(…)` an `int` property.
        case reference(String)
        /// Where the finger is: `touch.x`, `touch.fx`, …
        case touch(TouchCoordinate)
        /// `-x`
        case negate(NumberExpression)
        /// `x + y`, `x - y`, `x * y`, `x / y`
        case arithmetic(ArithmeticOperator, NumberExpression, NumberExpression)
        /// `min(x, y)`, `double(count)`, …
        case call(NumberFunction, [NumberExpression])
    }

    /// What the node is.
    package var kind: Kind
    /// The character the node starts at.
    package var location: SourceLocation

    /// A node of `kind` at `location`.
    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// Where the expression first reads the finger's position, if it does.
    package var firstTouch: NumberExpression? {
        switch kind {
        case .touch: return self
        case .literal, .reference: return nil
        case .negate(let operand): return operand.firstTouch
        case .arithmetic(_, let lhs, let rhs): return lhs.firstTouch ?? rhs.firstTouch
        case .call(_, let arguments): return arguments.lazy.compactMap(\.firstTouch).first
        }
    }

    /// The expression's value when it reads no property, by the language's rules (`NumberRules`).
    package var constant: Double? {
        switch kind {
        case .literal(let value): return value
        case .reference, .touch: return nil
        case .negate(let operand): return operand.constant.map { -$0 }
        case .arithmetic(let op, let lhs, let rhs):
            guard let left = lhs.constant, let right = rhs.constant else { return nil }
            return op.apply(left, right)
        case .call(let function, let arguments):
            let values = arguments.compactMap(\.constant)
            guard values.count == arguments.count, values.count == function.arity else { return nil }
            return function.apply(values)
        }
    }
}

/// The four arithmetic operators of `set:` on a `double`.
package enum ArithmeticOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// Binding strength: `+ -` 1, `* /` 2.
    package var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        }
    }

    /// The IEEE 754 result, as Swift's and JavaScript's operators compute it.
    package func apply(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .add: lhs + rhs
        case .subtract: lhs - rhs
        case .multiply: lhs * rhs
        case .divide: lhs / rhs
        }
    }
}

/// The functions a `double`'s `set:` may call.
package enum NumberFunction: String, Hashable, Sendable, CaseIterable {
    case min, max, clamp, floor, ceil, round, abs
    /// `double(count)`: an `int` property (or integer) as a double; the only way an int enters.
    case double

    /// How many arguments it takes.
    package var arity: Int {
        switch self {
        case .min, .max: 2
        case .clamp: 3
        case .floor, .ceil, .round, .abs, .double: 1
        }
    }

    /// How it is called, for messages: `clamp(value, lower, upper)`.
    package var signature: String {
        switch self {
        case .min, .max: "\(rawValue)(a, b)"
        case .clamp: "clamp(value, lower, upper)"
        case .floor, .ceil, .round, .abs: "\(rawValue)(x)"
        case .double: "double(intProperty)"
        }
    }

    /// The function's value; `values` has `arity` elements. The one definition the generated Swift
    /// and JavaScript follow: `min`/`max`/`clamp` give NaN when an argument is NaN, `round` rounds
    /// halves away from zero.
    package func apply(_ values: [Double]) -> Double {
        switch self {
        case .min: NumberRules.minimum(values[0], values[1])
        case .max: NumberRules.maximum(values[0], values[1])
        case .clamp: NumberRules.minimum(NumberRules.maximum(values[0], values[1]), values[2])
        case .floor: values[0].rounded(.down)
        case .ceil: values[0].rounded(.up)
        case .round: values[0].rounded(.toNearestOrAwayFromZero)
        case .abs: Swift.abs(values[0])
        case .double: values[0]
        }
    }
}

/// The number rules shared by the compiler's constant folding (the generated code's runtime
/// counterpart is `SpecArithmetic`, the preview's its JavaScript helpers).
package enum NumberRules {
    /// The lesser of two doubles, NaN when either is NaN.
    package static func minimum(_ a: Double, _ b: Double) -> Double {
        a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
    }

    /// The greater of two doubles, NaN when either is NaN.
    package static func maximum(_ a: Double, _ b: Double) -> Double {
        a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }
}

extension NumberExpression: CustomStringConvertible {
    /// The expression written back in the spec language, parenthesized only where needed.
    package var description: String { text(parentPrecedence: 0) }

    private func text(parentPrecedence: Int) -> String {
        switch kind {
        case .literal(let value):
            return NumberText.shortest(value)
        case .reference(let name):
            return name
        case .touch(let coordinate):
            return coordinate.word
        case .negate(let operand):
            // `-(-0.5)`, not `--0.5`.
            let inner = operand.text(parentPrecedence: 3)
            return inner.hasPrefix("-") ? "-(" + inner + ")" : "-" + inner
        case .arithmetic(let op, let lhs, let rhs):
            let inner =
                lhs.text(parentPrecedence: op.precedence) + " \(op.rawValue) "
                + rhs.text(parentPrecedence: op.precedence + 1)
            return op.precedence < parentPrecedence ? "(\(inner))" : inner
        case .call(let function, let arguments):
            return function.rawValue + "(" + arguments.map(\.description).joined(separator: ", ") + ")"
        }
    }
}
