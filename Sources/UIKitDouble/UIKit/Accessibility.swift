import QuartzCore

/// What an accessibility element is, as VoiceOver announces it (the SDK's bit values).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// An action VoiceOver offers in its actions rotor.
@MainActor
open class UIAccessibilityCustomAction {
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    open var name: String
    open var actionHandler: Handler?

    public init(name: String, actionHandler: Handler?) {
        self.name = name
        self.actionHandler = actionHandler
    }
}
