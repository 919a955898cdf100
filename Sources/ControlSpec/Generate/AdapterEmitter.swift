/// Emits the thin UIKit adapter class (`SortButton: UIButton`, …) under `#if canImport(UIKit)`;
/// the runtime's `ControlDriver` does the work.
struct AdapterEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        let superclass: String
        switch plan.control.base.value {
        case .control: superclass = "UIControl"
        case .button: superclass = "UIButton"
        case .view: superclass = "UIView"
        }
        writer.line("#if canImport(UIKit)")
        writer.indented { emitClass(superclass: superclass, into: &$0) }
        writer.line("#endif")
    }

    private func emitClass(superclass: String, into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let machine = plan.machine
        if let summary = plan.control.summary?.value {
            writer.doc(summary)
        } else {
            writer.doc("The UIKit control of `\(plan.control.name.value)`.")
        }
        writer.line("@MainActor")
        writer.block("\(access)final class \(plan.adapter): \(superclass)") { writer in
            writer.doc(
                "Plays the machine: wires touches, shows each state's look, animates, forwards outputs.")
            writer.line("\(access)let driver = ControlDriver<\(machine)>()")
            writer.blankLine()
            writer.doc("The state machine.")
            writer.line("\(access)var machine: \(machine) { driver.machine }")
            writer.blankLine()
            writer.block("\(access)override init(frame: CGRect)") { writer in
                writer.line("super.init(frame: frame)")
                writer.line("driver.attach(to: self)")
            }
            writer.blankLine()
            writer.block("\(access)required init?(coder: NSCoder)") { writer in
                writer.line("super.init(coder: coder)")
                writer.line("driver.attach(to: self)")
            }
            writer.blankLine()
            writer.doc("Sends `event` to the machine and plays what fired.")
            writer.line("@discardableResult")
            writer.block("\(access)func send(_ event: \(machine).Event) -> \(machine).Step?") { writer in
                writer.line("driver.send(event)")
            }
        }
    }
}
