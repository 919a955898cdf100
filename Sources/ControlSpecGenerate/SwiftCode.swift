import ControlSpecCore

/// A Swift expression built as a tree, so long values can be laid out over several lines the
/// way `swift format` leaves them: one argument or element per line.
indirect enum SwiftCode: Hashable {
    /// Text written as is.
    case atom(String)
    /// `name(label: value, …)`.
    case call(String, [Argument])
    /// `[a, b, …]`.
    case array([SwiftCode])

    /// One argument of a call.
    struct Argument: Hashable {
        var label: String?
        var value: SwiftCode

        init(_ label: String?, _ value: SwiftCode) {
            self.label = label
            self.value = value
        }
    }

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text):
            return text
        case .call(let name, let arguments):
            return name + "("
                + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.flat }
                .joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        }
    }

    /// Writes `prefix`, the expression and `suffix`: on one line when it fits, otherwise with
    /// every argument or element on its own line.
    func write(to writer: inout SwiftWriter, prefix: String = "", suffix: String = "") {
        let single = prefix + flat + suffix
        if writer.indentation + single.count <= SwiftWriter.lineLength {
            writer.line(single)
            return
        }
        switch self {
        case .atom:
            writer.line(single)
        case .call(let name, let arguments):
            writer.line(prefix + name + "(")
            writer.indented { writer in
                for (index, argument) in arguments.enumerated() {
                    let label = argument.label.map { $0 + ": " } ?? ""
                    argument.value.write(
                        to: &writer, prefix: label, suffix: index == arguments.count - 1 ? "" : ",")
                }
            }
            writer.line(")" + suffix)
        case .array(let elements):
            writer.line(prefix + "[")
            writer.indented { writer in
                // `swift format` wants a trailing comma after each element of a multi-line literal
                // with several elements, and none after the only element.
                for element in elements { element.write(to: &writer, suffix: elements.count > 1 ? "," : "") }
            }
            writer.line("]" + suffix)
        }
    }
}
