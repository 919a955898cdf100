extension String {
    /// The text with every scalar for which `replacement` returns a text replaced by it, and the
    /// others kept: the one loop behind every escaping the compiler writes (Swift and JavaScript
    /// string literals, XML, DOT and Mermaid labels, visible diagnostics).
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) {
                result += text
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// A double-quoted string literal of a C-family language (Swift, JavaScript) that reads back as
/// the value: quotes and backslashes escaped, `\n`, `\r` and `\t` as such, every other scalar the
/// language needs escaped as `escape` spells it.
package enum QuotedLiteral {
    package static func quoted(_ value: String, escape: (Unicode.Scalar) -> String?) -> String {
        let body = value.replacingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: escape(scalar)
            }
        }
        return "\"" + body + "\""
    }
}
