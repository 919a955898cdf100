import ControlSpecCore

/// The type of a guard-visible value.
enum GuardType: Equatable {
    case bool
    case int
    /// A property's enum, or a region read as the enum of its states.
    case enumeration(name: String, cases: [String])
    /// A `double` property or a number expression (`touch.fx`, `value + step`).
    case double

    var phrase: String {
        switch self {
        case .bool: "a bool"
        case .int: "an int"
        case .double: "a double"
        case .enumeration(let name, _): "the enum '\(name)'"
        }
    }
}

/// What guards can read: bool, int and enum properties, and regions.
struct GuardEnvironment {
    /// The names guards can read, each numbered into `types`.
    var visible = NameIndex([])
    /// The type of each name of `visible`, by its number.
    var types: [GuardType] = []
    /// Properties guards cannot read, by name, with their type and its article (for the message: `a string`).
    var hidden: [String: String] = [:]
    /// The control's properties, which number operands read (`NumberTypeChecker`).
    var properties: [Property]

    init(properties: [Property], regions: [Region]) {
        self.properties = properties
        for property in properties {
            switch property.type {
            case .bool: setType(.bool, of: property.name.value)
            case .int: setType(.int, of: property.name.value)
            case .enum(let cases):
                setType(
                    .enumeration(name: property.name.value, cases: cases.map(\.value)),
                    of: property.name.value)
            case .double: setType(.double, of: property.name.value)
            case .string, .color, .image:
                hidden[property.name.value] = property.type.keywordWithArticle
            }
        }
        for region in regions {
            guard let name = region.name?.value, !visible.contains(name) else { continue }
            // A parent's name is a case too: true in every state below it (`expandingParentCases`).
            setType(
                .enumeration(
                    name: name, cases: region.states.map(\.name.value) + region.parents.map(\.name.value)),
                of: name)
        }
    }

    /// The type of `name`, nil when guards cannot read it.
    func type(of name: String) -> GuardType? {
        visible.index(of: name).map { types[$0] }
    }

    /// The names of the `double` properties: comparing one compares numbers.
    var doubles: Set<String> {
        Set(properties.filter { if case .double = $0.type { true } else { false } }.map(\.name.value))
    }

    private mutating func setType(_ type: GuardType, of name: String) {
        let index = visible.insert(name)
        if index == types.count { types.append(type) } else { types[index] = type }
    }
}

/// Type-checks guards: `!`, `&&` and `||` take bools, `==`/`!=` compare equal types (an enum with
/// one of its cases), ordering compares ints, and the whole guard is a bool.
extension DecodeContext {
    mutating func checkGuard(_ expression: Expression, in environment: GuardEnvironment) {
        guard let type = type(of: expression, in: environment) else { return }
        if type != .bool {
            report(
                .invalidGuard,
                "a guard must be true or false, but this is \(type.phrase); compare it, e.g. 'count > 0'",
                at: expression.location)
        }
    }

    /// The expression's type, or nil after reporting why it has none.
    private mutating func type(of expression: Expression, in environment: GuardEnvironment) -> GuardType? {
        switch expression.kind {
        case .bool: return .bool
        case .int: return .int
        case .enumCase(let name):
            report(
                .invalidGuard,
                "'.\(name)' must be compared with an enum property or region, as in 'mode == .\(name)'",
                at: expression.location)
            return nil
        case .reference(let name):
            return reference(name, at: expression.location, in: environment)
        case .number(let number):
            return checkNumber(number, .compared, properties: environment.properties) ? .double : nil
        case .not(let operand):
            guard let type = type(of: operand, in: environment) else { return nil }
            guard type == .bool else {
                report(
                    .invalidGuard, "'!' needs a bool, but its operand is \(type.phrase)",
                    at: expression.location)
                return nil
            }
            return .bool
        case .binary(let op, let left, let right):
            return binary(op, left, right, at: expression.location, in: environment)
        }
    }

    private mutating func reference(
        _ name: String, at location: SourceLocation, in environment: GuardEnvironment
    ) -> GuardType? {
        if let type = environment.type(of: name) { return type }
        if declared[.property]?.contains(name) == true, environment.hidden[name] == nil {
            return nil
        }
        if let type = environment.hidden[name] {
            report(
                .invalidGuard,
                "'\(name)' is \(type) property; guards read only bool, int, enum and double properties"
                    + " and regions",
                at: location)
            return nil
        }
        // `avail == usable`: a case of an enum written without its dot.
        let owner = environment.visible.names.sorted().first { key in
            if case .enumeration(_, let cases)? = environment.type(of: key) { return cases.contains(name) }
            return false
        }
        if let owner {
            report(
                .undefinedReference,
                "the guard reads '\(name)', which is not a property or region; for the case of '\(owner)',"
                    + " write '.\(name)'",
                at: location)
            return nil
        }
        let candidates = environment.visible.names.sorted()
        let hint =
            Suggestion.hint(for: name, in: candidates, otherwise: "declare it under 'properties:'")
        let suggestion = Suggestion.closest(to: name, in: candidates)
        report(
            .undefinedReference, "the guard reads '\(name)', which is not a property or region\(hint)",
            at: location, fixes: suggestion.map { [.replacing(name, at: location, with: $0)] } ?? [])
        return nil
    }

    private mutating func binary(
        _ op: BinaryOperator, _ left: Expression, _ right: Expression, at location: SourceLocation,
        in environment: GuardEnvironment
    ) -> GuardType? {
        switch op {
        case .and, .or:
            // Problems inside both operands are reported before either operand is reported as not bool.
            let leftType = type(of: left, in: environment)
            let rightType = type(of: right, in: environment)
            requireBool(leftType, of: left, op: op)
            requireBool(rightType, of: right, op: op)
            return .bool
        case .equal, .notEqual:
            if case .enumCase(let name) = right.kind {
                return compare(caseNamed: name, at: right.location, with: left, op: op, in: environment)
            }
            if case .enumCase(let name) = left.kind {
                return compare(caseNamed: name, at: left.location, with: right, op: op, in: environment)
            }
            guard let leftType = type(of: left, in: environment),
                let rightType = type(of: right, in: environment)
            else { return .bool }
            if Self.isNumberMix(leftType, left, rightType, right) { return .bool }
            if leftType == .double || rightType == .double {
                requireDoubles(leftType, left, rightType, right, op: op)
                return .bool
            }
            if leftType != rightType {
                report(
                    .invalidGuard,
                    "'\(op.rawValue)' compares \(leftType.phrase) with \(rightType.phrase);"
                        + " both sides need one type",
                    at: location)
            }
            return .bool
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if left.isNumber(environment.doubles) || right.isNumber(environment.doubles) {
                guard let leftType = type(of: left, in: environment),
                    let rightType = type(of: right, in: environment)
                else { return .bool }
                if !Self.isNumberMix(leftType, left, rightType, right) {
                    requireDoubles(leftType, left, rightType, right, op: op)
                }
                return .bool
            }
            requireInt(left, op: op, in: environment)
            requireInt(right, op: op, in: environment)
            return .bool
        }
    }

    /// Whether a comparison's sides are a double and an integer literal (a double where it stands).
    private static func isNumberMix(
        _ leftType: GuardType, _ left: Expression, _ rightType: GuardType, _ right: Expression
    ) -> Bool {
        if case .int = left.kind, rightType == .double { return true }
        if case .int = right.kind, leftType == .double { return true }
        return false
    }

    /// Reports the side of a comparison of numbers that is not a double, with what to write.
    private mutating func requireDoubles(
        _ leftType: GuardType, _ left: Expression, _ rightType: GuardType, _ right: Expression,
        op: BinaryOperator
    ) {
        for (type, side) in [(leftType, left), (rightType, right)] where type != .double {
            let fix = type == .int ? "convert it: double(\(side))" : "compare numbers with numbers"
            report(
                .invalidExpression,
                "'\(op.rawValue)' compares a double with \(type.phrase); \(fix)", at: side.location)
            return
        }
    }

    /// Reports an operand of `&&` or `||` whose type is known and not bool.
    private mutating func requireBool(_ type: GuardType?, of side: Expression, op: BinaryOperator) {
        guard let type, type != .bool else { return }
        report(
            .invalidGuard, "'\(op.rawValue)' needs bools, but this operand is \(type.phrase)",
            at: side.location)
    }

    /// Types an operand of an ordering and reports it when its type is known and not int.
    private mutating func requireInt(_ side: Expression, op: BinaryOperator, in environment: GuardEnvironment)
    {
        guard let type = type(of: side, in: environment), type != .int else { return }
        report(
            .invalidGuard,
            "'\(op.rawValue)' orders ints, but this operand is \(type.phrase); use '==' or '!='",
            at: side.location)
    }

    /// `mode == .on`: the other side must be an enum that has the case.
    private mutating func compare(
        caseNamed name: String, at caseLocation: SourceLocation, with other: Expression, op: BinaryOperator,
        in environment: GuardEnvironment
    ) -> GuardType? {
        if case .enumCase = other.kind {
            report(
                .invalidGuard,
                "'\(op.rawValue)' compares two enum cases; compare a property or region with a case",
                at: other.location)
            return .bool
        }
        guard let type = type(of: other, in: environment) else { return .bool }
        guard case .enumeration(let owner, let cases) = type else {
            report(
                .invalidGuard, "'.\(name)' is an enum case, but the other side is \(type.phrase)",
                at: caseLocation)
            return .bool
        }
        if !cases.contains(name) {
            let hint =
                Suggestion.hint(
                    for: name, in: cases, prefix: ".",
                    otherwise: "its cases are \(Self.list(cases.map { "." + $0 }))")
            report(.invalidGuard, "'\(owner)' has no case '.\(name)'\(hint)", at: caseLocation)
        }
        return .bool
    }
}
