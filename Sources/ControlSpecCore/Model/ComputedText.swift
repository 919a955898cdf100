/// A number a text computes where it shows it: a template field that is a number expression
/// (`"{double(count) + 1} likes"`) rather than a property's name.
///
/// The generated machine puts each one's value into its `LookData` under the field's text, so the
/// runtime's `LookData.interpolate` shows it like a `double` property, formatted the same way
/// (`{…:percent}` too).
package struct ComputedText: Hashable, Sendable {
    /// The field's text between the braces, without a format: `double(count) + 1`.
    package var field: String
    package var expression: NumberExpression

    package init(field: String, expression: NumberExpression) {
        self.field = field
        self.expression = expression
    }
}

extension NumberExpression {
    /// The expression's value with `read` giving each property's value (ints as doubles), by the
    /// language's rules (`NumberRules`); nil when it reads the finger or an unknown property.
    package func value(reading read: (String) -> Double?) -> Double? {
        switch kind {
        case .literal(let value): return value
        case .reference(let name): return read(name)
        case .touch: return nil
        case .negate(let operand): return operand.value(reading: read).map { -$0 }
        case .arithmetic(let op, let lhs, let rhs):
            guard let left = lhs.value(reading: read), let right = rhs.value(reading: read) else {
                return nil
            }
            return op.apply(left, right)
        case .call(let function, let arguments):
            var values: [Double] = []
            for argument in arguments {
                guard let value = argument.value(reading: read) else { return nil }
                values.append(value)
            }
            return values.count == function.arity ? function.apply(values) : nil
        }
    }
}
