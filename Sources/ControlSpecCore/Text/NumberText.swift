/// Numbers as messages and docs show them.
package enum NumberText {
    /// `2` rather than `2.0`; other values as Swift prints them.
    package static func shortest(_ value: Double) -> String {
        if abs(value) < 1e15, Double(Int(value)) == value { return String(Int(value)) }
        return String(value)
    }
}
