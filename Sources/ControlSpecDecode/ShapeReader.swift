import ControlSpecCore
import ControlSpecRuntime

/// Reads one vector primitive of a shape image. Coordinates are unit coordinates: 0...1 of the
/// control's bounds.
extension DecodeContext {
    mutating func decodeShape(_ node: YAMLNode, colors: Set<String>) -> Shape? {
        guard let outer = fields(of: node, table: SpecKeys.shape, what: "a shape item"),
            let kind = firstPresent(of: SpecKeys.shape.keys, in: outer),
            let body = outer[kind]
        else { return nil }
        let table = SpecKeys[kind]
        guard let fields = fields(of: body, table: table, what: "'\(kind)'") else { return nil }
        let geometry: ShapePrimitive.Geometry
        switch kind {
        case "circle":
            guard let center = fields["center"].flatMap({ point($0, what: "the center") }),
                let radius = fields["radius"].flatMap({
                    number(
                        $0, what: "the radius", in: SpecKeys.circle.bounds("radius"),
                        rule: "a radius is a fraction 0...1 of the width")
                })
            else { return nil }
            geometry = .circle(center: center, radius: radius.value)
        case "rect":
            guard let origin = fields["origin"].flatMap({ point($0, what: "the origin") }),
                let size = fields["size"].flatMap({ point($0, what: "the size") })
            else { return nil }
            let corner = fields["cornerRadius"].flatMap {
                number(
                    $0, what: "the corner radius", in: SpecKeys.rect.bounds("cornerRadius"),
                    rule: "use 0...0.5 of the width")
            }
            geometry = .rect(origin: origin, size: size, cornerRadius: corner?.value ?? 0)
        default:
            guard let pointsNode = fields["points"],
                let items = sequence(pointsNode, what: "'points' (a list of [x, y])")
            else { return nil }
            if items.count < 2 {
                report(
                    .tooFewItems, "a path needs at least two points, found \(items.count)",
                    at: pointsNode.location)
            }
            let points = items.compactMap { point($0, what: "a point") }
            guard points.count == items.count else { return nil }
            let closed = fields["closed"].flatMap { bool($0, what: "'closed'") }?.value ?? false
            geometry = .path(points: points, closed: closed)
        }
        let fill = fields["fill"].flatMap { color($0, what: "the fill color", declared: colors) }
        let stroke = fields["stroke"].flatMap { color($0, what: "the stroke color", declared: colors) }
        let width = fields["width"].flatMap { strokeWidth($0) }
        let cap = fields["cap"].flatMap { keyword($0, ShapePrimitive.LineCap.self, what: "line cap") }
        let join = fields["join"].flatMap { keyword($0, ShapePrimitive.LineJoin.self, what: "line join") }
        var drawn = ShapePrimitive(geometry: geometry)
        if let width { drawn.width = width.value }
        if let cap { drawn.cap = cap.value }
        if let join { drawn.join = join.value }
        return Shape(drawn, fill: fill, stroke: stroke, location: node.location)
    }

    /// A stroke width: a fraction 0...1 of the width (`0.02`), or a length with units (`1pt`).
    private mutating func strokeWidth(_ node: YAMLNode) -> Located<LengthValue>? {
        guard let width = length(node, what: "the stroke width", bare: .fractionOfWidth) else { return nil }
        let value = width.value
        guard value.points >= 0, value.width >= 0, value.height >= 0, value.width <= 1, value.height <= 1
        else {
            report(
                .valueOutOfRange,
                "the stroke width is out of range; write a fraction 0...1 of the width or points such as 1pt",
                at: node.location)
            return nil
        }
        return width
    }

    /// `[x, y]` in unit coordinates.
    private mutating func point(_ node: YAMLNode, what: String) -> Point? {
        numberPair(
            node, what: what, form: "[x, y]", names: ("x", "y"), in: .unit,
            rule: "unit coordinates run from 0 to 1 across the control's bounds")
    }
}
