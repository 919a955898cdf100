import ControlSpecCore

/// One source line as printed under a diagnostic, with the caret line below it.
///
/// Lines are split where libyaml splits them (LF, CRLF, a lone CR, NEL, LS and PS), so line
/// numbers agree with the diagnostics'. What is shown is safe: control and direction-changing
/// characters appear as `\u{…}` escapes and tabs as spaces to the next multiple of 8 columns.
/// The caret is placed by display width: wide characters (CJK, emoji) take two columns,
/// combining marks none.
struct SourceExcerpt {
    private var shown = ""
    private var caret = ""
    /// The display column `shown` has reached.
    private var width = 0

    init(startsCut: Bool) {
        if startsCut { add("…", beforeCaret: true) }
    }

    /// Appends a character of the line; `beforeCaret` when it stands before the caret's column.
    mutating func append(_ scalar: Unicode.Scalar, beforeCaret: Bool) {
        if scalar == "\t" {
            add(String(repeating: " ", count: 8 - width % 8), beforeCaret: beforeCaret)
        } else if VisibleText.needsEscape(scalar) {
            add(VisibleText.escape(scalar), beforeCaret: beforeCaret)
        } else {
            shown.unicodeScalars.append(scalar)
            let columns = Self.columns(of: scalar)
            width += columns
            if beforeCaret { caret += String(repeating: " ", count: columns) }
        }
    }

    /// The two lines, each ending in a line break.
    func text(endsCut: Bool) -> String {
        shown + (endsCut ? "…" : "") + "\n" + caret + "^\n"
    }

    private mutating func add(_ text: String, beforeCaret: Bool) {
        shown += text
        width += text.unicodeScalars.count
        if beforeCaret { caret += String(repeating: " ", count: text.unicodeScalars.count) }
    }

    /// How many terminal columns a printable scalar takes.
    static func columns(of scalar: Unicode.Scalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The text of line `number` (1-based), without its line break; nil past the end.
    static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        var current = 1
        var line = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let isBreak: Bool
            switch scalar {
            case "\n":
                isBreak = !previousWasCR
                previousWasCR = false
                if !isBreak { continue }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}":
                isBreak = true
                previousWasCR = scalar == "\r"
            default:
                isBreak = false
                previousWasCR = false
            }
            if isBreak {
                if current == number { return String(line) }
                current += 1
                if current > number { return nil }
            } else if current == number {
                line.append(scalar)
            }
        }
        return current == number && !line.isEmpty ? String(line) : nil
    }
}
