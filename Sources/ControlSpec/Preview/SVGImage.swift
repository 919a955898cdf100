/// A spec image as SVG markup in unit coordinates (`viewBox="0 0 1 1"`), drawn as the UIKit
/// player draws it: shape primitives bottom to top with their fill, stroke, width (a fraction of
/// the width), cap and join, circles starting at the top and running clockwise (so `strokeEnd`
/// grows the same way); asset images from the catalog; SF Symbols and missing assets as
/// labelled placeholders. Both the preview page and `render` draw with it.
struct SVGImage {
    let control: Control
    /// Asset files by asset name.
    let assets: [String: PreviewAsset]

    /// The markup of one image's content, without an enclosing element. Stroked primitives carry
    /// `pathLength="1"` and the class `stroke`, so a page can set `strokeStart`/`strokeEnd` with a
    /// dash pattern.
    func content(of image: Image) -> String {
        switch image.source {
        case .asset(let name):
            return content(ofAsset: name)
        case .symbol(let name):
            return placeholder("symbol", name)
        case .shape(let shapes):
            return shapes.map(primitive).joined()
        case .property(let name):
            return placeholder("property", name.value)
        }
    }

    /// The catalog image of that asset name, a placeholder labelled `asset` when the catalog has
    /// none, or `PDF` when it has PDF files only.
    func content(ofAsset name: String) -> String {
        guard let asset = assets[name] else { return placeholder("asset", name) }
        return Self.markup(of: asset) ?? placeholder("PDF", name)
    }

    /// A catalog image drawn over the unit square; with a dark variant, both, the dark one hidden
    /// unless the page's style shows it (`body.dark`), so a standalone picture shows the light one.
    /// Nil for an imageset of PDF files only, which nothing here draws.
    static func markup(of asset: PreviewAsset) -> String? {
        guard let file = asset.file else { return nil }
        func image(_ file: PreviewAsset.File, _ attributes: String) -> String {
            "<image href=\"data:\(file.mediaType);base64,\(file.base64)\" x=\"0\" y=\"0\" width=\"1\" "
                + "height=\"1\" preserveAspectRatio=\"xMidYMid meet\"\(attributes)/>"
        }
        guard let dark = asset.dark else { return image(file, "") }
        return image(file, " class=\"asset-light\"") + image(dark, " class=\"asset-dark\" display=\"none\"")
    }

    /// The content of the image of that name (empty for an unknown name).
    func content(ofImageNamed name: String) -> String {
        control.images.first { $0.name.value == name }.map(content(of:)) ?? ""
    }

    /// The side of the square the preview draws a control in, in points.
    static let size = 120.0

    /// A length as a fraction of the (square) control's side.
    static func unit(_ length: LengthValue) -> Double {
        length.width + length.height + length.points / size
    }

    /// The dash pattern that shows the stroke between `start` and `end` (fractions of its length).
    static func strokeRange(start: Double, end: Double) -> String {
        let visible = max(0, end - start)
        // A zero-length dash still draws a round cap's dot; Core Animation draws nothing.
        let hidden = visible > 0 ? "" : " style=\"stroke-opacity:0\""
        return "stroke-dasharray=\"\(JavaScriptLiteral.number(visible)) 2\" "
            + "stroke-dashoffset=\"\(JavaScriptLiteral.number(-start))\"" + hidden
    }

    private func primitive(_ shape: Shape) -> String {
        let fill = shape.fill.map { CSSPalette.css($0.value, in: control) } ?? "none"
        var attributes = "fill=\"\(XMLText.escaped(fill))\""
        if let stroke = shape.stroke {
            attributes +=
                " stroke=\"\(XMLText.escaped(CSSPalette.css(stroke.value, in: control)))\""
            attributes += " stroke-width=\"\(JavaScriptLiteral.number(shape.width.map(Self.unit) ?? 0.02))\""
            attributes += " stroke-linecap=\"\((shape.cap ?? .butt).rawValue)\""
            attributes += " stroke-linejoin=\"\((shape.join ?? .miter).rawValue)\""
            attributes += " pathLength=\"1\" class=\"stroke\""
        }
        return "<path d=\"\(path(shape.geometry))\" \(attributes)/>"
    }

    private func path(_ geometry: Shape.Geometry) -> String {
        func number(_ value: Double) -> String { JavaScriptLiteral.number(value) }
        switch geometry {
        case .circle(let center, let radius):
            // Two half arcs from the top, clockwise (SVG's sweep flag 1 is clockwise with y down).
            let top = "\(number(center.x)) \(number(center.y - radius))"
            let bottom = "\(number(center.x)) \(number(center.y + radius))"
            let arc = "A \(number(radius)) \(number(radius)) 0 0 1"
            return "M \(top) \(arc) \(bottom) \(arc) \(top) Z"
        case .rect(let origin, let size, let cornerRadius):
            let radius = min(cornerRadius, size.x / 2, size.y / 2)
            let (x, y, right, bottom) = (origin.x, origin.y, origin.x + size.x, origin.y + size.y)
            guard radius > 0 else {
                return "M \(number(x)) \(number(y)) H \(number(right)) V \(number(bottom)) H \(number(x)) Z"
            }
            let arc = "A \(number(radius)) \(number(radius)) 0 0 1"
            return "M \(number(x + radius)) \(number(y)) H \(number(right - radius)) "
                + "\(arc) \(number(right)) \(number(y + radius)) V \(number(bottom - radius)) "
                + "\(arc) \(number(right - radius)) \(number(bottom)) H \(number(x + radius)) "
                + "\(arc) \(number(x)) \(number(bottom - radius)) V \(number(y + radius)) "
                + "\(arc) \(number(x + radius)) \(number(y)) Z"
        case .path(let points, let closed):
            let moves = points.enumerated().map { index, point in
                (index == 0 ? "M " : "L ") + "\(number(point.x)) \(number(point.y))"
            }
            return moves.joined(separator: " ") + (closed ? " Z" : "")
        }
    }

    /// A dashed frame with the kind and name written in it.
    private func placeholder(_ kind: String, _ name: String) -> String {
        "<g class=\"placeholder\"><rect x=\"0.04\" y=\"0.04\" width=\"0.92\" height=\"0.92\" rx=\"0.08\" "
            + "fill=\"none\" stroke=\"var(--tint,#007AFF)\" stroke-width=\"0.02\" stroke-dasharray=\"0.06 0.04\"/>"
            + "<text x=\"0.5\" y=\"0.44\" font-size=\"0.13\" text-anchor=\"middle\" fill=\"currentColor\">"
            + "\(kind)</text><text x=\"0.5\" y=\"0.62\" font-size=\"0.11\" text-anchor=\"middle\" "
            + "fill=\"currentColor\">\(XMLText.escaped(name))</text></g>"
    }
}

/// An asset-catalog image for the preview, embedded in the page as data URLs: the file shown in
/// light appearance (and in dark when there is no dark variant) and the dark variant's file
/// (`appearances` luminosity `dark`); an imageset of PDF files only has neither and is drawn as a
/// placeholder labelled `PDF`.
public struct PreviewAsset: Hashable, Sendable {
    /// One image file.
    public struct File: Hashable, Sendable {
        /// `image/png` or `image/svg+xml`.
        public var mediaType: String
        /// The file's bytes in Base64.
        public var base64: String

        /// A file of `mediaType` whose bytes are `base64`.
        public init(mediaType: String, base64: String) {
            self.mediaType = mediaType
            self.base64 = base64
        }
    }

    /// The file for the light (any) appearance; nil for an imageset of PDF files only.
    public var file: File?
    /// The file for the dark appearance, when the imageset has one.
    public var dark: File?

    /// An asset of these files.
    public init(file: File?, dark: File? = nil) {
        self.file = file
        self.dark = dark
    }

    /// An asset of one file of `mediaType` whose bytes are `base64`.
    public init(mediaType: String, base64: String) {
        self.init(file: File(mediaType: mediaType, base64: base64))
    }
}

/// Text and attribute values escaped for HTML and SVG.
enum XMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
