import ControlSpecCore

/// Emits the machine's `GroupMember` conformance and `<Control>Group`, for a spec with `group:`.
/// The rule itself lives in the runtime's `ExclusiveGroup`, shared by every generated group.
struct GroupEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        guard let group = plan.control.group else { return }
        let access = plan.accessPrefix
        let region = group.region.flatMap { plan.region($0.value) } ?? plan.regions.first
        guard let region else { return }
        writer.block("extension \(plan.machine): GroupMember") { writer in
            writer.doc("The event the group sends to the active member when another member becomes active.")
            writer.line("\(access)static var releaseEvent: Event { \(plan.event(group.release.value)) }")
            writer.blankLine()
            writer.doc("Whether the member is in one of the group's idle states.")
            writer.block("\(access)var isIdle: Bool") { writer in
                let idle = Set(group.idleLeaves(in: region.region))
                let rows = region.region.states.map { state in
                    (
                        "." + (region.cases[state.name.value] ?? state.name.value),
                        SwiftCode.atom(idle.contains(state.name.value) ? "true" : "false")
                    )
                }
                writer.switchValue(region.member.map { "state.\($0)" } ?? "state", rows)
            }
        }
        writer.blankLine()
        writer.doc(
            "`\(plan.control.name.value)` members joined into an exclusive group: at most one is outside the idle"
                + " states; `init(count:)`, `members`, `send(_:to:)`, `active`.")
        writer.line("\(access)typealias \(plan.group) = ExclusiveGroup<\(plan.machine)>")
    }
}
