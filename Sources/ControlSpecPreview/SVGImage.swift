import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// A spec image as SVG markup, drawn as the UIKit player draws it: shape primitives in unit
/// coordinates of the image's frame (stretched to it, as a `ShapeView` lays out its layers) bottom
/// to top with their fill, stroke, width, cap and join, circles starting at the top and running
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
    /// `placed`); its placeholder is returned.
    func content(of image: Image, size: LayoutSize) -> String {
        switch image.source {
        case .asset(let name): assetPlaceholder(name)
        case .symbol(let name): placeholder("symbol", name)
        case .shape(let shapes): shapes.map { primitive($0, size: size) }.joined()
        case .property(let name): placeholder("property", name.value)
        }
    }

    /// The image drawn from `source` (what a bound `image` property resolved to) at `frame`, in
    /// points: an asset at its content mode's rectangle, anything else stretched over the frame.
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
        let content: String
        switch source {
        case .asset(let name): content = assetPlaceholder(name)
        case .symbol(let name): content = placeholder("symbol", name)
        case .property(let name): content = placeholder("property", name)
        case .empty:
            guard case .property(let name) = image.source else { return "" }
            content = placeholder("property", name.value)
        case .shape: content = self.content(of: image, size: frame.size)
        }
        let aspect: String
        if case .shape = source { aspect = "none" } else { aspect = "xMidYMid meet" }
        return
            "<svg x=\"\(svgNumber(frame.x))\" y=\"\(svgNumber(frame.y))\" width=\"\(svgNumber(frame.width))\" "
            + "height=\"\(svgNumber(frame.height))\" viewBox=\"0 0 1 1\" preserveAspectRatio=\"\(aspect)\" "
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

    private func primitive(_ shape: Shape, size: LayoutSize) -> String {
        let fill = shape.fill.map { CSSPalette.css($0.value, in: control) } ?? "none"
        var attributes = "fill=\"\(XMLText.escaped(fill))\""
        if let stroke = shape.stroke {
            attributes +=
                " stroke=\"\(XMLText.escaped(CSSPalette.css(stroke.value, in: control)))\""
            let width = shape.drawn.width
            attributes += " stroke-width=\"\(svgNumber(Self.unitWidth(width, in: size)))\""
            attributes +=
                " data-width=\"\(svgNumber(width.points)) \(svgNumber(width.width)) \(svgNumber(width.height))\""
            attributes += " stroke-linecap=\"\(shape.drawn.cap.rawValue)\""
            attributes += " stroke-linejoin=\"\(shape.drawn.join.rawValue)\""
            attributes += " pathLength=\"1\" class=\"stroke\""
        }
        return "<path d=\"\(path(shape.drawn.geometry))\" \(attributes)/>"
    }

    private func path(_ geometry: ShapePrimitive.Geometry) -> String {
        switch geometry {
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
    private func assetPlaceholder(_ name: String) -> String {
        placeholder(assets[name]?.isPDF == true ? "PDF" : "asset", name)
    }

    /// A dashed frame with the kind and name written in it, each line squeezed to at most
    /// ``placeholderLineWidth`` so that it stays inside the frame in any font and at any pose.
    private func placeholder(_ kind: String, _ name: String) -> String {
        "<g class=\"placeholder\"><rect x=\"0.04\" y=\"0.04\" width=\"0.92\" height=\"0.92\" rx=\"0.08\" "
            + "fill=\"none\" stroke=\"var(--tint,#007AFF)\" stroke-width=\"0.02\" stroke-dasharray=\"0.06 0.04\"/>"
            + placeholderLine(kind, y: 0.44, size: 0.13) + placeholderLine(name, y: 0.62, size: 0.11) + "</g>"
    }

    /// The widest a placeholder's line is drawn, in units of the image: the frame's 0.92 less a
    /// margin on each side.
    static let placeholderLineWidth = 0.8

    /// One centred line of a placeholder; a line whose estimated width (0.6 of the font size per
    /// character, wider than most fonts' average) exceeds ``placeholderLineWidth`` is squeezed to
    /// it.
    private func placeholderLine(_ text: String, y: Double, size: Double) -> String {
        let estimate = Double(text.count) * size * 0.6
        let squeeze =
            estimate > Self.placeholderLineWidth
            ? " textLength=\"\(svgNumber(Self.placeholderLineWidth))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
        return
            "<text x=\"0.5\" y=\"\(svgNumber(y))\" font-size=\"\(svgNumber(size))\" text-anchor=\"middle\" "
            + "fill=\"currentColor\"\(squeeze)>\(XMLText.escaped(text))</text>"
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
