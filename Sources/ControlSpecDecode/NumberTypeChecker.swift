import ControlSpecCore

/// Type-checks the number a `set:` computes for a `double` property: every operand of `+ - * /`,
/// unary `-` and the functions is a double (a literal, a `double` property or a call); an `int`
/// property enters only through `double(count)`; a divisor that is always zero is refused. Each
/// misuse is reported at its node with what to write instead.
extension DecodeContext {
    /// The kind of value a node has.
    private enum NumberType: Equatable {
        case double
        /// An `int` property.
        case int
    }

    /// Where a checked number goes, which the message names.
    enum NumberUse {
        /// Stored in (or shown as) the double `target`: a `set:` value, a look's `value:`.
        case assigned(to: String)
        /// Compared by a guard (`touch.fx + 0.1`).
        case compared

        /// The clause before "but this is an int".
        fileprivate var expectation: String {
            switch self {
            case .assigned(let target): "'\(target)' is a double"
            case .compared: "a guard compares numbers as doubles"
            }
        }
    }

    /// Whether `expression`, a number used as `use` says, is a double computed from the control's
    /// properties; reports why not.
    mutating func checkNumber(_ expression: NumberExpression, _ use: NumberUse, properties: [Property])
        -> Bool
    {
        let errors = diagnostics.diagnostics.count
        if let type = numberType(of: expression, properties: properties), type == .int {
            report(
                .invalidExpression,
                "\(use.expectation), but this is an int; convert it: double(\(expression))",
                at: expression.location)
        }
        return diagnostics.diagnostics.count == errors
    }

    /// The node's type, or nil after reporting why it has none.
    private mutating func numberType(of expression: NumberExpression, properties: [Property]) -> NumberType? {
        switch expression.kind {
        case .literal, .touch:
            return .double
        case .reference(let name):
            return referenceType(name, at: expression.location, properties: properties)
        case .negate(let operand):
            return requireDouble(operand, properties: properties, role: "'-'")
        case .arithmetic(let op, let lhs, let rhs):
            let left = requireDouble(lhs, properties: properties, role: "'\(op.rawValue)'")
            let right = requireDouble(rhs, properties: properties, role: "'\(op.rawValue)'")
            if op == .divide, let divisor = rhs.constant, divisor == 0 {
                report(
                    .invalidExpression,
                    "'/' divides by \(rhs), which is always zero; divide by a number that is not zero",
                    at: expression.location)
                return nil
            }
            return left != nil && right != nil ? .double : nil
        case .call(let function, let arguments):
            return call(function, arguments, at: expression.location, properties: properties)
        }
    }

    /// A double operand of `role`; an int is reported with the conversion to write.
    private mutating func requireDouble(
        _ operand: NumberExpression, properties: [Property], role: String
    ) -> NumberType? {
        guard let type = numberType(of: operand, properties: properties) else { return nil }
        guard type == .double else {
            report(
                .invalidExpression,
                "\(role) mixes an int with doubles; convert it: double(\(operand))", at: operand.location)
            return nil
        }
        return .double
    }

    private mutating func referenceType(
        _ name: String, at location: SourceLocation, properties: [Property]
    ) -> NumberType? {
        guard let property = properties.first(where: { $0.name.value == name }) else {
            if declared[.property]?.contains(name) == true { return nil }
            if name == "true" || name == "false" {
                report(
                    .invalidExpression, "'\(name)' is a bool, and a double takes a number such as 0.5",
                    at: location)
                return nil
            }
            let numbers = properties.filter {
                if case .double = $0.type { return true }
                if case .int = $0.type { return true }
                return false
            }
            let hint = Suggestion.hint(
                for: name, in: numbers.map(\.name.value), otherwise: "declare it under 'properties:'")
            report(.undefinedReference, "'\(name)' is not a property\(hint)", at: location)
            return nil
        }
        switch property.type {
        case .double: return .double
        case .int: return .int
        case .bool, .enum, .string, .color, .image:
            report(
                .invalidExpression,
                "'\(name)' is \(property.type.keywordWithArticle) property; numbers read double properties,"
                    + " and int properties as double(\(name))",
                at: location)
            return nil
        }
    }

    private mutating func call(
        _ function: NumberFunction, _ arguments: [NumberExpression], at location: SourceLocation,
        properties: [Property]
    ) -> NumberType? {
        guard arguments.count == function.arity else {
            let count = arguments.count == 1 ? "1 is" : "\(arguments.count) are"
            report(
                .invalidExpression,
                "'\(function.rawValue)' takes \(function.arity) argument\(function.arity == 1 ? "" : "s"),"
                    + " but \(count) given; write \(function.signature)",
                at: location)
            return nil
        }
        guard function == .double else {
            var valid = true
            for argument in arguments {
                valid =
                    requireDouble(argument, properties: properties, role: "'\(function.rawValue)'") != nil
                    && valid
            }
            return valid ? .double : nil
        }
        let argument = arguments[0]
        switch argument.kind {
        case .literal(let value) where value.rounded() == value:
            return .double
        case .reference:
            guard let type = numberType(of: argument, properties: properties) else { return nil }
            guard type == .int else {
                report(
                    .invalidExpression,
                    "'double' converts an int property, but '\(argument)' is already a double; write \(argument)",
                    at: argument.location)
                return nil
            }
            return .double
        default:
            report(
                .invalidExpression,
                "'double' converts one int property, as in double(count); compute after converting,"
                    + " e.g. double(count) + 1",
                at: argument.location)
            return nil
        }
    }
}
