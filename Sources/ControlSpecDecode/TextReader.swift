import ControlSpecCore
import ControlSpecRuntime

/// Reads `texts:`: what each text shows (a template over the control's properties), its font,
/// color, alignment, line limit, shrink-to-fit and slot.
extension DecodeContext {
    mutating func decodeTexts(_ node: YAMLNode, colors: Set<String>) -> [TextItem] {
        namedEntries(node, what: "'texts'", nameKind: .text).compactMap { name, value in
            decodeText(name: name, node: value, colors: colors)
        }
    }

    private mutating func decodeText(name: Located<String>, node: YAMLNode, colors: Set<String>) -> TextItem?
    {
        let what = "text '\(name.value)'"
        guard let fields = fields(of: node, table: SpecKeys.text, what: what) else { return nil }
        let text = fields["text"].flatMap { string($0, what: "the text") }
        let font = fields["font"].flatMap { decodeFont($0) }
        let color = fields["color"].flatMap { self.color($0, what: "the text color", declared: colors) }
        let alignment = fields["alignment"].flatMap {
            keyword($0, TextDescription.Alignment.self, what: "alignment")
        }
        let lines = fields["lines"].flatMap { lineCount($0) }
        let minimumScale = fields["minimumScale"].flatMap {
            number(
                $0, what: "the minimum scale", in: SpecKeys.text.bounds("minimumScale"),
                rule: "a scale is a fraction 0...1 of the font size"
            )
        }
        let slot = fields["slot"].flatMap { self.name($0, kind: .slot) }
        guard let text, let font else { return nil }
        var drawn = TextDescription(
            name: name.value, text: text.value, font: font, minimumScale: minimumScale?.value,
            slot: slot?.value)
        if let alignment { drawn.alignment = alignment.value }
        if let lines { drawn.lines = lines }
        return TextItem(
            drawn, color: color,
            locations: .init(name: name.location, text: text.location, slot: slot?.location),
            location: node.location)
    }

    /// `lines:`, a whole number 0 or more (0: no limit).
    private mutating func lineCount(_ node: YAMLNode) -> Int? {
        guard
            let count = number(
                node, what: "'lines'", in: SpecKeys.text.bounds("lines"),
                rule: "write 0 (no limit) or a number of lines")
        else { return nil }
        guard count.value == count.value.rounded() else {
            report(
                .typeMismatch, "'lines' is a whole number of lines, not \(NumberText.shortest(count.value))",
                at: node.location)
            return nil
        }
        return Int(count.value)
    }

    /// `{ size, weight }`, `{ name, size }` or `{ style }` (with `size`: that size scaled like the
    /// style).
    private mutating func decodeFont(_ node: YAMLNode) -> FontDescription? {
        guard let fields = fields(of: node, table: SpecKeys.font, what: "the font") else { return nil }
        let name = fields["name"].flatMap { string($0, what: "the font name") }
        let size = fields["size"].flatMap {
            number(
                $0, what: "the font size", in: SpecKeys.font.bounds("size"),
                rule: "a font size is 1 to 1000 points")
        }
        let weight = fields["weight"].flatMap {
            keyword($0, FontDescription.Weight.self, what: "font weight")
        }
        let style = fields["style"].flatMap {
            keyword($0, FontDescription.TextStyle.self, what: "text style")
        }
        guard fields.has("size") || fields.has("style") else { return nil }
        var font = FontDescription(name: name?.value, size: size?.value, style: style?.value)
        if let weight { font.weight = weight.value }
        return font
    }
}
