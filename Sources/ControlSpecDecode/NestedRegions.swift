import ControlSpecCore

/// Reads the regions states hold (`regions:` under a state) and refuses what version 1 of nested
/// regions does not support (`nested-region`).
///
/// A nested region is appended to the control's regions after every top-level region, in document
/// order of its owner (`Region` documents the order), with its `owner` set.
extension DecodeContext {
    /// `top` (the top-level regions, each with its states that hold regions) followed by every
    /// nested region.
    mutating func withNestedRegions(
        _ top: [(region: Region, holders: [Holder])], properties: [Property], colors: Set<String>
    ) -> [Region] {
        var regions = top.map(\.region)
        for (index, entry) in top.enumerated() {
            for holder in entry.holders {
                if holder.regions.mapping?.isEmpty == true {
                    report(
                        .tooFewItems,
                        "'regions' of state '\(holder.state.value)' is empty; declare at least one region",
                        at: holder.regions.location)
                }
                let nested = decodeRegions(
                    holder.regions, what: "'regions' of state '\(holder.state.value)'",
                    properties: properties, colors: colors)
                for (region, deeper) in nested {
                    var region = region
                    region.owner = RegionOwner(region: index, state: holder.state.value)
                    for inner in deeper { refuseDeeperNesting(inner, in: region) }
                    refuseTimers(in: region)
                    refuseHistoryAtInitial(in: region)
                    regions.append(region)
                }
            }
            refuseDeepHistoryAbove(entry.holders, in: entry.region)
        }
        _ = uniqueNames(regions.compactMap(\.name), what: "region")
        return regions
    }

    private mutating func refuseDeeperNesting(_ holder: Holder, in region: Region) {
        report(
            .nestedRegion,
            "state '\(holder.state.value)' of the nested region '\(region.name?.value ?? "")' holds regions;"
                + " regions go one level inside a state in this version: declare them beside"
                + " '\(region.name?.value ?? "")' under the same state, and guard on"
                + " `\(region.name?.value ?? "") == .\(holder.state.value)`",
            at: holder.state.location)
    }

    private mutating func refuseTimers(in region: Region) {
        for transition in region.transitions {
            guard let timer = transition.timer else { continue }
            report(
                .nestedRegion,
                "a timer in the nested region '\(region.name?.value ?? "")' is not supported in this version;"
                    + " trigger it with an event ('on:'), or put the timer on the state holding the region",
                at: timer.delay.location)
        }
    }

    /// Entering the holding state enters each nested region's initial state: a parent's history
    /// there is not supported yet.
    private mutating func refuseHistoryAtInitial(in region: Region) {
        guard let first = region.initial.first?.value else { return }
        for parent in region.parents where parent.leaves.contains(first) {
            guard let history = parent.history else { continue }
            report(
                .nestedRegion,
                "'history' on '\(parent.name.value)', which holds the initial state of the nested region"
                    + " '\(region.name?.value ?? "")', is not supported in this version: entering the state"
                    + " holding the region always enters '\(first)'; remove 'history' or start the region"
                    + " in another state",
                at: history.location)
        }
    }

    /// `history: deep` on a parent above a state holding regions would restore every nested
    /// region's state: not supported yet.
    private mutating func refuseDeepHistoryAbove(_ holders: [Holder], in region: Region) {
        let held = Set(holders.map(\.state.value))
        for parent in region.parents {
            guard let history = parent.history, history.value == .deep,
                let holder = parent.leaves.first(where: held.contains)
            else { continue }
            report(
                .nestedRegion,
                "'history: deep' on '\(parent.name.value)' would restore the regions of '\(holder)', which is"
                    + " not supported in this version; write 'history: shallow' (re-entering '\(holder)'"
                    + " enters its regions' initial states)",
                at: history.location)
        }
    }
}

extension DecodeContext {
    /// A nested region's `from:` and `to:` name only its own states: a state of the region holding
    /// it is named from that region, by a transition from the holding state. Returns the owner
    /// region's state names, each reported where the nested region names it.
    mutating func checkOutsideNames(of region: Region, owner: RegionOwner, control: Control) -> Set<String> {
        let own = Set(region.states.map(\.name.value) + region.parents.map(\.name.value))
        let outer = control.regions[owner.region]
        let outside = Set(outer.states.map(\.name.value) + outer.parents.map(\.name.value))
        let regionName = region.name?.value ?? ""
        func check(
            _ name: Located<String>, as role: String, target: String, into context: inout DecodeContext
        ) {
            guard !own.contains(name.value), outside.contains(name.value) else { return }
            context.report(
                .undefinedReference,
                "'\(name.value)' is a state of the region holding '\(owner.state)', and the nested region"
                    + " '\(regionName)' names only its own states in '\(role)'; to leave '\(owner.state)', write"
                    + " a transition there: `{ from: \(owner.state), on: <event>, to: \(target) }`",
                at: name.location)
        }
        for name in region.initial where !own.contains(name.value) && outside.contains(name.value) {
            report(
                .undefinedReference,
                "'\(name.value)' is a state of the region holding '\(owner.state)'; the nested region"
                    + " '\(regionName)' starts in one of its own states",
                at: name.location)
        }
        for transition in region.transitions {
            if case .states(let sources) = transition.from {
                for source in sources { check(source, as: "from", target: transition.to.value, into: &self) }
            }
            check(transition.to, as: "to", target: transition.to.value, into: &self)
        }
        return outside.subtracting(own)
    }
}
