import ControlSpecCore

/// JavaScript literals for values taken from a spec, safe inside an inline `<script>` element.
enum JavaScriptLiteral {
    /// A string literal that reads back as exactly `value`. `<`, `>` and `&` are escaped too, so
    /// no spec text can close the script element it is inlined in.
    static func string(_ value: String) -> String {
        QuotedLiteral.quoted(value) { scalar in
            switch scalar {
            case "<", ">", "&", "\u{2028}", "\u{2029}": unicodeEscape(scalar.value)
            default: scalar.value < 0x20 || scalar.value == 0x7F ? unicodeEscape(scalar.value) : nil
            }
        }
    }

    /// A number literal: the shortest text that reads back as `value` (JavaScript and Swift both
    /// print the shortest round-tripping decimal).
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// An exact integer (a BigInt literal): the page computes with whole numbers the way Swift's
    /// `Int` does, beyond the 2^53 a JavaScript number holds exactly.
    static func integer(_ value: Int) -> String { "\(value)n" }

    /// An array literal of already written elements.
    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }

    /// An object literal of already written values, keys quoted as strings, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
