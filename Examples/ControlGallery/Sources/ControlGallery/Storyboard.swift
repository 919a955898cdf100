import ControlSpecRuntime

/// Collects the storyboard's lines while scenes drive the generated machines, and checks each
/// scene's expectations on the way.
struct Storyboard {
    private(set) var lines: [String] = []
    /// The expectations that did not hold.
    private(set) var failures: [String] = []

    /// Starts a scene: the control's name and what the scenario shows.
    mutating func scene(_ title: String, _ summary: String) {
        if !lines.isEmpty { lines.append("") }
        lines.append("== \(title): \(summary)")
    }

    /// A line of narration.
    mutating func note(_ text: String) {
        lines.append("   " + text)
    }

    /// Sends `event` to `machine` and writes `state --event--> new state`, the new state's look and
    /// outputs, then every animation that plays with its numbers. `name` spells a state.
    @discardableResult
    mutating func send<Machine: ControlMachine>(
        _ event: Machine.Event, to machine: inout Machine, name: (Machine) -> String
    ) -> Machine.Step? {
        let before = name(machine)
        let step = machine.send(event)
        record(before: before, event: event, after: name(machine), look: machine.look, step: step)
        return step
    }

    /// Moves a timed machine's clock to `time` and writes each step its timers fire (on a virtual
    /// clock: the instants are the machine's own).
    mutating func advance<Machine: TimedControlMachine>(
        _ machine: inout Machine, to time: Duration, name: (Machine) -> String
    ) {
        while let deadline = machine.nextDeadline, deadline <= time {
            let before = name(machine)
            for step in machine.advanceClock(to: deadline) {
                record(
                    before: before, event: "timer at \(deadline)", after: name(machine), look: machine.look,
                    step: step)
            }
        }
        _ = machine.advanceClock(to: time)
        note("   clock at \(time)")
    }

    /// Sends `event` to member `index` of `group`, writes what the member did, which member the
    /// group released, and the whole row afterwards.
    mutating func send<Member: GroupMember>(
        _ event: Member.Event, to index: Int, of group: inout ExclusiveGroup<Member>,
        name: (Member) -> String
    ) {
        let before = group.members.map(name)
        let result = group.send(event, to: index)
        let member = group.members[index]
        record(
            before: "#\(index) \(before[index])", event: event, after: name(member), look: member.look,
            step: result.step)
        if let released = result.releasedMember {
            note("   group releases #\(released): \(before[released]) → \(name(group.members[released]))")
        }
        let row = group.members.map(name).joined(separator: ", ")
        note("   row: [\(row)], active: \(group.active.map { "#\($0)" } ?? "none")")
    }

    /// Fails the run when `condition` is false.
    mutating func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        guard !condition else { return }
        failures.append(what())
        lines.append("   !! expected \(what())")
    }

    private mutating func record<Step: ControlStep>(
        before: String, event: some Any, after: String, look: StateLook, step: Step?
    ) {
        let transition = "\(before) --\(event)--> "
        guard let step else {
            note(transition + "\(after) (ignored: no transition)")
            return
        }
        let outputs = step.outputs.map { "emits \($0)" }
        let parts = [after, Describe.look(look)].filter { !$0.isEmpty } + outputs
        note(transition + parts.joined(separator: "   "))
        for animation in step.animations {
            note("   animation " + Describe.timing(of: animation))
            for track in animation.tracks { note("     " + Describe.track(track)) }
        }
    }
}
