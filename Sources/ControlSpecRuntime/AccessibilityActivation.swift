/// What VoiceOver's double tap does to a generated control, decided without UIKit: UIKit's own
/// controls answer it as a finger's tap, so handlers the app wired the usual way run for VoiceOver
/// users too.
enum AccessibilityActivation<Event: Hashable & Sendable>: Equatable {
    /// Deliver the control events a finger's tap sends, in order, with no finger position (a tap
    /// that VoiceOver makes has no point, so nothing may read where the last finger lifted).
    case controlEvents([ControlEvent])
    /// Send the spec's tap event to the machine: the host is a view that is no control.
    case event(Event)
    /// Nothing happens and VoiceOver hears that the activation failed.
    case refused

    /// What the double tap is for a host of kind `host`, given the spec's presentation.
    ///
    /// A `UIControl` sends `touchDown` then `touchUpInside`, and a `UIButton` then
    /// `primaryActionTriggered`, as it does for a finger; a disabled control sends nothing. A view
    /// sends the spec's activation event, if the spec has one.
    static func of(_ host: Host, presentation: ControlAccessibility<Event>) -> Self {
        switch host {
        case .view: presentation.activate.map(Self.event) ?? .refused
        case .control(isButton: _, isEnabled: false): .refused
        case .control(let isButton, isEnabled: true):
            .controlEvents([.touchDown, .touchUpInside] + (isButton ? [.primaryActionTriggered] : []))
        }
    }

    /// What the generated control is, as far as VoiceOver's activation is concerned.
    enum Host: Equatable {
        /// A `UIView` that is no `UIControl`.
        case view
        /// A `UIControl`; `isButton` when it is a `UIButton`.
        case control(isButton: Bool, isEnabled: Bool)
    }
}
