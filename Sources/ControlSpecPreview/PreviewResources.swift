/// The preview page's fixed JavaScript and CSS, the files of `Resources/` (linted as files by
/// `PreviewScriptLintTests`), embedded in the binary at build time by SwiftPM (`embedInCode` in
/// Package.swift): a copied `controlspec` needs no resource bundle beside it.
enum PreviewResources {
    /// `PreviewLayout`, the runtime's layout rule and the drawing of a look.
    static let layoutScript = String(decoding: PackageResources.preview_layout_js, as: UTF8.self)
    /// `class TouchTracker`, the touch rule without its figures (`TouchRuleScript` adds them).
    static let touchTrackerScript = String(decoding: PackageResources.touch_tracker_js, as: UTF8.self)
    /// `PreviewPlot`, the motion plot of the step on screen.
    static let plotScript = String(decoding: PackageResources.preview_plot_js, as: UTF8.self)
    /// The player, the last part of the page's script.
    static let playerScript = String(decoding: PackageResources.preview_js, as: UTF8.self)
    /// The style sheet without the system colors (`PreviewStyle` adds them).
    static let style = String(decoding: PackageResources.preview_css, as: UTF8.self)
}
