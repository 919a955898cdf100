/// What taking each transition does to a configuration, as flat integer tables: the region it
/// moves, its target, and its `set:` assignments, so the exploration's innermost loop reads no
/// `CompiledTransition` (whose arrays a copy would retain one by one).
struct TransitionEffects {
    /// One `set:` assignment: `variable` becomes `constant`, `!source`, or `source + amount`.
    struct Assignment {
        enum Kind: UInt8 {
            case constant
            case negation
            case offset
        }

        var variable: Int
        var kind: Kind
        var source: Int
        /// The constant, or the offset's amount.
        var amount: Int
    }

    /// Per transition: its region and target.
    let regions: [Int32]
    let targets: [Int32]
    /// Per transition: whether a `set:` copies an input (`CompiledMachine.copiesInput`).
    let copiesInput: [Bool]
    /// Transition `n`'s assignments are `assignments[assignmentStart[n]..<assignmentStart[n + 1]]`.
    let assignmentStart: [Int]
    let assignments: [Assignment]

    init(_ machine: CompiledMachine) {
        var regions: [Int32] = []
        var targets: [Int32] = []
        var assignmentStart: [Int] = [0]
        var assignments: [Assignment] = []
        regions.reserveCapacity(machine.transitions.count)
        targets.reserveCapacity(machine.transitions.count)
        assignmentStart.reserveCapacity(machine.transitions.count + 1)
        for number in machine.transitions.indices {
            regions.append(Int32(truncatingIfNeeded: machine.transitions[number].region))
            targets.append(Int32(truncatingIfNeeded: machine.transitions[number].target))
            for assignment in machine.transitions[number].assignments {
                switch assignment.value {
                case .constant(let constant):
                    assignments.append(
                        Assignment(
                            variable: assignment.variable, kind: .constant, source: 0, amount: constant))
                case .negation(let source):
                    assignments.append(
                        Assignment(variable: assignment.variable, kind: .negation, source: source, amount: 0))
                case .offset(let source, let amount):
                    assignments.append(
                        Assignment(
                            variable: assignment.variable, kind: .offset, source: source, amount: amount))
                }
            }
            assignmentStart.append(assignments.count)
        }
        self.regions = regions
        self.targets = targets
        copiesInput = machine.copiesInput
        self.assignmentStart = assignmentStart
        self.assignments = assignments
    }
}
