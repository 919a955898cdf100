import ControlSpecCore

/// The identifier rules of the spec language.
enum NameRules {
    /// Type names a control cannot take: Swift reserves some, and the rest are types the generated
    /// file refers to, which its top-level adapter class (named after the control) would shadow.
    static let reservedTypeNames: Set<String> = ReservedTypeNames.types.union([
        "Any", "AnimatableMeasure", "AnimatableValues", "Self", "Type", "Protocol", "Bundle", "CGRect",
        "ControlDriver",
        "ControlPlayer",
        "ControlSpecRuntime",
        "GroupStep",
        "MainActor", "NSCoder", "Pose", "PoseMeasure", "Timeline", "UIButton", "UIControl", "UIKit", "UIView",
        "VelocityMeasure",
    ])

    /// Why `name` is not a valid name of `kind`, or nil when it is. Swift keywords are valid: the
    /// generator escapes them.
    static func problem(with name: String, kind: NameKind) -> String? {
        guard !name.isEmpty else { return "a name cannot be empty" }
        let upper = kind.isTypeName
        let follows =
            name.utf8.withContiguousStorageIfAvailable { followsCase($0, upper: upper) }
            ?? followsCase(name.utf8, upper: upper)
        if upper {
            guard follows else {
                return "'\(name)' is not an UpperCamelCase type name; use letters and digits, starting with a"
                    + " capital letter (e.g. '\(suggestion(for: name, upper: true))')"
            }
            if reservedTypeNames.contains(name) {
                return
                    "'\(name)' is reserved by Swift or used by the generated code and cannot name a control;"
                    + " choose another name"
            }
            return nil
        }
        guard follows else {
            return "'\(name)' is not a lowerCamelCase identifier; use letters and digits, starting with a"
                + " lowercase letter (e.g. '\(suggestion(for: name, upper: false))')"
        }
        return nil
    }

    /// Whether the UTF-8 `bytes` (at least one) are ASCII letters and digits starting with an
    /// uppercase letter (`upper`) or a lowercase one.
    private static func followsCase(_ bytes: some Collection<UInt8>, upper: Bool) -> Bool {
        guard let first = bytes.first,
            (upper ? UInt8(ascii: "A")...UInt8(ascii: "Z") : UInt8(ascii: "a")...UInt8(ascii: "z")).contains(
                first)
        else { return false }
        for byte in bytes where !byte.isIdentifierBody || byte == UInt8(ascii: "_") { return false }
        return true
    }

    /// A camel-cased rewrite of `name` for the message: `is-on` → `isOn`, `Up` → `up`.
    static func suggestion(for name: String, upper: Bool) -> String {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCIILetter || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = words.enumerated().map { index, word in
            index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        while let first = result.unicodeScalars.first, ("0"..."9").contains(first) {
            result.unicodeScalars.removeFirst()
        }
        guard !result.isEmpty else { return upper ? "MyControl" : "name" }
        let head = upper ? result.prefix(1).uppercased() : result.prefix(1).lowercased()
        return head + result.dropFirst()
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
