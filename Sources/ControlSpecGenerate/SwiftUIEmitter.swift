import ControlSpecCore

/// Emits `<Control>.SwiftUIView`, the control as a SwiftUI `UIViewRepresentable`, under
/// `#if canImport(SwiftUI) && canImport(UIKit)`: a binding for the state (both ways), an optional
/// binding per property the app sets (pushed into the control), and a closure per output.
struct SwiftUIEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        writer.line("#if canImport(SwiftUI) && canImport(UIKit)")
        writer.indented { writer in
            writer.block("extension \(plan.adapter)") { emitView(into: &$0) }
        }
        writer.line("#endif")
    }

    private var properties: [GenerationPlan.PropertyPlan] { plan.properties.filter { !$0.isState } }

    /// The closure parameter of each output: `onValueChanged`, …
    private var outputClosures: [(caseName: String, parameter: String)] {
        plan.outputs.map { output in
            (
                output.caseName,
                "on" + SwiftName.capitalized(output.caseName.replacingOccurrences(of: "`", with: ""))
            )
        }
    }

    /// `name(parameters)` on one line when it fits, else the parameters filled into lines one level
    /// deeper between `name(` and `)`, as swift-format lays them out.
    private func signature(_ name: String, _ parameters: [String], indentation: Int) -> String {
        let single = "\(name)(\(parameters.joined(separator: ", ")))"
        if indentation + single.count + 2 <= SwiftWriter.lineLength { return single }
        let inner = String(repeating: " ", count: indentation + SwiftWriter.indentWidth)
        var lines: [String] = []
        var current = ""
        for (index, parameter) in parameters.enumerated() {
            let piece = parameter + (index == parameters.count - 1 ? "" : ",")
            if current.isEmpty {
                current = piece
            } else if inner.count + current.count + 1 + piece.count <= SwiftWriter.lineLength {
                current += " " + piece
            } else {
                lines.append(current)
                current = piece
            }
        }
        lines.append(current)
        let outer = String(repeating: " ", count: indentation)
        return "\(name)(\n" + lines.map { inner + $0 }.joined(separator: "\n") + "\n\(outer))"
    }

    private func type(of property: GenerationPlan.PropertyPlan) -> String {
        property.enumName == nil ? property.type : plan.machine + "." + property.type
    }

    private func emitView(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let machine = plan.machine
        writer.doc(
            "`\(plan.adapter)` in SwiftUI. `state` follows the control both ways (setting it shows one of the"
                + " spec's initial states); each property binding given is pushed into the control; each output"
                + " calls its closure.")
        writer.line("@MainActor")
        writer.block("\(access)struct SwiftUIView: UIViewRepresentable") { writer in
            writer.doc("The control's state.")
            writer.line("@Binding \(access)var state: \(machine).State")
            for property in properties {
                writer.doc("The spec's `\(property.property.name.value)`, when the view owns it.")
                writer.line("\(access)var \(property.member): Binding<\(type(of: property))>?")
            }
            for output in outputClosures {
                writer.doc("Called when the control emits `\(output.caseName)`.")
                writer.line("\(access)var \(output.parameter): () -> Void")
            }
            writer.blankLine()
            let parameters =
                ["state: Binding<\(machine).State>"]
                + properties.map { "\($0.member): Binding<\(type(of: $0))>? = nil" }
                + outputClosures.map { "\($0.parameter): @escaping () -> Void = {}" }
            writer.doc("The view bound to `state`, with the property bindings and output closures given.")
            writer.block(signature("\(access)init", parameters, indentation: writer.indentation)) { writer in
                writer.line("_state = state")
                for property in properties { writer.line("self.\(property.member) = \(property.member)") }
                for output in outputClosures { writer.line("self.\(output.parameter) = \(output.parameter)") }
            }
            writer.blankLine()
            writer.doc("Makes the control, showing `state`.")
            writer.block("\(access)func makeUIView(context: Context) -> \(plan.adapter)") { writer in
                writer.line("let control = \(plan.adapter)(frame: .zero)")
                writer.line("updateUIView(control, context: context)")
                writer.line("return control")
            }
            writer.blankLine()
            writer.doc("Brings the control to `state` and the bound properties, and connects the outputs.")
            writer.block("\(access)func updateUIView(_ control: \(plan.adapter), context: Context)") {
                writer in
                writer.block("if control.machine.state != state") { writer in
                    writer.line("control.setState(state, animated: context.transaction.animation != nil)")
                }
                for property in properties {
                    if property.property.changes != nil {
                        // Through the control's setter, which sends the `changes:` event.
                        let member = property.member
                        writer.block("if let value = \(member)?.wrappedValue, value != control.\(member)") {
                            writer in writer.line("control.\(member) = value")
                        }
                        continue
                    }
                    writer.line(
                        "control.driver.set(\\.\(property.member), to: \(property.member)?.wrappedValue)")
                }
                writer.line("let state = $state")
                writer.line("control.driver.onChange = { machine in")
                writer.indented { writer in
                    writer.line(
                        "if state.wrappedValue != machine.state { state.wrappedValue = machine.state }")
                }
                writer.line("}")
                if !outputClosures.isEmpty {
                    writer.line("let closures = self")
                    writer.line("control.onOutput = { output in")
                    writer.indented { writer in
                        writer.line("switch output {")
                        for output in outputClosures {
                            writer.line("case .\(output.caseName): closures.\(output.parameter)()")
                        }
                        writer.line("}")
                    }
                    writer.line("}")
                }
            }
        }
    }
}
