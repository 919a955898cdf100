import ControlSpecCore

/// What `history:` does in one region, decided once for every back end (analysis, generated
/// Swift, preview).
///
/// Each parent with history has a memory: the leaf entering it by its name enters, which starts
/// at the leaf its `initial:` children lead to. A transition taken in leaf `s` **leaves** a parent
/// P when `s` is below P and the state its `to:` names is not strictly below P (a move between
/// P's own descendants keeps P; a transition to P itself leaves and re-enters it). Leaving P
/// records its memory: `deep`, the leaf `s`; `shallow`, the leaf entering `s`'s child of P by its
/// name enters. Entering a parent by its name (`to:` names it, or the initial children of the
/// parent it names lead to it) enters its memory when it has history, else its initial child.
///
/// Every memory a step records and the leaf it enters are therefore the source leaf's function
/// of the memories before the step (`Value`): the back ends apply one `Effect` per transition and
/// source leaf, all its reads before all its writes.
package struct HistoryPlan: Sendable {
    /// A memory value: a leaf known from the transition and its source, or what the memory of
    /// history parent `memory` held before the step.
    package enum Value: Hashable, Sendable {
        case leaf(Int)
        case memory(Int)
    }

    /// One parent with history.
    package struct Memory: Hashable, Sendable {
        /// The parent.
        package var parent: ParentState
        /// Its leaves' numbers in the region (consecutive, in document order).
        package var leaves: [Int]
        /// The leaf its first entry enters (the memory's value before it is first left).
        package var initial: Int
    }

    /// What a transition does to the memories and where it leads, from one source leaf.
    package struct Effect: Hashable, Sendable {
        /// The leaf it enters.
        package var target: Value
        /// The memories it records, by memory number, each with its new value.
        package var records: [(memory: Int, value: Value)]

        package static func == (lhs: Effect, rhs: Effect) -> Bool {
            lhs.target == rhs.target && lhs.records.map(\.memory) == rhs.records.map(\.memory)
                && lhs.records.map(\.value) == rhs.records.map(\.value)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(target)
            for record in records {
                hasher.combine(record.memory)
                hasher.combine(record.value)
            }
        }
    }

    /// The parents with history, in document order.
    package private(set) var memories: [Memory]
    private let region: Region
    private var parentOf: [String: ParentState] = [:]
    private var memoryOf: [String: Int] = [:]
    private var leafNumber: [String: Int] = [:]

    /// The plan of `region`; `memories` is empty when no parent of it has history.
    package init(_ region: Region) {
        self.region = region
        var numbers: [String: Int] = [:]
        for (number, leaf) in region.states.enumerated() { numbers[leaf.name.value] = number }
        leafNumber = numbers
        for parent in region.parents { parentOf[parent.name.value] = parent }
        var memories: [Memory] = []
        for parent in region.parents where parent.history != nil {
            memoryOf[parent.name.value] = memories.count
            let leaves = parent.leaves.compactMap { numbers[$0] }
            memories.append(Memory(parent: parent, leaves: leaves, initial: leaves.first ?? 0))
        }
        self.memories = memories
        for index in memories.indices {
            if case .leaf(let leaf) = firstEntry(memories[index].parent.name.value) {
                self.memories[index].initial = leaf
            }
        }
    }

    /// Whether the region has a parent with history.
    package var isEmpty: Bool { memories.isEmpty }

    /// The memory number of parent `name`, nil when it has no history.
    package func memory(of name: String) -> Int? { memoryOf[name] }

    /// What `transition` does when it is taken in leaf number `source`.
    package func effect(of transition: Transition, from source: Int) -> Effect {
        let leaf = region.states[source]
        let written = transition.toParent ?? transition.to.value
        let writtenAncestors =
            parentOf[written]?.ancestors ?? region.states.first { $0.name.value == written }?.ancestors ?? []
        var records: [(memory: Int, value: Value)] = []
        for (number, memory) in memories.enumerated() {
            let name = memory.parent.name.value
            guard leaf.ancestors.contains(name), !writtenAncestors.contains(name) else { continue }
            records.append((number, recorded(memory, from: leaf)))
        }
        return Effect(target: entry(written, leftFrom: leaf), records: records)
    }

    /// Whether `transition` may enter a leaf other than `to` (it enters a parent that has history
    /// or whose initial children lead into one).
    package func readsMemory(_ transition: Transition) -> Bool {
        guard let parent = transition.toParent else { return false }
        return entersThroughMemory(parent)
    }

    /// Whether entering `name` by its name passes through a parent with history.
    package func entersThroughMemory(_ name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let parent = parentOf[current], seen.insert(current).inserted {
            if parent.history != nil { return true }
            current = parent.initial
        }
        return false
    }

    /// The value `memory` records when the control leaves its parent from `leaf`.
    private func recorded(_ memory: Memory, from leaf: State) -> Value {
        guard memory.parent.history?.value == .shallow else { return .leaf(leafNumber[leaf.name.value] ?? 0) }
        let depth = memory.parent.ancestors.count + 1
        let child = depth < leaf.ancestors.count ? leaf.ancestors[depth] : leaf.name.value
        return entry(child, leftFrom: leaf)
    }

    /// The leaf entering `name` by its name enters after the control left `leaf`: every parent
    /// with history on the way that holds `leaf` was just left (its new memory), any other keeps
    /// the memory it had.
    private func entry(_ name: String, leftFrom leaf: State) -> Value {
        guard let parent = parentOf[name] else { return .leaf(leafNumber[name] ?? 0) }
        if let number = memoryOf[name] {
            guard leaf.ancestors.contains(name) else { return .memory(number) }
            return recorded(memories[number], from: leaf)
        }
        return entry(parent.initial, leftFrom: leaf)
    }

    /// The leaf the first entry of `name` enters: its initial children down to a leaf.
    private func firstEntry(_ name: String) -> Value {
        var current = name
        var seen: Set<String> = []
        while let parent = parentOf[current], seen.insert(current).inserted { current = parent.initial }
        return .leaf(leafNumber[current] ?? 0)
    }
}
