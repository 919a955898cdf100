import ControlSpecCore

/// Emits a button's UIKit way of titling it: on a `base: button` control with a `string` input
/// `title`, `setTitle(_:for: .normal)` sets that property, so the spec's text shows the title in
/// its own font and padding and the layout sizes to it; UIButton's own title label is never made
/// (it would draw the title twice), and `currentTitle` reads the property (nil while empty).
struct ButtonTitleEmitter {
    let plan: GenerationPlan

    /// The `title` property a button's `setTitle(_:for:)` sets, if the control has one.
    var title: GenerationPlan.PropertyPlan? {
        guard plan.control.base.value == .button else { return nil }
        return plan.properties.first {
            $0.property.name.value == "title" && $0.property.type == .string && $0.property.isInput
        }
    }

    func emit(into writer: inout SwiftWriter) {
        guard let title else { return }
        let open = plan.access == .public ? "open " : ""
        writer.blankLine()
        writer.doc(
            "Titling the button the UIKit way sets the spec's `title` (for `.normal`; other states keep"
                + " UIButton's own titles): the spec's text shows it, and the layout sizes to it.")
        writer.block("\(open)override func setTitle(_ title: String?, for state: UIControl.State)") {
            writer in
            writer.line("guard state == .normal else { return super.setTitle(title, for: state) }")
            if title.property.changes != nil {
                // Through the property's setter, which sends the `changes:` event.
                writer.line("self.\(title.member) = title ?? \"\"")
            } else {
                writer.line("driver.update { $0.\(title.member) = title ?? \"\" }")
            }
        }
        writer.blankLine()
        writer.doc("The spec's `title`, which `setTitle(_:for: .normal)` sets; nil while it is empty.")
        writer.block("\(open)override var currentTitle: String?") { writer in
            writer.line("driver.machine.\(title.member).isEmpty ? nil : driver.machine.\(title.member)")
        }
    }
}
