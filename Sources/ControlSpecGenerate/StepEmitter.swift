import ControlSpecAnalyze
import ControlSpecCore

/// Emits what each transition does besides changing state (its animation and outputs) and the
/// step's and outputs' conformances to the runtime protocols.
struct StepEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let machine = plan.machine
        writer.block("extension \(machine).Transition") { writer in
            writer.doc("The animation the transition plays, if any.")
            writer.block("\(access)var animation: AnimationDescription?") { writer in
                let rows = plan.transitions.map { transition in
                    let animation = transition.transition.animation.map { name in
                        "\(machine).Animations." + (plan.animationMembers[name.value] ?? name.value)
                    }
                    return SwiftCode.atom(animation ?? "nil")
                }
                writer.switchIndex(rows, empty: "nil")
            }
            writer.blankLine()
            writer.doc("The outputs the transition emits, in order.")
            writer.block("\(access)var outputs: [\(machine).Output]") { writer in
                let rows = plan.transitions.map { transition in
                    SwiftCode.array(transition.transition.emit.map { .atom(plan.output($0.value)) })
                }
                writer.switchIndex(rows, empty: "[]")
            }
        }
        writer.blankLine()
        writer.block("extension \(machine).Step: ControlStep") { writer in
            gathered(
                "animations", "[AnimationDescription]", "The animations of the transitions that fired",
                into: &writer,
                each: { "if let animation = \($0)?.animation { animations.append(animation) }" },
                single: "transition.animation.map { [$0] } ?? []")
            writer.blankLine()
            gathered(
                "outputs", "[\(machine).Output]", "The outputs the transitions emitted", into: &writer,
                each: { "if let transition = \($0) { outputs += transition.outputs }" },
                single: "transition.outputs")
        }
        writer.blankLine()
        writer.block("extension \(machine).Output: ControlOutput") { writer in
            writer.doc("The built-in output this is, nil for a custom one.")
            writer.block("\(access)var builtin: BuiltinOutput?") { writer in
                let rows = plan.outputs.map { output in
                    let isBuiltin = BuiltinEvent.outputs.contains(output.name)
                    return ("." + output.caseName, SwiftCode.atom(isBuiltin ? "." + output.name : "nil"))
                }
                writer.switchValue("self", rows)
            }
            writer.blankLine()
            writer.doc("The position of a custom output among the custom ones, nil for a built-in one.")
            writer.block("\(access)var customIndex: Int?") { writer in
                var next = 0
                let rows = plan.outputs.map { output -> (String, SwiftCode) in
                    guard !BuiltinEvent.outputs.contains(output.name) else {
                        return ("." + output.caseName, .atom("nil"))
                    }
                    next += 1
                    return ("." + output.caseName, .atom("\(next - 1)"))
                }
                writer.switchValue("self", rows)
            }
        }
    }

    /// The step's `name`: what the transitions that fired give, in region order (`each` appends a
    /// region's, given its member); `single` for a control without regions (an empty `switch` when
    /// it has no transition).
    private func gathered(
        _ name: String, _ type: String, _ doc: String, into writer: inout SwiftWriter,
        each: (String) -> String, single: String
    ) {
        writer.doc(doc + ", in region order.")
        writer.block("\(plan.accessPrefix)var \(name): \(type)") { writer in
            guard plan.hasRegionMembers else {
                // Without transitions `Transition` has no case, and neither has a `Step`: any use of
                // `transition` is code Swift warns can never run.
                return writer.line(plan.transitions.isEmpty ? "switch transition {}" : single)
            }
            writer.line("var \(name): \(type) = []")
            for region in plan.regions {
                guard let member = region.member else { continue }
                writer.line(each(member))
            }
            writer.line("return \(name)")
        }
    }
}
