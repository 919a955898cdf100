/// Where the analysis found a problem, as values: the state of each region, the event offered and
/// the values of the properties that decide the finding (the configuration where two transitions
/// are both enabled, where a `set` leaves the range, where `release` is ignored), or, for a
/// transition that never fires, the properties its guard reads that never change from their
/// default.
///
/// A diagnostic of the Analyze stage carries it (`Diagnostic.witness`); its message, the JSON and
/// SARIF reports and `AnalysisReport.findings` all read this one value.
public struct Witness: Hashable, Sendable, Encodable {
    /// A value of a property or a region, typed.
    public enum Value: Hashable, Sendable, Encodable, CustomStringConvertible {
        /// A bool property's value.
        case bool(Bool)
        /// An int property's value.
        case int(Int)
        /// An enum property's case, or a region's state.
        case name(String)
        /// A number a guard compares: the finger's position (`touch.fx = 0.5`), a double, or a
        /// combination of them (`value + step - max = 0.5`).
        case number(Double)

        /// As a guard writes it: `true`, `4`, `.usable`, `0.5`.
        public var description: String {
            switch self {
            case .bool(let value): "\(value)"
            case .int(let value): "\(value)"
            case .number(let value): NumberText.shortest(value)
            case .name(let name): ".\(name)"
            }
        }

        /// Encodes the plain JSON value: `true`, `4` or `"usable"`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .name(let name): try container.encode(name)
            }
        }
    }

    /// One property or region and its value.
    public struct Assignment: Hashable, Sendable, Encodable {
        /// The property's or the region's name.
        public var name: String
        /// Its value.
        public var value: Value

        /// Makes a value from its fields.
        package init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The state of each region (in a control without regions, one entry named after the
    /// control), when the finding happens in a configuration.
    public var states: [Assignment]
    /// The event offered, when the finding is about an event.
    public var event: String?
    /// The properties (and regions a guard reads) that decide the finding, in declaration order.
    public var values: [Assignment]

    /// "count = 4, locked = true".
    package var valuesText: String { values.map { "\($0.name) = \($0.value)" }.joined(separator: ", ") }

    /// " when count = 4", or "" when no property decides.
    package var whenText: String { values.isEmpty ? "" : " when \(valuesText)" }

    /// Makes a value from its fields.
    package init(states: [Assignment], event: String? = nil, values: [Assignment]) {
        self.states = states
        self.event = event
        self.values = values
    }
}

/// A finding of the Analyze stage that other stages read as a value: reported whether or not
/// `suppress:` silences its diagnostic.
public struct AnalysisFinding: Hashable, Sendable {
    /// The code its diagnostic has.
    public var code: DiagnosticCode
    /// The transitions it is about, as numbers across regions in document order (the later of an
    /// ambiguous pair last).
    public var transitions: [Int]
    /// Where it happens.
    public var witness: Witness

    /// Makes a value from its fields.
    package init(code: DiagnosticCode, transitions: [Int], witness: Witness) {
        self.code = code
        self.transitions = transitions
        self.witness = witness
    }
}
