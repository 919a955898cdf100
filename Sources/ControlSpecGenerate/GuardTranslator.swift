import ControlSpecCore

/// Compiles guards and `set` values to Swift expressions, folding constant parts so the output
/// never contains a literal `if true` or `if false` (which Swift warns about).
struct GuardTranslator {
    /// A compiled (sub)expression.
    enum Compiled: Equatable {
        case bool(Bool)
        case int(Int)
        case enumCase(String)
        /// Swift text, its precedence, and the enum property or region it reads (for case names).
        case code(String, Precedence, reads: String?)

        /// The constant as a guard-language literal; nil for code.
        var constant: ExpressionKind? {
            switch self {
            case .bool(let value): .bool(value)
            case .int(let value): .int(value)
            case .enumCase(let name): .enumCase(name)
            case .code: nil
            }
        }
    }

    /// Swift operator precedence, lowest first.
    enum Precedence: Int, Comparable {
        case disjunction, conjunction, comparison, prefix, primary

        static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let plan: GenerationPlan
    /// How a property is read: `self.` or, when regions may already have written it, `old.`.
    let propertyBase: String
    /// How a region's pre-event state is read (`source.`).
    let regionBase: String

    /// Whether compiled code read a property.
    private(set) var readsProperties = false

    init(plan: GenerationPlan, propertyBase: String, regionBase: String) {
        self.plan = plan
        self.propertyBase = propertyBase
        self.regionBase = regionBase
    }

    /// The guard as a Swift condition, or a constant when it folds.
    mutating func condition(_ expression: Expression) -> Compiled {
        compile(expression)
    }

    /// The Swift text of a compiled condition.
    static func text(_ compiled: Compiled) -> String {
        switch compiled {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .enumCase(let name): "." + SwiftName.escaped(name)
        case .code(let text, _, _): text
        }
    }

    /// The new value of `action`'s property, read against the values before the event.
    mutating func value(of action: Action) -> SwiftCode {
        let target = plan.property(action.property.value)
        switch action.value.value {
        case .bool(let value):
            return .atom("\(value)")
        case .int(let value):
            return .atom(SwiftLiteral.int(value))
        case .enumCase(let name):
            return .atom("." + (target?.cases[name] ?? SwiftName.escaped(name)))
        case .negation(let source):
            return .atom("!" + read(source))
        case .offset(let source, let amount):
            var range = PropertyType.defaultIntRange
            if case .int(let declared?) = target?.property.type { range = declared }
            return .atom(
                "clampedOffset(\(read(source)), by: \(amount), lower: \(range.lowerBound), "
                    + "upper: \(range.upperBound))")
        case .number(let expression):
            return Self.arithmetic(
                "finite", [number(expression), .atom(read(action.property.value))], labels: [nil, "or"])
        }
    }

    /// A `double`'s computed value as calls of `SpecArithmetic` (the runtime's rules), which lay
    /// out over several lines when long; an int property converts with `Double(…)`.
    private mutating func number(_ expression: NumberExpression) -> SwiftCode {
        switch expression.kind {
        case .literal(let value):
            return .atom(SwiftLiteral.double(value))
        case .reference(let name):
            return .atom(read(name))
        case .touch(let coordinate):
            return .atom("self." + TouchEmitter.member + "." + coordinate.rawValue)
        case .negate(let operand):
            return Self.arithmetic("negate", [number(operand)])
        case .arithmetic(let op, let lhs, let rhs):
            let name: String
            switch op {
            case .add: name = "add"
            case .subtract: name = "subtract"
            case .multiply: name = "multiply"
            case .divide: name = "divide"
            }
            return Self.arithmetic(name, [number(lhs), number(rhs)])
        case .call(.double, let arguments):
            return .call("Double", arguments.map { SwiftCode.Argument(nil, number($0)) })
        case .call(let function, let arguments):
            var values: [SwiftCode] = []
            for argument in arguments { values.append(number(argument)) }
            return Self.arithmetic(function.rawValue, values)
        }
    }

    /// `SpecArithmetic.name(a, b)`, with `labels` where the function has them.
    private static func arithmetic(_ name: String, _ values: [SwiftCode], labels: [String?] = []) -> SwiftCode
    {
        .call(
            "SpecArithmetic." + name,
            values.enumerated().map { index, value in
                SwiftCode.Argument(labels.indices.contains(index) ? labels[index] : nil, value)
            })
    }

    private mutating func read(_ name: String) -> String {
        if let region = plan.region(name), let member = region.member {
            return regionBase + member
        }
        readsProperties = true
        return propertyBase + (plan.property(name)?.member ?? SwiftName.escaped(name))
    }

    private mutating func compile(_ expression: Expression) -> Compiled {
        switch expression.kind {
        case .bool(let value):
            return .bool(value)
        case .int(let value):
            return .int(value)
        case .enumCase(let name):
            return .enumCase(name)
        case .reference(let name):
            return .code(read(name), .primary, reads: name)
        case .not(let operand):
            let inner = compile(operand)
            if case .bool(let value) = inner { return .bool(!value) }
            return .code("!" + wrapped(inner, below: .prefix), .prefix, reads: nil)
        case .binary(let op, let left, let right):
            return binary(op, compile(left), compile(right))
        }
    }

    private func binary(_ op: BinaryOperator, _ left: Compiled, _ right: Compiled) -> Compiled {
        switch op {
        case .and, .or:
            let isAnd = op == .and
            if case .bool(let value) = left { return value == isAnd ? right : .bool(value) }
            if case .bool(let value) = right { return value == isAnd ? left : .bool(value) }
            let precedence: Precedence = isAnd ? .conjunction : .disjunction
            let text =
                wrapped(left, below: precedence) + " \(op.rawValue) "
                + wrapped(right, below: Precedence(rawValue: precedence.rawValue + 1) ?? .primary)
            return .code(text, precedence, reads: nil)
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            if let folded = Self.fold(op, left, right) { return .bool(folded) }
            let text = operand(left, other: right) + " \(op.rawValue) " + operand(right, other: left)
            return .code(text, .comparison, reads: nil)
        }
    }

    /// A comparison operand; an enum case takes its name from the other side's enum.
    private func operand(_ compiled: Compiled, other: Compiled) -> String {
        guard case .enumCase(let name) = compiled else {
            return wrapped(compiled, below: .prefix)
        }
        if case .code(_, _, let reads?) = other {
            if let region = plan.region(reads) {
                return "." + (region.cases[name] ?? SwiftName.escaped(name))
            }
            if let property = plan.property(reads) {
                return "." + (property.cases[name] ?? SwiftName.escaped(name))
            }
        }
        return "." + SwiftName.escaped(name)
    }

    private func wrapped(_ compiled: Compiled, below precedence: Precedence) -> String {
        if case .code(let text, let own, _) = compiled, own < precedence { return "(" + text + ")" }
        return Self.text(compiled)
    }

    /// The value of a comparison of two constants, folded by the guard language's one rule.
    private static func fold(_ op: BinaryOperator, _ left: Compiled, _ right: Compiled) -> Bool? {
        guard let left = left.constant, let right = right.constant else { return nil }
        return op.folded(left, right)
    }
}
