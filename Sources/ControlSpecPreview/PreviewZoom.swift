/// The preview page's zoom: the control drawn at 1×, 2× or 3× CSS pixels per point, as on a device
/// of that scale, so that a 20 × 20 pt control can be seen; the page's player divides pointer
/// positions by it (preview.js, `setZoom`), so touches stay in points.
enum PreviewZoom {
    /// The scales offered, as iOS devices have them.
    static let scales = [1, 2, 3]

    /// The page's zoom field (`#zoom`).
    static var field: String {
        "<p><label>Zoom <select id=\"zoom\">"
            + scales.map { "<option value=\"\($0)\">\($0)×</option>" }.joined()
            + "</select></label> (CSS pixels per point)</p>"
    }
}
