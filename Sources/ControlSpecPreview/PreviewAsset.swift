import ControlSpecCore
import ControlSpecRuntime
import Foundation

/// An asset-catalog image file for the preview, embedded in the page as a data URL, with its size
/// in points (what a `center` content mode draws it at).
public struct PreviewAsset: Hashable, Sendable {
    /// `image/png` or `image/svg+xml`.
    public var mediaType: String
    /// The file's bytes in Base64.
    public var base64: String
    /// The image's size in points; nil when the file does not say.
    public var size: LayoutSize?
    /// The dark appearance's file (an entry whose `appearances` is luminosity `dark`), when the
    /// imageset has one; the page shows it under its dark appearance.
    public var dark: Dark?

    /// A dark variant's file.
    public struct Dark: Hashable, Sendable {
        /// `image/png` or `image/svg+xml`.
        public var mediaType: String
        /// The file's bytes in Base64.
        public var base64: String

        /// A dark variant of `mediaType` whose bytes are `base64`.
        public init(mediaType: String, base64: String) {
            self.mediaType = mediaType
            self.base64 = base64
        }

        /// The data URL the page draws the variant from.
        var dataURL: String { "data:\(mediaType);base64,\(base64)" }
    }

    /// An imageset that lists PDF files only: nothing here renders PDF, so it is drawn as a
    /// placeholder labelled `PDF`.
    public static let pdf = PreviewAsset(mediaType: "application/pdf", base64: "")

    /// Whether this is an imageset of PDF files only (`pdf`).
    public var isPDF: Bool { mediaType == "application/pdf" }

    /// An asset of `mediaType` whose bytes are `base64`, `size` points large.
    public init(mediaType: String, base64: String, size: LayoutSize? = nil) {
        self.mediaType = mediaType
        self.base64 = base64
        self.size = size
    }

    /// An asset read from a file's `bytes` at `scale` (a PNG of 48 × 48 pixels at `2x` is 24 × 24
    /// points): the size comes from a PNG's header, or an SVG's `width` and `height` (else its
    /// `viewBox`), in points.
    public init(mediaType: String, bytes: [UInt8], scale: Double) {
        self.init(mediaType: mediaType, base64: Data(bytes).base64EncodedString())
        if mediaType == "image/png" {
            size = Self.pngSize(bytes).map {
                LayoutSize(width: $0.width / max(scale, 1), height: $0.height / max(scale, 1))
            }
        } else {
            size = Self.svgSize(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The data URL the page draws the asset from.
    var dataURL: String { "data:\(mediaType);base64,\(base64)" }

    /// The pixel size in a PNG's `IHDR` chunk (bytes 16–23, big-endian).
    private static func pngSize(_ bytes: [UInt8]) -> LayoutSize? {
        guard bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
        func word(_ offset: Int) -> Double {
            Double(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return LayoutSize(width: word(16), height: word(20))
    }

    /// The root `<svg>`'s `width` and `height` in user units (points), or its `viewBox` size.
    private static func svgSize(_ text: String) -> LayoutSize? {
        guard let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let start = tag.range(of: " \(name)=\(quote)") else { continue }
                return String(tag[start.upperBound...].prefix { String($0) != quote })
            }
            return nil
        }
        func number(_ text: String?) -> Double? {
            guard let text, text.hasSuffix("%") == false else { return nil }
            return Double(text.hasSuffix("px") || text.hasSuffix("pt") ? String(text.dropLast(2)) : text)
        }
        if let width = number(attribute("width")), let height = number(attribute("height")) {
            return LayoutSize(width: width, height: height)
        }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
            Double($0)
        }
        return box.count == 4 ? LayoutSize(width: box[2], height: box[3]) : nil
    }
}
