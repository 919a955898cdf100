import ControlSpecCore

/// How a dead end or a state without a way back is reached, as the user lives through it, when a
/// timer is on the way: "after `tap`, 2 s in `copied`" (`AnalysisFacts.arrivals`). Each event is
/// named as sent; each timer by the time spent in the state it left: its delay, its interval when
/// it repeats right after its own firing, or the entering animation's time for `after: animation`.
extension Analysis {
    /// "after `tap`, 2 s in `copied`" for `state` of `region`; nil when no timer is on the way the
    /// exploration found (or none was recorded).
    func arrival(_ region: Int, _ state: Int) -> String? {
        guard facts.arrivals.indices.contains(region), let steps = facts.arrivals[region][state],
            steps.contains(where: { model.events[$0.event].timer != nil })
        else { return nil }
        var words: [String] = []
        for (position, step) in steps.enumerated() {
            guard let timer = model.events[step.event].timer else {
                words.append("`\(event(step.event))`")
                continue
            }
            let source = step.valuation[timer.region]
            let milliseconds: Int?
            if timer.waitsForAnimation {
                milliseconds = machine.animationTimers?.finish(region: timer.region, at: step.valuation)
            } else if let interval = timer.interval, position > 0, steps[position - 1].event == step.event,
                steps[position - 1].valuation[timer.region] == source
            {
                milliseconds = interval
            } else {
                milliseconds = timer.delay
            }
            let time = milliseconds.map(TimerTrigger.seconds) ?? "the animation"
            var place = "`\(control.regions[timer.region].states[source].path)`"
            if let name = control.regions[timer.region].name?.value { place += " of region `\(name)`" }
            words.append("\(time) in \(place)")
        }
        return "after " + words.joined(separator: ", ")
    }
}
