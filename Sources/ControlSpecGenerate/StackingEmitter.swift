import ControlSpecCore
import ControlSpecResolve

/// Emits `stackingOrder`, the order the control's views stack in while one look replaces another
/// (`LookStack`, `RuntimeLooks.stackingOrder`). A control with fewer than
/// two images and texts has nothing to order and keeps the protocol's default (none).
struct StackingEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        let names = RuntimeLooks(control: plan.control).stackingOrder
        guard names.count >= 2 else { return }
        writer.blankLine()
        writer.doc("The images, then the texts, bottom to top as declared: how views stack across states.")
        SwiftCode.array(names.map { .atom(SwiftLiteral.string($0)) }).write(
            to: &writer, prefix: "\(plan.accessPrefix)static let stackingOrder: [String] = ")
    }
}
