import ControlSpecCore

/// `changes:` in the generated code: an input whose setting sends an event. The machine's stored
/// property is written only by `set<Name>(_:)`, which stores the value and then sends the event
/// through the ordinary `send(_:)` (so it stays allocation-free): the one place that order is
/// written. The UIKit control's property setter (through `ControlDriver.play(_:)`), the SwiftUI
/// binding and nothing else call it; a `set:` action writes the value without the event.
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

    /// The UIKit control's setter of `property` when it has `changes:`: the machine's
    /// `set<Name>(_:)`, whose step the driver plays as any other (`ControlDriver.play(_:)`); nil
    /// for a property without one.
    static func adapterSetter(of property: GenerationPlan.PropertyPlan) -> String? {
        guard property.property.changes != nil else { return nil }
        return "set { driver.play { $0.\(setter(of: property))(newValue) } }"
    }
}
