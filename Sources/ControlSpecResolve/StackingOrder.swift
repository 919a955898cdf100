import ControlSpecCore

extension RuntimeLooks {
    /// The order the control's views stack in across states (the runtime's `LookStack`): its
    /// images, then its texts, as the spec declares them. Generated code (`stackingOrder`), the
    /// preview page (`M.stacking`) and `render` read it here.
    package var stackingOrder: [String] {
        control.images.map(\.name.value) + control.texts.map(\.name.value)
    }
}
