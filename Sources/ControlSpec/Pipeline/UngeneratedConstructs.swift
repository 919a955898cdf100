import ControlSpecCore

/// What `lint` and `graph` analyse but the commands that write a control's code, page or pictures
/// (`compile`, `preview`, `render`) cannot write yet: regions inside a state. The analysis, the
/// reference rule and the graph know them; the generated machine, the UIKit player and the page do
/// not, so writing a control that holds them would ship one whose nested regions never switch off.
extension Pipeline {
    /// `check(_:)` of every source, with a `nested-region` error at each region inside a state.
    public func checkForOutput(_ sources: [SpecSource]) -> [CheckResult] {
        check(sources).map(Self.refusingUngenerated)
    }

    /// `check(_:)` of one source, with a `nested-region` error at each region inside a state.
    public func checkForOutput(_ source: SpecSource) -> CheckResult {
        Self.refusingUngenerated(check(source))
    }

    private static func refusingUngenerated(_ result: CheckResult) -> CheckResult {
        guard let decoded = result.decoded else { return result }
        var result = result
        let control = decoded.control
        for region in control.regions {
            guard let owner = region.owner, let name = region.name?.value else { continue }
            result.diagnostics.append(
                Diagnostic(
                    .nestedRegion,
                    "the region '\(name)' inside '\(owner.state)' is analysed by 'lint' and drawn by"
                        + " 'graph', but this version cannot write code, pages or pictures for it;"
                        + " to compile the control, declare it as a region beside the state"
                        + " (Language.md, 'Regions beside a state')",
                    file: decoded.path, at: region.location))
        }
        result.diagnostics.sort()
        return result
    }
}
