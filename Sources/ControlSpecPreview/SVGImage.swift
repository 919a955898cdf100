import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// A spec image as SVG markup, drawn as the UIKit player draws it: shape primitives bottom to top
/// with their fill, stroke, width, cap and join (placed in points as a `ShapeView` lays out its
/// layers: a point at its fractions of the frame's width and height, a circle's radius and a
/// corner radius fractions of its width, a stroke one width in every direction), circles starting at the top and running
/// clockwise (so `strokeEnd` grows the same way); asset images from the catalog, placed in their
/// frame by the content mode's rule (`ImageDescription.ContentMode.rect`); SF Symbols, missing
/// assets and unset `image` properties as labelled placeholders. Both the preview page and
/// `render` draw with it.
struct SVGImage {
    let control: Control
    /// Asset files by asset name.
    let assets: [String: PreviewAsset]

    /// The markup of a shape image or a placeholder in unit coordinates, without an enclosing
    /// element, its strokes as wide as in a frame of `size` points. Stroked primitives carry
    /// `pathLength="1"` and the class `stroke`, so a page can set `strokeStart`/`strokeEnd` with a
    /// dash pattern, and `data-width` (`points width height` of the `Length`), so a page can set
    /// the width for another frame. An asset found in the catalog has no unit content (see
    /// `placed`); its placeholder is returned, with every label for the page to choose from
    /// (`PlaceholderLabel`).
    func content(of image: Image, size: LayoutSize) -> String {
        switch image.source {
        case .asset(let name): assetPlaceholder(name)
        case .symbol(let name): placeholder("symbol", name)
        case .shape(let shapes): shapes.map { primitive($0, size: size, inPoints: false) }.joined()
        case .property(let name): placeholder("property", name.value)
        }
    }

    /// The image drawn from `source` (what a bound `image` property resolved to) at `frame`, in
    /// points: an asset at its content mode's rectangle, a shape in points of the frame (a circle
    /// stays round and a stroke one width in a frame of any proportions), a placeholder fitted in.
    func placed(
        _ image: Image, source: ImageDescription.Source, contentMode: ImageDescription.ContentMode,
        in frame: LayoutRect
    ) -> String {
        if case .asset(let name) = source, let asset = assets[name], !asset.isPDF {
            let rect = asset.size.map { contentMode.rect(of: $0, in: frame) } ?? frame
            return "<image href=\"\(asset.dataURL)\" x=\"\(svgNumber(rect.x))\" y=\"\(svgNumber(rect.y))\" "
                + "width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\" preserveAspectRatio=\""
                + (asset.size == nil ? "xMidYMid meet" : "none") + "\"/>"
        }
        if case .shape = source, case .shape(let shapes) = image.source {
            return "<g transform=\"translate(\(svgNumber(frame.x)) \(svgNumber(frame.y)))\">"
                + shapes.map { primitive($0, size: frame.size, inPoints: true) }.joined() + "</g>"
        }
        let content: String
        let side = min(frame.width, frame.height)
        switch source {
        case .asset(let name): content = assetPlaceholder(name, side: side)
        case .symbol(let name): content = placeholder("symbol", name, side: side)
        case .property(let name): content = placeholder("property", name, side: side)
        case .empty, .app:
            // No pixels known here (an app's image exists only in the app): the property's placeholder.
            guard case .property(let name) = image.source else { return "" }
            content = placeholder("property", name.value, side: side)
        case .shape: content = self.content(of: image, size: frame.size)
        }
        return
            "<svg x=\"\(svgNumber(frame.x))\" y=\"\(svgNumber(frame.y))\" width=\"\(svgNumber(frame.width))\" "
            + "height=\"\(svgNumber(frame.height))\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"xMidYMid meet\" "
            + "overflow=\"visible\">\(content)</svg>"
    }

    /// The size a control is drawn at when neither its layout nor its content gives one, in points.
    static let defaultSize = LayoutSize(width: 120, height: 120)

    /// A stroke of `length` in unit coordinates of a frame of `size`: the frame stretches unit
    /// coordinates by its width across and its height down, so the width is divided by their
    /// geometric mean (exact in a square frame).
    static func unitWidth(_ length: LengthValue, in size: LayoutSize) -> Double {
        let points = length.points + length.width * size.width + length.height * size.height
        let scale = (size.width * size.height).squareRoot()
        return scale > 0 ? points / scale : 0
    }

    /// The dash pattern that shows the stroke between `start` and `end` (fractions of its length).
    static func strokeRange(start: Double, end: Double) -> String {
        let visible = max(0, end - start)
        // A zero-length dash still draws a round cap's dot; Core Animation draws nothing.
        let hidden = visible > 0 ? "" : " style=\"stroke-opacity:0\""
        return "stroke-dasharray=\"\(JavaScriptLiteral.number(visible)) 2\" "
            + "stroke-dashoffset=\"\(JavaScriptLiteral.number(-start))\"" + hidden
    }

    /// One primitive's `<path>`: in unit coordinates with its stroke width for a frame of `size`
    /// (the page's markup, stretched over the frame), or `inPoints` in a frame of `size` (render's).
    private func primitive(_ shape: Shape, size: LayoutSize, inPoints: Bool) -> String {
        let fill = shape.fill.map { CSSPalette.css($0.value, in: control) } ?? "none"
        var attributes = "fill=\"\(XMLText.escaped(fill))\""
        if let stroke = shape.stroke {
            attributes +=
                " stroke=\"\(XMLText.escaped(CSSPalette.css(stroke.value, in: control)))\""
            let width = shape.drawn.width
            let strokeWidth =
                inPoints
                ? width.points + width.width * size.width + width.height * size.height
                : Self.unitWidth(width, in: size)
            attributes += " stroke-width=\"\(svgNumber(strokeWidth))\""
            attributes +=
                " data-width=\"\(svgNumber(width.points)) \(svgNumber(width.width)) \(svgNumber(width.height))\""
            attributes += " stroke-linecap=\"\(shape.drawn.cap.rawValue)\""
            attributes += " stroke-linejoin=\"\(shape.drawn.join.rawValue)\""
            attributes += " pathLength=\"1\" class=\"stroke\""
        }
        let scale = inPoints ? size : LayoutSize(width: 1, height: 1)
        if !inPoints {
            attributes += " data-geometry=\"\(Self.geometry(shape.drawn.geometry))\""
        }
        return "<path d=\"\(path(shape.drawn.geometry, scale: scale))\" \(attributes)/>"
    }

    /// A primitive's geometry in unit coordinates for the page, which draws it in points of its
    /// frame as `path(_:scale:)` does: `circle cx cy r`, `rect x y width height cornerRadius` or
    /// `path open|closed x y x y …`.
    static func geometry(_ geometry: ShapePrimitive.Geometry) -> String {
        switch geometry {
        case .circle(let center, let radius):
            return "circle " + [center.x, center.y, radius].map(svgNumber).joined(separator: " ")
        case .rect(let origin, let size, let cornerRadius):
            return "rect "
                + [origin.x, origin.y, size.x, size.y, cornerRadius].map(svgNumber).joined(separator: " ")
        case .path(let points, let closed):
            return "path " + (closed ? "closed" : "open")
                + points.map { " \(svgNumber($0.x)) \(svgNumber($0.y))" }.joined()
        }
    }

    /// The path of a primitive whose unit coordinates are multiplied by `scale` (x by its width, y
    /// by its height, radii by its width, as `ShapeView.path(of:in:)` does).
    private func path(_ geometry: ShapePrimitive.Geometry, scale: LayoutSize) -> String {
        switch geometry.scaled(by: scale) {
        case .circle(let center, let radius):
            // Two half arcs from the top, clockwise (SVG's sweep flag 1 is clockwise with y down).
            let top = "\(svgNumber(center.x)) \(svgNumber(center.y - radius))"
            let bottom = "\(svgNumber(center.x)) \(svgNumber(center.y + radius))"
            let arc = "A \(svgNumber(radius)) \(svgNumber(radius)) 0 0 1"
            return "M \(top) \(arc) \(bottom) \(arc) \(top) Z"
        case .rect(let origin, let size, let cornerRadius):
            let radius = min(cornerRadius, size.x / 2, size.y / 2)
            let (x, y, right, bottom) = (origin.x, origin.y, origin.x + size.x, origin.y + size.y)
            guard radius > 0 else {
                return
                    "M \(svgNumber(x)) \(svgNumber(y)) H \(svgNumber(right)) V \(svgNumber(bottom)) H \(svgNumber(x)) Z"
            }
            let arc = "A \(svgNumber(radius)) \(svgNumber(radius)) 0 0 1"
            return "M \(svgNumber(x + radius)) \(svgNumber(y)) H \(svgNumber(right - radius)) "
                + "\(arc) \(svgNumber(right)) \(svgNumber(y + radius)) V \(svgNumber(bottom - radius)) "
                + "\(arc) \(svgNumber(right - radius)) \(svgNumber(bottom)) H \(svgNumber(x + radius)) "
                + "\(arc) \(svgNumber(x)) \(svgNumber(bottom - radius)) V \(svgNumber(y + radius)) "
                + "\(arc) \(svgNumber(x + radius)) \(svgNumber(y)) Z"
        case .path(let points, let closed):
            let moves = points.enumerated().map { index, point in
                (index == 0 ? "M " : "L ") + "\(svgNumber(point.x)) \(svgNumber(point.y))"
            }
            return moves.joined(separator: " ") + (closed ? " Z" : "")
        }
    }

    /// The placeholder of an asset the catalog lacks (`asset`) or has as PDF only (`PDF`).
    private func assetPlaceholder(_ name: String, side: Double? = nil) -> String {
        placeholder(assets[name]?.isPDF == true ? "PDF" : "asset", name, side: side)
    }

    /// A dashed frame titled with the kind and name and labelled as `PlaceholderLabel` says: in a
    /// frame whose shorter side is `side` points, the one label legible there; without a side (the
    /// page's markup, placed later), every label, each `g.placeholder-label` with its
    /// `data-min-side`, for the page to keep the one its frame shows.
    private func placeholder(_ kind: String, _ name: String, side: Double? = nil) -> String {
        let label = PlaceholderLabel(kind: kind, name: name)
        let variants = side.map { [label.variant(forSide: $0)] } ?? label.variants
        return "<g class=\"placeholder\"><title>\(XMLText.escaped(label.title))</title>"
            + "<rect x=\"0.04\" y=\"0.04\" width=\"0.92\" height=\"0.92\" rx=\"0.08\" "
            + "fill=\"none\" stroke=\"var(--tint,#007AFF)\" stroke-width=\"0.02\" stroke-dasharray=\"0.06 0.04\"/>"
            + variants.map { variant in
                "<g class=\"placeholder-label\" data-min-side=\"\(svgNumber(variant.minimumSide))\">"
                    + variant.lines.map(placeholderLine).joined() + "</g>"
            }.joined() + "</g>"
    }

    /// One centred line of a placeholder; a line whose estimated width fills
    /// `PlaceholderLabel.lineWidth` is held to it, so that it stays inside the frame in any font and
    /// at any pose.
    private func placeholderLine(_ line: PlaceholderLabel.Line) -> String {
        let squeeze =
            PlaceholderLabel.estimatedWidth(line) >= PlaceholderLabel.lineWidth - 1e-9
            ? " textLength=\"\(svgNumber(PlaceholderLabel.lineWidth))\" lengthAdjust=\"spacingAndGlyphs\""
            : ""
        return
            "<text x=\"0.5\" y=\"\(svgNumber(line.baseline))\" font-size=\"\(svgNumber(line.size))\" "
            + "text-anchor=\"middle\" fill=\"currentColor\"\(squeeze)>\(XMLText.escaped(line.text))</text>"
    }
}

extension ShapePrimitive.Geometry {
    /// The geometry with x multiplied by `scale.width`, y by `scale.height`, and a circle's radius
    /// and a rectangle's corner radius by `scale.width`.
    fileprivate func scaled(by scale: LayoutSize) -> Self {
        func point(_ unit: ShapePoint) -> ShapePoint {
            ShapePoint(x: unit.x * scale.width, y: unit.y * scale.height)
        }
        switch self {
        case .circle(let center, let radius):
            return .circle(center: point(center), radius: radius * scale.width)
        case .rect(let origin, let size, let cornerRadius):
            return .rect(origin: point(origin), size: point(size), cornerRadius: cornerRadius * scale.width)
        case .path(let points, let closed):
            return .path(points: points.map(point), closed: closed)
        }
    }
}

/// Text and attribute values escaped for HTML and SVG.
enum XMLText {
    static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }
}

/// A number for SVG: six decimals keep pictures byte-identical across platforms' last-digit
/// differences.
func svgNumber(_ value: Double) -> String {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return JavaScriptLiteral.number(rounded == 0 ? 0 : rounded)
}
