import ControlSpecCore
import ControlSpecResolve

/// Swift expressions for spec values: property defaults and resolved colors.
struct ValueEmitter {
    let plan: GenerationPlan

    /// The initial value of a property: its declared default, or its type's zero value.
    func initialValue(of property: GenerationPlan.PropertyPlan) -> String {
        if let value = property.property.defaultValue?.value {
            return literal(value, for: property)
        }
        switch property.property.type {
        case .bool: return "false"
        case .int(let range): return SwiftLiteral.int(range?.lowerBound ?? 0)
        case .enum(let cases):
            return "." + (cases.first.flatMap { property.cases[$0.value] } ?? "init()")
        case .string: return "\"\""
        case .double: return "0.0"
        case .color: return color(.system("clear")).flat
        case .image: return "nil"
        }
    }

    /// A literal of `value` for a property.
    func literal(_ value: Value, for property: GenerationPlan.PropertyPlan) -> String {
        switch value {
        case .bool(let value): "\(value)"
        case .int(let value): SwiftLiteral.int(value)
        case .enumCase(let name): "." + (property.cases[name] ?? SwiftName.escaped(name))
        case .string(let text): SwiftLiteral.string(text)
        case .double(let number): SwiftLiteral.double(number)
        case .color(let color): self.color(color).flat
        case .image(let name): "Images.\(plan.imageMembers[name] ?? SwiftName.escaped(name)).source"
        }
    }

    /// A `ColorDescription` value; a named color is resolved through `colors:`.
    func color(_ value: ColorValue) -> SwiftCode {
        RuntimeLiteral.color(RuntimeLooks(control: plan.control).color(value))
    }
}
