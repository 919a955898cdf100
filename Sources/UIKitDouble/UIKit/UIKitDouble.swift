import QuartzCore

/// What the double records and the hands it lends tests: a finger, VoiceOver, the screen's
/// traits, the asset catalog.
@MainActor
public enum UIKitDouble {
    /// A control event a control sent, in order.
    public struct SentAction {
        public weak var control: UIControl?
        public var event: UIControl.Event
    }

    /// Every `UIView.animate` call since the last `reset()`.
    public static var animations: [ViewAnimation] = []
    /// Every `sendActions(for:)` since the last `reset()`, including UIKit's own.
    public static var sentActions: [SentAction] = []
    static var currentAnimation: ViewAnimation?

    /// Asset names per bundle path: what `UIImage(named:in:compatibleWith:)` finds.
    nonisolated(unsafe) public static var assets: [String: Set<String>] = [:]

    /// Puts an asset named `name` into `bundle`'s catalog.
    public static func addAsset(_ name: String, in bundle: Bundle = .main) {
        assets[bundle.bundlePath, default: []].insert(name)
    }

    /// The traits of the screen every view hierarchy inherits.
    public private(set) static var screenTraits = UITraitCollection(
        userInterfaceStyle: .light, accessibilityContrast: .normal)

    /// Switches the screen to `style` (dark mode): views whose traits change hear
    /// `traitCollectionDidChange`, and `UITraitCollection.current` follows.
    public static func setScreenStyle(_ style: UIUserInterfaceStyle, in roots: [UIView]) {
        let previous = screenTraits
        screenTraits = UITraitCollection(
            userInterfaceStyle: style, accessibilityContrast: previous.accessibilityContrast,
            preferredContentSizeCategory: previous.preferredContentSizeCategory)
        UITraitCollection.current = screenTraits
        for root in roots { root.traitsChanged(from: previous) }
    }

    /// Sets the user's text size (Settings › Accessibility › Larger Text): views under `roots` hear
    /// `traitCollectionDidChange`, and `UITraitCollection.current` follows.
    public static func setContentSizeCategory(_ category: UIContentSizeCategory, in roots: [UIView]) {
        let previous = screenTraits
        screenTraits = UITraitCollection(
            userInterfaceStyle: previous.userInterfaceStyle,
            accessibilityContrast: previous.accessibilityContrast,
            preferredContentSizeCategory: category)
        UITraitCollection.current = screenTraits
        for root in roots { root.traitsChanged(from: previous) }
    }

    /// Forgets the recorded animations and actions.
    public static func reset() {
        animations = []
        sentActions = []
        CALayer.implicitAnimations = []
    }
}
