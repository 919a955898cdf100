@_spi(Compiler) import ControlSpecRuntime

/// Short readable spellings of the runtime's descriptions: looks, images, animations, numbers.
enum Describe {
    /// `shows tick, selected, "selected"`: the images and the flags a state sets; empty when the
    /// state sets nothing.
    static func look(_ look: StateLook) -> String {
        var parts = look.images.map(\.name)
        if let alpha = look.alpha { parts.append("alpha \(number(alpha))") }
        if look.selected == true { parts.append("selected") }
        if look.highlighted == true { parts.append("highlighted") }
        if look.enabled == false { parts.append("disabled") }
        if let value = look.accessibilityValue { parts.append("\"\(value)\"") }
        return parts.isEmpty ? "" : "shows " + parts.joined(separator: ", ")
    }

    /// `check: 0.5 s linear (0, 0, 1, 1)` or
    /// `springBack: 1.4726 s spring stiffness 342.1006 damping 9.3817 mass 1 velocity 6 (ratio 0.2536)`.
    static func timing(of animation: AnimationDescription) -> String {
        "\(animation.name): \(animation.timingSummary)"
    }

    /// `incoming scale 0.1 → 1`, or `control scale → 0.95` when it starts at the current value.
    static func track(_ track: TrackDescription) -> String {
        let target: String
        switch track.target {
        case .incoming: target = "incoming"
        case .outgoing: target = "outgoing"
        case .control: target = "control"
        case .image(let name): target = "image \(name)"
        }
        let from = track.from.map { number($0) + " " } ?? "(current) "
        return "\(target) \(track.property.rawValue) \(from)→ \(number(track.to))"
    }

    /// Where an image's pixels come from; shapes primitive by primitive.
    static func image(_ image: ImageDescription) -> [String] {
        switch image.source {
        case .asset(let name): return ["\(image.name): asset \(name)"]
        case .symbol(let name): return ["\(image.name): SF Symbol \(name)"]
        case .shape(let primitives): return ["\(image.name): shape"] + primitives.map { "  " + primitive($0) }
        case .property(let name): return ["\(image.name): the app's image \(name)"]
        case .empty: return ["\(image.name): not set"]
        case .app: return ["\(image.name): an image the app gave"]
        }
    }

    private static func primitive(_ primitive: ShapePrimitive) -> String {
        var text: String
        switch primitive.geometry {
        case .circle(let center, let radius):
            text = "circle at \(point(center)) radius \(number(radius))"
        case .rect(let origin, let size, let cornerRadius):
            text = "rect at \(point(origin)) size \(point(size)) corner \(number(cornerRadius))"
        case .path(let points, let closed):
            text = "path " + points.map(point).joined(separator: " → ") + (closed ? " closed" : "")
        }
        if let fill = primitive.fill { text += ", fill \(color(fill))" }
        if let stroke = primitive.stroke {
            text += ", stroke \(color(stroke)) width \(length(primitive.width))"
            text += " cap \(primitive.cap.rawValue) join \(primitive.join.rawValue)"
        }
        return text
    }

    private static func point(_ point: ShapePoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    private static func color(_ color: ColorDescription) -> String {
        switch color {
        case .system(let name):
            return name
        case .property(let name):
            return "the app's \(name)"
        case .app:
            return "a color the app gave"
        case .rgba(let red, let green, let blue, let alpha):
            return "#"
                + [red, green, blue, alpha].map { byte in
                    let digits = String(byte, radix: 16, uppercase: true)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
        }
    }

    /// The look laid out in a control of `size`: the border, then each image and text at its frame
    /// (texts measured at half the point size per character, 1.25 × the point size per line, like
    /// the tests' metrics).
    static func layout(_ look: StateLook, in size: LayoutSize) -> [String] {
        let layout = look.layout(in: size) { text in
            LayoutSize(
                width: Double(text.text.count) * text.font.pointSize / 2, height: text.font.pointSize * 1.25)
        }
        var lines = ["laid out at \(number(size.width)) × \(number(size.height)):"]
        if let border = layout.border {
            lines.append("  border \(number(border.width)) pt \(color(border.color))")
        }
        for item in layout.items {
            let frame = item.frame
            let at =
                "at (\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height)))"
            switch item.content {
            case .image(let image):
                lines.append("  image \(image.name) \(image.contentMode.rawValue) \(at)")
            case .text(let text):
                let font =
                    (text.font.name ?? "system \(text.font.weight.rawValue)")
                    + " \(number(text.font.pointSize)) pt"
                lines.append("  text \"\(text.text)\" \(font) \(color(text.color)) \(at)")
            }
        }
        if let intrinsic = look.intrinsicSize(measure: { text in
            LayoutSize(
                width: Double(text.text.count) * text.font.pointSize / 2, height: text.font.pointSize * 1.25)
        }) {
            lines.append("  intrinsic size \(number(intrinsic.width)) × \(number(intrinsic.height))")
        }
        return lines
    }

    /// `1 pt`, `0.02 w`, `10 pt + 1 h`.
    static func length(_ length: Length) -> String {
        let terms = [(length.points, "pt"), (length.width, "w"), (length.height, "h")].filter { $0.0 != 0 }
        return terms.isEmpty ? "0" : terms.map { "\(number($0.0)) \($0.1)" }.joined(separator: " + ")
    }

    /// `1` for 1.0, `0.95` for 0.95.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
