import ControlSpecCore

/// A guard's boxes split into what they ask of the configuration and what they leave to the inputs.
///
/// At a configuration `c` (regions and state properties fixed), a guard holds for exactly the
/// input values of the boxes whose configuration part contains `c`. Which boxes those are is a
/// few integer comparisons, and the input part of each box (`projection`, every configuration
/// variable at its whole domain) is the same at every configuration, so the exploration can key
/// a cell's dispatch by the boxes that match and compute it once per key (`DispatchCache`).
struct ProjectedGuard: Sendable {
    /// One box of the guard.
    struct Part: Sendable {
        /// The configuration variables the box narrows, with the interval it allows for each.
        var checks: [(variable: Int, interval: Interval)]
        /// The box with every configuration variable at its whole domain.
        var projection: Box
    }

    var parts: [Part]

    /// The parts of `constraint`, box by box in order, over `table`'s variables.
    init(_ constraint: Constraint, table: VariableTable) {
        let domains = table.variables.map(\.domain)
        parts = constraint.boxes.map { box in
            var projection = box
            var checks: [(variable: Int, interval: Interval)] = []
            for variable in 0..<table.configurationCount where box.bounds[variable] != domains[variable] {
                checks.append((variable, box.bounds[variable]))
                projection.bounds[variable] = domains[variable]
            }
            return Part(checks: checks, projection: projection)
        }
    }

    /// Whether part `index` allows the configuration (or any valuation starting with it).
    func matches(_ index: Int, _ configuration: [Int]) -> Bool {
        for check in parts[index].checks where !check.interval.contains(configuration[check.variable]) {
            return false
        }
        return true
    }
}
