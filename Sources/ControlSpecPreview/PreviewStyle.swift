/// The preview page's style sheet: Resources/preview.css, then the system colors' CSS custom
/// properties of light and dark appearance from `CSSPalette`.
enum PreviewStyle {
    /// The style sheet.
    static var text: String {
        PreviewResources.style + "body{\(CSSPalette.variables(dark: false))}"
            + "body.dark{\(CSSPalette.variables(dark: true))}"
    }
}
