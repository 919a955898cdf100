/// What a placeholder writes in its dashed frame, and at which size, so that its label stays inside
/// the frame and legible: the one rule `render` and the preview page both follow.
///
/// A placeholder is drawn in unit coordinates of a square as wide as the shorter side of its image's
/// frame (a `viewBox="0 0 1 1"` that meets the frame), so a label's font in points is its unit size
/// times that side. *Legible* means at least ``minimumPoints`` at the control's own size (one CSS
/// pixel per point; the page's zoom only makes it larger). A placeholder has three labels, richest
/// first — the kind over the name, the name alone, the name's initials — and shows the first that
/// is legible in its frame; the full `kind name` is always its `<title>` (a tooltip). Below the
/// side the initials need, no text is legible in the frame: the initials are drawn as large as fits.
/// Every line fits ``lineWidth`` by an estimate of 0.6 of the font size per character (wider than
/// most fonts' average) and, when the estimate fills it, is held to it by `textLength`.
struct PlaceholderLabel {
    /// One line of a label, in unit coordinates: its text, baseline and font size.
    struct Line: Equatable {
        var text: String
        var baseline: Double
        var size: Double
    }

    /// One way of labelling the placeholder and the shortest frame side, in points, at which all of
    /// its lines are legible (0 for the last, which is shown when no other is).
    struct Variant: Equatable {
        var lines: [Line]
        var minimumSide: Double
    }

    /// The smallest font size, in points at the control's size, a label is drawn at when it is
    /// written out (8 pt: the smallest size at which the page's sans-serif stays readable at one CSS
    /// pixel per point).
    static let minimumPoints = 8.0

    /// The widest a line is drawn, in units of the image: the dashed frame's 0.92 less a margin on
    /// each side.
    static let lineWidth = 0.8

    /// The kind of placeholder (`asset`, `symbol`, `property`, `PDF`) and the name it stands for.
    let kind: String
    let name: String

    /// The full label, the placeholder's `<title>`.
    var title: String { kind + " " + name }

    /// The labels, richest first; the last is always shown when no other is legible.
    var variants: [Variant] {
        let kindLine = Self.line(kind, baseline: 0.44, preferred: 0.13)
        let nameLine = Self.line(name, baseline: 0.62, preferred: 0.11)
        let alone = Self.centred(name, preferred: 0.22)
        let glyph = Self.centred(initials, preferred: 0.5)
        return [
            Variant(lines: [kindLine, nameLine], minimumSide: Self.minimumSide(kindLine, nameLine)),
            Variant(lines: [alone], minimumSide: Self.minimumSide(alone)),
            Variant(lines: [glyph], minimumSide: 0),
        ]
    }

    /// The label shown in a frame whose shorter side is `side` points.
    func variant(forSide side: Double) -> Variant {
        let all = variants
        return all.first { $0.minimumSide <= side } ?? all[all.count - 1]
    }

    /// Up to three initials of the name's words (split at `_`, `-`, `.`, spaces and where a lower
    /// case letter meets an upper case one), upper-cased; `?` for a name without letters or digits.
    var initials: String {
        var result = ""
        var previous: Character?
        for character in name {
            let startsWord =
                (character.isLetter || character.isNumber)
                && (previous.map {
                    !($0.isLetter || $0.isNumber) || ($0.isLowercase && character.isUppercase)
                }
                    ?? true)
            if startsWord && result.count < 3 { result += character.uppercased() }
            previous = character
        }
        return result.isEmpty ? "?" : result
    }

    /// A line at `baseline`, at `preferred` size or smaller so that its estimated width fits.
    private static func line(_ text: String, baseline: Double, preferred: Double) -> Line {
        Line(text: text, baseline: baseline, size: fitted(text, preferred: preferred))
    }

    /// A single line centred on the frame's middle (its baseline a third of its size below it).
    private static func centred(_ text: String, preferred: Double) -> Line {
        let size = fitted(text, preferred: preferred)
        return Line(text: text, baseline: 0.5 + size * 0.35, size: size)
    }

    private static func fitted(_ text: String, preferred: Double) -> Double {
        min(preferred, lineWidth / (0.6 * Double(max(text.count, 1))))
    }

    /// The side at which the smallest of `lines` reaches ``minimumPoints``.
    private static func minimumSide(_ lines: Line...) -> Double {
        minimumPoints / (lines.map(\.size).min() ?? 1)
    }

    /// The estimated width of a line in units.
    static func estimatedWidth(_ line: Line) -> Double {
        Double(line.text.count) * line.size * 0.6
    }
}
