import ControlSpecCore
import ControlSpecResolve

/// The state of every region in one of `render`'s pictures, by `RegionNesting`'s rule: the other
/// top-level regions at their first initial state; a region inside a state with its holder set
/// (and the holder's, up to the top); every region inside a state at its entry state while its
/// holder is set, else inactive (an empty name, which no look matches: it shows nothing).
struct PicturedStates {
    let control: Control
    let nesting: RegionNesting

    /// The regions' states showing leaf `state` of `region`: its holders set, then a step into
    /// `state` (which enters the regions it holds).
    func showing(_ state: Int, in region: Int) -> [Int] {
        var states = nesting.start
        var inner = region
        while let owner = nesting.owners[inner] {
            states[owner.region] = owner.state
            inner = owner.region
        }
        return step(nesting.settled(states), in: region, to: state)
    }

    /// `states` after a transition of `region` to its leaf `target`: the regions the step leaves
    /// inactive, those it enters at their entry states.
    func step(_ states: [Int], in region: Int, to target: Int) -> [Int] {
        var next = states
        next[region] = target
        let coupling = nesting.coupling(region: region, source: states[region], target: target)
        for exited in coupling.exited { next[exited] = nesting.inactiveState(of: exited) }
        for entered in coupling.entered { next[entered] = nesting.entryState(of: entered) }
        return next
    }

    /// The states by name, an inactive region's as "".
    func names(_ states: [Int]) -> [String] {
        states.enumerated().map { region, state in
            let leaves = control.regions[region].states
            return leaves.indices.contains(state) ? leaves[state].name.value : ""
        }
    }
}
