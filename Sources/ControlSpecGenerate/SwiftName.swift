import ControlSpecCore

/// Swift spellings of spec names: the one place identifiers are escaped and made unique.
enum SwiftName {
    /// Words that must be written in backticks to be used as identifiers.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "actor", "any", "as", "associatedtype", "async", "await",
        "borrowing", "break", "case", "catch", "class", "consume", "consuming", "continue", "copy",
        "default", "defer", "deinit", "discard", "do", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "macro", "nil", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]

    /// Names that can never be identifiers, not even in backticks, in some position.
    static let unusable: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Member names every generated type already has.
    static let reservedMembers: Set<String> = ["hash", "hashValue", "allCases", "rawValue", "description"]

    /// `name` as an identifier, in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` (escaped or not) as an argument label: keywords need no backticks there, except
    /// `inout`, `var` and `let` (Swift warns about needless ones).
    static func label(_ name: String) -> String {
        let bare = name.filter { $0 != "`" }
        return ["inout", "var", "let"].contains(bare) ? "`\(bare)`" : bare
    }

    /// `name` with its first letter upper-cased (`press` → `Press`).
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Distinct Swift names for `names`, in order: a name that is unusable, reserved or taken by an
    /// earlier one gets `_` appended until it is free. The results are not escaped.
    static func unique(_ names: [String], reserved: Set<String>) -> [String] {
        var taken = reserved.union(unusable)
        var result: [String] = []
        for name in names {
            var candidate = name.isEmpty ? "_" : name
            while taken.contains(candidate) { candidate += "_" }
            taken.insert(candidate)
            result.append(candidate)
        }
        return result
    }
}
