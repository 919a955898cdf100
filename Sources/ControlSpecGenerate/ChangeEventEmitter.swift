import ControlSpecCore

/// `changes:` in the generated code: an input whose setting sends an event. The machine's stored
/// property is written only by `set<Name>(_:)`, which stores the value and sends the event through
/// the ordinary `send(_:)` (so it stays allocation-free), and the UIKit control's property setter,
/// the SwiftUI binding and nothing else call it; a `set:` action writes the value without the event.
struct ChangeEventEmitter {
    let plan: GenerationPlan

    /// The inputs with `changes:`, with the event's case literal (`.progressChanged`).
    private var changing: [(property: GenerationPlan.PropertyPlan, event: String)] {
        plan.properties.compactMap { property in
            property.property.changes.map { (property, plan.event($0.value)) }
        }
    }

    /// The setter's name for `property`: `setProgress`.
    static func setter(of property: GenerationPlan.PropertyPlan) -> String {
        "set" + SwiftName.capitalized(property.member.filter { $0 != "`" })
    }

    /// The machine's `set<Name>(_:)` methods, one per input with `changes:`.
    func emitSetters(into writer: inout SwiftWriter) {
        for (property, event) in changing {
            let name = property.property.name.value
            writer.blankLine()
            writer.doc(
                "Sets `\(name)`, an input, and sends `\(event)` (`changes:`): a transition answering it reads the new"
                    + " value. Returns what fired, nil when the event is ignored.")
            writer.line("@discardableResult")
            writer.block(
                "\(plan.accessPrefix)mutating func \(Self.setter(of: property))(_ value: \(property.type)) -> Step?"
            ) { writer in
                writer.line("self.\(property.member) = value")
                writer.line("return send(\(event))")
            }
        }
    }

    /// The UIKit control's setter of `property` when it has `changes:`: the new look at once, then
    /// the event, played as any other; nil for a property without one.
    static func adapterSetter(of property: GenerationPlan.PropertyPlan, plan: GenerationPlan) -> [String]? {
        guard let event = property.property.changes else { return nil }
        return [
            "driver.update { $0.\(property.member) = newValue }",
            "driver.send(\(plan.event(event.value)))",
        ]
    }
}
