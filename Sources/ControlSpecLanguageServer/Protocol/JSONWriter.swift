import Foundation

/// Writes the server's JSON: the dictionaries, arrays, strings, numbers, booleans and `NSNull` it
/// builds its messages from. Foundation's `JSONSerialization` takes about 60 µs per object on
/// Linux, which a completion list of thousands of states would feel; this writes bytes directly.
enum JSONWriter {
    /// The JSON text of `value`, nil when it holds something JSON has no form for.
    static func data(_ value: Any) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        return write(value, into: &out) ? out : nil
    }

    private static func write(_ value: Any, into out: inout [UInt8]) -> Bool {
        switch value {
        case let string as String:
            write(string, into: &out)
        case let object as [String: Any]:
            out.append(UInt8(ascii: "{"))
            for (index, (key, item)) in object.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(key, into: &out)
                out.append(UInt8(ascii: ":"))
                guard write(item, into: &out) else { return false }
            }
            out.append(UInt8(ascii: "}"))
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, item) in array.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                guard write(item, into: &out) else { return false }
            }
            out.append(UInt8(ascii: "]"))
        case let flag as Bool:
            out.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case let number as Int:
            out.append(contentsOf: Array(String(number).utf8))
        case let number as Double:
            guard number.isFinite else { return false }
            out.append(contentsOf: Array("\(number)".utf8))
        case is NSNull:
            out.append(contentsOf: Array("null".utf8))
        default:
            return false
        }
        return true
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
    private static func write(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
