import ControlSpecCore

/// A JSON document built from Swift values, written with its keys in the order they were given
/// (so the schema reads top-down like the language reference, and is byte-for-byte stable).
indirect enum JSONValue: Sendable, Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

    /// Pretty-printed with two-space indentation and a final line break.
    var text: String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let pairs) where pairs.isEmpty: out += "{}"
        case .array(let items) where items.isEmpty: out += "[]"
        case .object(let pairs):
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                out += inner + Self.quoted(key) + ": "
                value.write(into: &out, indent: inner)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: inner)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text): out += Self.quoted(text)
        case .number(let value):
            out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): out += value ? "true" : "false"
        }
    }

    /// `text` as a JSON string literal: quotes and backslashes escaped, control characters as
    /// `\uXXXX`.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                out += "\\" + String(scalar)
            } else if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
