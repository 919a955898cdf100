/// Text from a spec made safe to show a person, in a terminal, a CI log or a comment: every
/// character that could end a line, move the cursor, start a terminal escape sequence or turn the
/// text's direction is shown as a `\u{…}` escape (ESC as `\u{1B}`).
package enum VisibleText {
    /// `text` with every character that `needsEscape` shown as `\u{…}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        return text.replacingScalars { needsEscape($0) ? escape($0) : nil }
    }

    /// `\u{1B}` for ESC: the escape `escaped(_:)` shows a character as.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `scalar` is shown as an escape: a control character (line breaks and tabs
    /// included), a line or paragraph separator, or a change of the text's direction.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }
}
