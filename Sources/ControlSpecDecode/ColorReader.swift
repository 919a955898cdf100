import ControlSpecCore
import SystemColors

/// Reads colors: `#RRGGBB`, `#RRGGBBAA`, a system color name, or the name of an entry of `colors:`.
extension DecodeContext {
    /// A color. `declared` are the names of `colors:` entries; they win over system names. Pass
    /// `allowsNamed: false` inside `colors:` itself, whose entries are hex or system colors.
    mutating func color(
        _ node: YAMLNode, what: String, declared: Set<String>, allowsNamed: Bool = true
    ) -> Located<ColorValue>? {
        guard let text = string(node, what: what) else { return nil }
        let value = text.value
        if value.hasPrefix("#") {
            guard let rgba = Self.parseHex(value) else {
                report(
                    .typeMismatch,
                    "'\(value)' is not a hex color; write #RRGGBB or #RRGGBBAA with hex digits 0-9 and A-F",
                    at: node.location)
                return nil
            }
            return Located(rgba, at: node.location)
        }
        if allowsNamed, declared.contains(value) {
            return Located(.named(value), at: node.location)
        }
        if allowsNamed, let type = propertyTypes[value] {
            guard type == .color else {
                report(
                    .typeMismatch,
                    "property '\(value)' is \(type.keyword == "image" || type.keyword == "int" ? "an" : "a")"
                        + " \(type.keyword), not a color; bind \(what) to a color property",
                    at: node.location)
                return nil
            }
            return Located(.property(value), at: node.location)
        }
        if SystemColor.byName[value] != nil {
            return Located(.system(value), at: node.location)
        }
        let candidates = SystemColor.all.map(\.name) + (allowsNamed ? declared.sorted() : [])
        let hint = Suggestion.hint(
            for: value, in: candidates,
            otherwise: allowsNamed
                ? "declare it in 'colors:', or use #RRGGBB or a system color such as 'systemBlue'"
                : "use #RRGGBB, #RRGGBBAA or a system color such as 'systemBlue'")
        report(.undefinedReference, "unknown color '\(value)'\(hint)", at: node.location)
        return nil
    }

    /// `#RRGGBB` (opaque) or `#RRGGBBAA`.
    static func parseHex(_ text: String) -> ColorValue? {
        let digits = Array(text.dropFirst())
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            bytes.append(byte)
            index += 2
        }
        return .rgba(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }
}
