import QuartzCore

/// A button: an accessibility element with the `.button` trait whose label defaults to its title,
/// and which sends `primaryActionTriggered` itself after `touchUpInside`.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }

    /// The title label, made when a title is first set (on top of the button's subviews).
    open private(set) var titleLabel: UILabel?
    private var explicitLabel: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    open var currentTitle: String? { titleLabel?.text }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        if titleLabel == nil {
            let label = UILabel(frame: bounds)
            titleLabel = label
            addSubview(label)
        }
        titleLabel?.text = title
    }

    /// The label set, else the title.
    open override var accessibilityLabel: String? {
        get { explicitLabel ?? currentTitle }
        set { explicitLabel = newValue }
    }

    override var sendsButtonFollowUps: Bool { true }
}

extension UIControl {
    /// The control states a button's title is set for.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}
